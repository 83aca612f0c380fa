import {
  errorMessage,
  LOCAL_SEARCH_GRID_SIZES,
  type LocalSearchGridSize,
  type LocalSearchKeyword,
  type LocalSearchLocation,
  type LocalSearchRadiusUnit,
} from '@plaudit/api-client';
import { toast, toastError, useApi } from '@plaudit/hooks';
import { Button, Select } from '@plaudit/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDelete } from '../../components/ConfirmDelete';

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
  const [keyword, setKeyword] = useState('');
  const [keywordError, setKeywordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<LocalSearchKeyword | null>(null);
  const [grid, setGrid] = useState({
    grid_size: location.grid.grid_size as LocalSearchGridSize,
    radius: String(location.grid.radius),
    radius_unit: location.grid.radius_unit as LocalSearchRadiusUnit,
  });
  const [gridError, setGridError] = useState<string | null>(null);
  const noPosition = location.latitude === null || location.longitude === null;

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!keyword.trim()) return setKeywordError('Keyword is required');
    setBusy(true);
    setKeywordError(null);
    try {
      const k = await api.localSearch.createKeyword({
        location_id: location.location_id,
        keyword: keyword.trim(),
      });
      toast.success(`“${k.keyword}” is tracked; its first scan is on its way`, 3000);
      setKeyword('');
      await onChanged();
      onAdded(k);
    } catch (err) {
      setKeywordError(errorMessage(err, 'The keyword could not be added.'));
    } finally {
      setBusy(false);
    }
  };

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

  const saveGrid = async (e: FormEvent) => {
    e.preventDefault();
    const radius = Number(grid.radius);
    if (!Number.isFinite(radius) || radius < 0.1 || radius > 50)
      return setGridError('Radius must be between 0.1 and 50');
    setGridError(null);
    try {
      await api.localSearch.saveGrid(location.location_id, { ...grid, radius });
      toast.success('Grid saved: the next scans use it', 3000);
      await onChanged();
    } catch (err) {
      setGridError(errorMessage(err, 'The grid could not be saved.'));
    }
  };

  return (
    <section className="card local-search__manage" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Keywords and grid for {location.name}</h2>
      {noPosition ? (
        <p className="notice">This location has no map position, so it cannot be scanned.</p>
      ) : null}
      {canCreate && !noPosition ? (
        <form className="local-search__add" onSubmit={add} noValidate>
          <div className="field">
            <label htmlFor={`${id}-keyword`}>New keyword</label>
            <input
              id={`${id}-keyword`}
              value={keyword}
              maxLength={80}
              placeholder="e.g. brunch near me"
              aria-invalid={keywordError ? true : undefined}
              aria-describedby={keywordError ? `${id}-keyword-error` : undefined}
              onChange={(e) => setKeyword(e.target.value)}
            />
            {keywordError ? (
              <p id={`${id}-keyword-error`} className="field__error" role="alert">
                {keywordError}
              </p>
            ) : null}
          </div>
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
              <Select
                id={`${id}-size`}
                value={grid.grid_size}
                onChange={(e) =>
                  setGrid({ ...grid, grid_size: Number(e.target.value) as LocalSearchGridSize })
                }
              >
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
                value={grid.radius}
                aria-describedby={gridError ? `${id}-grid-error` : undefined}
                onChange={(e) => setGrid({ ...grid, radius: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-unit`}>Unit</label>
              <Select
                id={`${id}-unit`}
                value={grid.radius_unit}
                onChange={(e) =>
                  setGrid({ ...grid, radius_unit: e.target.value as LocalSearchRadiusUnit })
                }
              >
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
