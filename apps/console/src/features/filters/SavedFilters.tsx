import { isApiError, type UserPreference } from '@plaudit/api-client';
import { userPreferenceUpdateBody } from '@plaudit/api-client/schemas';
import {
  type DateDescriptor,
  filtersToSavedConfig,
  type SavedFilterKind,
  savedConfigToPatch,
  toast,
  useApi,
  useFilters,
  usePermission,
} from '@plaudit/hooks';
import { Button, Dropdown, Modal } from '@plaudit/ui-kit';
import { useEffect, useId, useState } from 'react';
import { useSchemaForm } from '../../components/schema-form';
import { usePagedOptions } from './usePagedOptions';

/** Saved filter names: required, at most 60 characters (spec 1 §5). */
export const SAVED_FILTER_NAME_MAX = 60;
/** Saved filters load 25 a page, the next page 130 px before the end (spec 1 §9). */
const SAVED_FILTERS_PAGE_SIZE = 25;
const SAVED_FILTERS_LOAD_MORE_THRESHOLD = 130;

/** The texts of spec 1 §5 and §8 (Filters), verbatim. */
export const SAVED_FILTER_TEXTS = {
  enterName: 'Enter a name',
  duplicate: 'A saved filter with that name already exists',
  saved: 'Filter saved',
  updated: 'Filter updated',
  deleted: 'Filter deleted',
  notDeleted: 'Filter was not deleted',
  couldNotApply: 'Could not apply saved filter',
  listError: 'Error fetching Saved Filters',
  fetchFailed: 'Failed to fetch saved filteres',
  saveError: 'Error saving filter',
  createFailed: 'Failed to create filter',
  updateFailed: 'Failed to update filter',
  deleteFailed: 'Failed to delete filter',
} as const;
/** Success notices of saving stay 5 s (spec 1 §8). */
const SAVE_TOAST_MS = 5000;

type Editing = { mode: 'create' } | { mode: 'rename'; filter: UserPreference };

/**
 * Saved filters in the filter bar (spec 1 §2, §4, §5, §8): apply one (its config replaces the
 * URL's filters), save the current filters as a new one, update the applied one (Save), rename
 * it, and delete it after confirmation.
 */
