import type { Review } from '@plaudit/api-client';
import { TAG_MAX_LENGTH } from '@plaudit/api-client/schemas';
import { toastError, useApi, usePermission, useTags } from '@plaudit/hooks';
import { Typeahead, type TypeaheadOption } from '@plaudit/ui-kit';
import { useState } from 'react';

/** The value of the "Create tag 'x'" option (a tag name never holds a control character). */
const CREATE_TAG = '\u001fcreate:';

const TAG_ERROR = 'An error occurred while performing this action.';

/** The review's tags: add an existing tag (typeahead) or a new one, remove a tag. */
export function ReviewTagsEditor({
  review,
  onChanged,
}: {
  review: Review;
  onChanged: () => Promise<unknown>;
}) {
  const { api } = useApi();
  const { can } = usePermission();
  const [term, setTerm] = useState('');
  const [busy, setBusy] = useState(false);
  const canAdd = can('tag', 'create');
  const canRemove = can('tag', 'delete');
  const { data, isLoading } = useTags(
    canAdd
      ? {
          keywords: term || undefined,
          search_type: term ? 'typeahead' : undefined,
          per_page: 25,
          sort: { by: 'name', order: 'asc' },
        }
      : null,
  );
  // Tags that match, then "Create tag 'x'" when no tag has the typed name yet.
  const typed = term.trim().slice(0, TAG_MAX_LENGTH);
  const known = [...(data?.items ?? []).map((t) => t.name), ...review.tags];
  const isNew = typed !== '' && !known.some((n) => n.toLowerCase() === typed.toLowerCase());
  const options: TypeaheadOption[] = [
    ...(data?.items ?? [])
      .filter((t) => !review.tags.includes(t.name))
      .map((t) => ({ value: t.name, label: t.name })),
    ...(isNew ? [{ value: `${CREATE_TAG}${typed}`, label: `Create tag '${typed}'` }] : []),
  ];

  const change = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      toastError(err, TAG_ERROR);
    } finally {
      await onChanged();
      setBusy(false);
    }
  };

  const add = (option: TypeaheadOption | null) => {
    const chosen = option?.value.startsWith(CREATE_TAG)
      ? option.value.slice(CREATE_TAG.length)
      : (option?.label ?? '');
    const name = chosen.trim().slice(0, TAG_MAX_LENGTH);
    if (!name || review.tags.includes(name)) return;
    void change(() => api.reviewTags.add({ review_id: review.id, name }));
  };
  const remove = (name: string) =>
    void change(() => api.reviewTags.remove({ review_id: review.id, name }));

  return (
    <section className="review-section" aria-labelledby="tags-title">
      <h2 id="tags-title">Tags</h2>
      {review.tags.length === 0 ? (
        <p>No tags yet.</p>
      ) : (
        <ul className="review-tags" aria-label="Tags of this review">
          {review.tags.map((t) => (
            <li key={t} className="review-tag">
              {t}
              {canRemove && (
                <button
                  type="button"
                  aria-label={`Remove tag ${t}`}
                  disabled={busy}
                  onClick={() => remove(t)}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <div className="field" style={{ marginTop: 12, maxWidth: 360 }}>
          <Typeahead
            label="Add a tag"
            options={options}
            onSelect={add}
            onSearch={setTerm}
            matchMode="none"
            allowCustom
            minCustomLength={1}
            clearOnSelect
            loading={isLoading}
            disabled={busy}
            placeholder="Type a tag and press Enter"
          />
        </div>
      )}
    </section>
  );
}
