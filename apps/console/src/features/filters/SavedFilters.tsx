import { isApiError, type UserPreference } from '@plaudit/api-client';
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
import { lazy, Suspense, useEffect, useState } from 'react';
import { SAVED_FILTER_TEXTS } from './saved-filter-texts';
import { usePagedOptions } from './usePagedOptions';

export { SAVED_FILTER_NAME_MAX, SAVED_FILTER_TEXTS } from './saved-filter-texts';

/** The name form, loaded when first opened (the form library stays out of every report's filter bar). */
const SavedFilterNameForm = lazy(async () => ({
  default: (await import('./SavedFilterNameForm')).SavedFilterNameForm,
}));

/** Saved filters load 25 a page, the next page 130 px before the end (spec 1 §9). */
const SAVED_FILTERS_PAGE_SIZE = 25;
const SAVED_FILTERS_LOAD_MORE_THRESHOLD = 130;

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
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<UserPreference | null>(null);
  // A failed list load is reported once as a toast; the dropdown shows the error text.
  const listFailed = Boolean(list.error);
  useEffect(() => {
    if (listFailed) toast.alert(SAVED_FILTER_TEXTS.fetchFailed);
  }, [listFailed]);

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

  // Each opening starts a fresh name form (Save as new again empties it).
  const [opened, setOpened] = useState(0);
  const startEditing = (next: Editing) => {
    setEditing(next);
    setOpened((n) => n + 1);
  };

  /** Saves the name; the message to show under it when it could not be saved. */
  const saveName = async (name: string): Promise<string | null> => {
    if (!editing) return null;
    setBusy(true);
    try {
      if (editing.mode === 'create') {
        const created = await api.userPreferences.create({
          preference_type: 'saved_filters',
          name,
          config: filtersToSavedConfig(filters, kind),
        });
        setFilters({ savedFilterId: String(created.id) });
        toast.success(SAVED_FILTER_TEXTS.saved, SAVE_TOAST_MS);
      } else {
        await api.userPreferences.update(editing.filter.id, { name });
        toast.success(SAVED_FILTER_TEXTS.updated, SAVE_TOAST_MS);
      }
      setEditing(null);
      list.reload();
      return null;
    } catch (err) {
      if (isApiError(err) && err.status === 409) return SAVED_FILTER_TEXTS.duplicate;
      toast.alert(
        editing.mode === 'create'
          ? SAVED_FILTER_TEXTS.createFailed
          : SAVED_FILTER_TEXTS.updateFailed,
      );
      return SAVED_FILTER_TEXTS.saveError;
    } finally {
      setBusy(false);
    }
  };
  // Another of the user's saved filters with that name (the server answers 409 too).
  const isDuplicate = (name: string) => {
    const except = editing?.mode === 'rename' ? editing.filter.id : undefined;
    const lower = name.toLowerCase();
    return list.items.some((f) => f.id !== except && f.name.toLowerCase() === lower);
  };

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
        <Suspense fallback={null}>
          <SavedFilterNameForm
            key={opened}
            mode={editing.mode}
            initialName={editing.mode === 'rename' ? editing.filter.name : ''}
            busy={busy}
            isDuplicate={isDuplicate}
            onSave={saveName}
            onCancel={() => setEditing(null)}
          />
        </Suspense>
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