export function SavedFilters({
  kind,
  defaultDateDescriptor,
}: {
  kind: SavedFilterKind;
  defaultDateDescriptor: DateDescriptor;
}) {
  const { api } = useApi();
  const { can } = usePermission();
  const { filters, setFilters } = useFilters({ defaultDateDescriptor });
  const list = usePagedOptions<UserPreference>('savedFilters', (a, page) =>
    a.userPreferences.list({
      preference_type: 'saved_filters',
      page,
      per_page: SAVED_FILTERS_PAGE_SIZE,
      sort: { by: 'name', order: 'asc' },
    }),
  );
  const [editing, setEditing] = useState<Editing | null>(null);
  // The name, checked on submit with the server's name rule, worded as spec 1 §5 words it.
  const { clearErrors, formState, handleSubmit, register, reset, setError, setFocus, watch } =
    useSchemaForm<{ name: string }>({
      schema: userPreferenceUpdateBody,
      labels: { name: 'Name' },
      fieldOf: (issue, body) =>
        issue.path === 'name'
          ? {
              field: 'name',
              message: String((body as { name: string }).name).trim()
                ? `Use at most ${SAVED_FILTER_NAME_MAX} characters`
                : SAVED_FILTER_TEXTS.enterName,
            }
          : undefined,
      defaultValues: { name: '' },
      mode: 'onSubmit',
    });
  const name = watch('name');
  const nameError = formState.errors.name?.message ?? null;
  const setNameError = (message: string) =>
    setError('name', { type: 'server', message }, { shouldFocus: false });
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<UserPreference | null>(null);
  const nameId = useId();
  const errorId = useId();

  // A failed list load is reported once as a toast; the dropdown shows the error text.
  const listFailed = Boolean(list.error);
  useEffect(() => {
    if (listFailed) toast.alert(SAVED_FILTER_TEXTS.fetchFailed);
  }, [listFailed]);

  useEffect(() => {
    if (editing) setFocus('name');
  }, [editing, setFocus]);

  const applied = list.items.find((f) => String(f.id) === filters.savedFilterId) ?? null;

  const apply = (id: string | null) => {
    if (!id) {
      setFilters({ savedFilterId: null });
      return;
    }
    const filter = list.items.find((f) => String(f.id) === id);
    try {
      if (!filter || typeof filter.config !== 'object' || filter.config === null)
        throw new Error('missing config');
      setFilters(savedConfigToPatch(filter.config, filter.id, kind));
    } catch {
      toast.alert(SAVED_FILTER_TEXTS.couldNotApply);
    }
  };

  const startEditing = (next: Editing) => {
    setEditing(next);
    reset({ name: next.mode === 'rename' ? next.filter.name : '' });
  };

  const submit = handleSubmit(async ({ name }) => {
    if (!editing || busy) return;
    // Another of the user's saved filters with that name (the server answers 409 too).
    const except = editing.mode === 'rename' ? editing.filter.id : undefined;
    const lower = name.trim().toLowerCase();
    if (list.items.some((f) => f.id !== except && f.name.toLowerCase() === lower)) {
      setNameError(SAVED_FILTER_TEXTS.duplicate);
      return;
    }
    setBusy(true);
    try {
      if (editing.mode === 'create') {
        const created = await api.userPreferences.create({
          preference_type: 'saved_filters',
          name: name.trim(),
          config: filtersToSavedConfig(filters, kind),
        });
        setFilters({ savedFilterId: String(created.id) });
        toast.success(SAVED_FILTER_TEXTS.saved, SAVE_TOAST_MS);
      } else {
        await api.userPreferences.update(editing.filter.id, { name: name.trim() });
        toast.success(SAVED_FILTER_TEXTS.updated, SAVE_TOAST_MS);
      }
      setEditing(null);
      list.reload();
    } catch (err) {
      if (isApiError(err) && err.status === 409) setNameError(SAVED_FILTER_TEXTS.duplicate);
      else {
        setNameError(SAVED_FILTER_TEXTS.saveError);
        toast.alert(
          editing.mode === 'create'
            ? SAVED_FILTER_TEXTS.createFailed
            : SAVED_FILTER_TEXTS.updateFailed,
        );
      }
    } finally {
      setBusy(false);
    }
  });

  const update = async () => {
    if (!applied || busy) return;
    setBusy(true);
    try {
      await api.userPreferences.update(applied.id, {
        config: filtersToSavedConfig(filters, kind),
        prune: true,
      });
      toast.success(SAVED_FILTER_TEXTS.updated, SAVE_TOAST_MS);
      list.reload();
    } catch {
      toast.alert(SAVED_FILTER_TEXTS.updateFailed);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    const target = deleting;
    setBusy(true);
    try {
      await api.userPreferences.remove(target.id);
      toast.success(SAVED_FILTER_TEXTS.deleted);
      if (filters.savedFilterId === String(target.id)) setFilters({ savedFilterId: null });
      list.reload();
    } catch (err) {
      toast.alert(
        isApiError(err) && err.status === 404
          ? SAVED_FILTER_TEXTS.notDeleted
          : SAVED_FILTER_TEXTS.deleteFailed,
      );
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const canCreate = can('user_preference', 'create');
  const canUpdate = can('user_preference', 'update');
  const canDelete = can('user_preference', 'delete');
  const emptyName = !name.trim();

  return (
    <div className="saved-filters">
      <Dropdown
        label="Saved filters"
        placeholder="Select a saved filter"
        options={[
          { value: '', label: 'None' },
          ...list.items.map((f) => ({ value: String(f.id), label: f.name })),
        ]}
        value={applied ? String(applied.id) : ''}
        displayValue={applied ? applied.name : 'None'}
        onChange={apply}
        onLoadMore={list.loadMore}
        hasMore={list.hasMore}
        loading={list.loading}
        loadMoreThreshold={SAVED_FILTERS_LOAD_MORE_THRESHOLD}
        error={list.error ? SAVED_FILTER_TEXTS.listError : undefined}
      />
      <div className="saved-filters__actions">
        {applied && canUpdate && (
          <Button type="button" variant="secondary" onClick={update} disabled={busy}>
            Save
          </Button>
        )}
        {canCreate && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => startEditing({ mode: 'create' })}
          >
            Save as new
          </Button>
        )}
        {applied && canUpdate && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => startEditing({ mode: 'rename', filter: applied })}
          >
            Rename
          </Button>
        )}
        {applied && canDelete && (
          <Button type="button" variant="quiet" onClick={() => setDeleting(applied)}>
            Delete
          </Button>
        )}
      </div>
      {editing && (
        <form className="saved-filters__form" onSubmit={submit} noValidate>
          <label htmlFor={nameId}>
            {editing.mode === 'create' ? 'Name of the new saved filter' : 'New name'}
          </label>
          <input
            id={nameId}
            maxLength={SAVED_FILTER_NAME_MAX}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? errorId : undefined}
            {...register('name', {
              onChange: () => {
                if (nameError) clearErrors('name');
              },
            })}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setEditing(null);
            }}
          />
          <Button type="button" variant="secondary" onClick={() => setEditing(null)}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="primary"
            aria-disabled={emptyName || busy ? true : undefined}
            title={emptyName ? SAVED_FILTER_TEXTS.enterName : undefined}
          >
            Confirm
          </Button>
          <p id={errorId} className="form-error" role="alert" hidden={!nameError}>
            {nameError}
          </p>
        </form>
      )}
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete saved filter"
        description={deleting ? `Delete the saved filter “${deleting.name}”?` : undefined}
        footer={
          <div className="button-row">
            <Button type="button" variant="secondary" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button type="button" variant="danger" onClick={remove} disabled={busy}>
              Delete
            </Button>
          </div>
        }
      />
    </div>
  );
}
