import { object, REVIEW_STATUSES, string } from '@plaudit/api-client/schemas';
import { toast, toastError, useApi, usePermission, useSession, useUsers } from '@plaudit/hooks';
import { Button, Dropdown } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { fieldProps, useSchemaForm } from '../../components/schema-form';
import { assignable } from './ReviewWorkflow';
import { REVIEW_STATUS_LABELS } from './review-helpers';

/** The tag of POST /reviews/bulk_update (reviewBulkUpdateBody's `tag`). */
const TAG_BODY = object({ tag: string({ min: 1, max: 100 }) });

/** Can the user change reviews in bulk at all (status, assignee or tags)? */
export function useCanBulkEdit() {
  const { can } = usePermission();
  return can('review', 'update') || can('tag', 'create');
}

/**
 * The bar over a selection of reviews: mark a status, assign, or tag them all at once. Each
 * change is one request for the whole selection, all or nothing.
 */
export function ReviewBulkActions({
  selected,
  onClear,
  onDone,
}: {
  selected: number[];
  onClear: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { api } = useApi();
  const { can } = usePermission();
  const me = useSession((s) => s.auth.user_id);
  const { data: users } = useUsers(
    can('user', 'read') ? { per_page: 250, sort: { by: 'name' } } : null,
  );
  const [busy, setBusy] = useState(false);
  const id = useId();
  const tagForm = useSchemaForm<{ tag: string }>({
    schema: TAG_BODY,
    labels: { tag: 'Tag' },
    toBody: (v) => ({ tag: v.tag.trim() }),
    mode: 'onSubmit',
    defaultValues: { tag: '' },
  });
  const tag = tagForm.watch('tag');
  const { described, message } = fieldProps(id, tagForm.formState.errors);
  const n = selected.length;
  const reviews = `${n} ${n === 1 ? 'review' : 'reviews'}`;

  const apply = async (
    change: {
      status?: (typeof REVIEW_STATUSES)[number];
      assigned_user_id?: number | null;
      tag?: string;
    },
    done: string,
  ) => {
    setBusy(true);
    try {
      const { updated } = await api.reviews.bulkUpdate({ review_ids: selected, ...change });
      toast.success(
        updated === 0 ? `${done}: nothing to change` : `${done} (${updated} changed)`,
        4000,
      );
      onClear();
      await onDone();
    } catch (err) {
      toastError(err, 'The reviews could not be updated. Nothing was changed.');
    } finally {
      setBusy(false);
    }
  };
  const addTag = tagForm.handleSubmit(async (values) => {
    const name = values.tag.trim();
    await apply({ tag: name }, `Tagged ${reviews} “${name}”`);
    tagForm.reset();
  });
  const people = assignable(users?.items ?? []).map((u) => ({ id: u.id, name: u.name }));
  if (me && !people.some((u) => u.id === me)) people.unshift({ id: me, name: 'Me' });

  return (
    <section className="bulk-bar" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bulk-bar__title">
        {reviews} selected
      </h2>
      {can('review', 'update') && (
        <>
          <Dropdown
            label="Mark as"
            placeholder="Choose a status"
            disabled={busy}
            options={REVIEW_STATUSES.map((v) => ({ value: v, label: REVIEW_STATUS_LABELS[v] }))}
            value={null}
            onChange={(v) => {
              const status = v as (typeof REVIEW_STATUSES)[number] | null;
              if (status)
                void apply({ status }, `Marked ${reviews} ${REVIEW_STATUS_LABELS[status]}`);
            }}
          />
          <Dropdown
            label="Assign to"
            placeholder="Choose a person"
            disabled={busy}
            options={[
              ...people.map((u) => ({
                value: String(u.id),
                label: u.id === me ? `${u.name} (you)` : u.name,
              })),
              { value: 'nobody', label: 'Nobody (unassign)' },
            ]}
            value={null}
            onChange={(v) => {
              if (!v) return;
              const userId = v === 'nobody' ? null : Number(v);
              const name = people.find((u) => u.id === userId)?.name;
              void apply(
                { assigned_user_id: userId },
                userId === null ? `Unassigned ${reviews}` : `Assigned ${reviews} to ${name}`,
              );
            }}
          />
        </>
      )}
      {can('tag', 'create') && (
        <form className="field" onSubmit={addTag} noValidate>
          <label htmlFor={`${id}-tag`}>Add tag</label>
          <span className="button-row">
            <input
              maxLength={100}
              disabled={busy}
              {...described('tag')}
              {...tagForm.register('tag')}
            />
            <Button type="submit" variant="secondary" disabled={busy || !tag.trim()}>
              Tag
            </Button>
          </span>
          {message('tag')}
        </form>
      )}
      <button type="button" className="link-button" onClick={onClear}>
        Clear selection
      </button>
    </section>
  );
}
