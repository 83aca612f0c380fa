import {
  errorMessage,
  LOCAL_SEARCH_GRID_SIZES,
  type LocalSearchGridSize,
  type LocalSearchKeyword,
  type LocalSearchLocation,
  type LocalSearchRadiusUnit,
} from '@plaudit/api-client';
import { localSearchGridBody, localSearchKeywordCreateBody } from '@plaudit/api-client/schemas';
import { toast, toastError, useApi } from '@plaudit/hooks';
import { Button, Select } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { SchemaField, useSchemaForm } from '../../components/schema-form';

/** The grid form's values as the controls hold them (the size and radius as text). */
type GridValues = { grid_size: string; radius: string; radius_unit: LocalSearchRadiusUnit };

/**
 * Managing a location's local search: add a keyword (its first scan is queued),
 * delete one (after a confirmation), and the grid the next scans use.
 */
export function LocalSearchManage({
  location,
  canCreate,
  canUpdate,
  canDelete,
  onChanged,
  onAdded,
}: {
  location: LocalSearchLocation;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onChanged: () => Promise<unknown>;
  onAdded: (k: LocalSearchKeyword) => void;
}) {
  const id = useId();
  const { api } = useApi();
  const [confirm, setConfirm] = useState<LocalSearchKeyword | null>(null);
  const noPosition = location.latitude === null || location.longitude === null;
  const keywordForm = useSchemaForm<{ keyword: string }>({
    schema: localSearchKeywordCreateBody,
    labels: { keyword: 'Keyword' },
    toBody: (v) => ({ location_id: location.location_id, keyword: v.keyword.trim() }),
    mode: 'onSubmit',
    defaultValues: { keyword: '' },
  });
  const keywordErrors = keywordForm.formState.errors;
  const busy = keywordForm.formState.isSubmitting;
  const gridForm = useSchemaForm<GridValues>({
    schema: localSearchGridBody,
    labels: { grid_size: 'Grid size', radius: 'Radius', radius_unit: 'Unit' },
    fieldOf: (issue) =>
      issue.path === 'radius'
        ? { field: 'radius', message: 'Radius must be between 0.1 and 50' }
        : undefined,
    mode: 'onSubmit',
    defaultValues: {
      grid_size: String(location.grid.grid_size),
      radius: String(location.grid.radius),
      radius_unit: location.grid.radius_unit as LocalSearchRadiusUnit,
    },
  });
  const gridErrors = gridForm.formState.errors;
  const gridError = gridErrors.radius?.message ?? gridForm.failure;

  // The server's refusal of the keyword shows under the field, like the form's own check.
  const add = keywordForm.handleSubmit(async ({ keyword }) => {
    try {
      const k = await api.localSearch.createKeyword({
        location_id: location.location_id,
        keyword: keyword.trim(),
      });
      toast.success(`“${k.keyword}” is tracked; its first scan is on its way`, 3000);
      keywordForm.reset();
      await onChanged();
      onAdded(k);
    } catch (err) {
      keywordForm.setError('keyword', {
        type: 'server',
        message: errorMessage(err, 'The keyword could not be added.'),
      });
    }
  });

  const remove = async (k: LocalSearchKeyword) => {
    setConfirm(null);
    try {
      await api.localSearch.removeKeyword(k.id);
      toast.success(`“${k.keyword}” is no longer tracked`, 3000);
      await onChanged();
    } catch (err) {
      toastError(err, 'The keyword could not be deleted.');
    }
  };

  const saveGrid = gridForm.handleSubmit(async (grid) => {
    gridForm.setFailure(null);
    try {
      await api.localSearch.saveGrid(location.location_id, {
        grid_size: Number(grid.grid_size) as LocalSearchGridSize,
        radius: Number(grid.radius),
        radius_unit: grid.radius_unit,
      });
      toast.success('Grid saved: the next scans use it', 3000);
      await onChanged();
    } catch (err) {
      gridForm.setFailure(errorMessage(err, 'The grid could not be saved.'));
    }
  });

  return (
    <section className="card local-search__manage" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Keywords and grid for {location.name}</h2>
      {noPosition ? (
        <p className="notice">This location has no map position, so it cannot be scanned.</p>
      ) : null}
      {canCreate && !noPosition ? (
        <form className="local-search__add" onSubmit={add} noValidate>
          <SchemaField form={id} errors={keywordErrors} name="keyword" label="New keyword">
            {(wiring) => (
              <input
                maxLength={80}
                placeholder="e.g. brunch near me"
                {...wiring}
                {...keywordForm.register('keyword')}
              />
            )}
          </SchemaField>
          <Button type="submit" variant="primary" disabled={busy}>
            Add keyword
          </Button>
        </form>
      ) : null}
      {location.keywords.length ? (
        <ul className="local-search__keywords" aria-label={`Keywords of ${location.name}`}>
          {location.keywords.map((k) => (
            <li key={k.id}>
              <span>{k.keyword}</span>
              <span className="field__hint">
                {k.pending_scan
                  ? 'Scan in progress'
                  : k.last_scan
                    ? `Average rank ${k.last_scan.average_rank}`
                    : 'Not scanned yet'}
              </span>
              {canDelete ? (
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={`Delete keyword ${k.keyword}`}
                  onClick={() => setConfirm(k)}
                >
                  Delete
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>No keywords are tracked for this location yet.</p>
      )}
      {canUpdate ? (
        <form className="local-search__grid-form" onSubmit={saveGrid} noValidate>
          <fieldset>
            <legend>Grid of the next scans</legend>
            <div className="field">
              <label htmlFor={`${id}-size`}>Grid size</label>
              <Select id={`${id}-size`} {...gridForm.register('grid_size')}>
                {LOCAL_SEARCH_GRID_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {`${n} × ${n} (${n * n} points)`}
                  </option>
                ))}
              </Select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-radius`}>Radius</label>
              <input
                id={`${id}-radius`}
                type="number"
                inputMode="decimal"
                min={0.1}
                max={50}
                step={0.1}
                aria-invalid={gridErrors.radius ? true : undefined}
                aria-describedby={gridError ? `${id}-grid-error` : undefined}
                {...gridForm.register('radius')}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-unit`}>Unit</label>
              <Select id={`${id}-unit`} {...gridForm.register('radius_unit')}>
                <option value="mi">miles</option>
                <option value="km">km</option>
              </Select>
            </div>
          </fieldset>
          {gridError ? (
            <p id={`${id}-grid-error`} className="field__error" role="alert">
              {gridError}
            </p>
          ) : null}
          <Button type="submit" variant="secondary">
            Save grid
          </Button>
        </form>
      ) : null}
      <ConfirmDelete
        item={confirm}
        name={(k) => k.keyword}
        onConfirm={(k) => void remove(k)}
        onCancel={() => setConfirm(null)}
      >
        <p>Its scans and their history are deleted too.</p>
      </ConfirmDelete>
    </section>
  );
}
