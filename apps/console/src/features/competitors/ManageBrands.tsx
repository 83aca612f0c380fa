import type { CompetitorBrand } from '@plaudit/api-client';
import { toast, useApi, useCompetitorBrands } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { useRefreshCompetitors } from './ChooseCompetitors';

const NAME_MAX = 120;

export const BRANDS_TEXT = {
  title: 'Manage brands',
  hint: 'A brand groups competitor places of the same business; assign places to a brand on the Locations tab.',
  name: 'Brand name',
  create: 'Add brand',
  created: (name: string) => `Brand ${name} added`,
  renamed: 'Brand renamed',
  deleted: (name: string) => `Brand ${name} deleted`,
  empty: 'No brands yet.',
  required: 'Enter a name',
  loadError: 'Unable to load brands at this time. Please try again later.',
} as const;

/** Create, rename and delete competing brands (competitor create, update, delete). */
export function ManageBrands() {
  const { api } = useApi();
  const refresh = useRefreshCompetitors();
  const brands = useCompetitorBrands({ per_page: 250, sort: { by: 'name', order: 'asc' } });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<CompetitorBrand | null>(null);
  const nameId = useId();

  const create = async (e: FormEvent) => {
    e.preventDefault();
    const value = name.trim();
    if (!value) {
      setError(BRANDS_TEXT.required);
      return;
    }
    setSaving(true);
    try {
      await api.competitors.createBrand({ name: value });
      toast.success(BRANDS_TEXT.created(value), 3000);
      setName('');
      setError(null);
      await refresh();
    } catch (err) {
      toast.error(err);
    } finally {
      setSaving(false);
    }
  };
  const remove = async (b: CompetitorBrand) => {
    setDeleting(null);
    try {
      await api.competitors.removeBrand(b.id);
      toast.success(BRANDS_TEXT.deleted(b.name), 3000);
      await refresh();
    } catch (err) {
      toast.error(err);
    }
  };

  const items = brands.data?.items ?? [];
  return (
    <section className="card cmp-panel" aria-labelledby="cmp-manage-brands">
      <h2 id="cmp-manage-brands">{BRANDS_TEXT.title}</h2>
      <p className="cmp-muted">{BRANDS_TEXT.hint}</p>
      <form className="cmp-brand-form" onSubmit={(e) => void create(e)} noValidate>
        <div className="field">
          <label htmlFor={nameId}>{BRANDS_TEXT.name}</label>
          <input
            id={nameId}
            type="text"
            value={name}
            maxLength={NAME_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${nameId}-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {error && (
            <p className="field__error" id={`${nameId}-error`}>
              {error}
            </p>
          )}
        </div>
        <Button type="submit" variant="primary" disabled={saving}>
          {BRANDS_TEXT.create}
        </Button>
      </form>
      {brands.error ? (
        <p role="alert">{BRANDS_TEXT.loadError}</p>
      ) : !brands.data ? (
        <p className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      ) : items.length === 0 ? (
        <p className="cmp-muted">{BRANDS_TEXT.empty}</p>
      ) : (
        <ul className="cmp-list" aria-label="Brands">
          {items.map((b) => (
            <BrandItem key={b.id} brand={b} onDelete={() => setDeleting(b)} onSaved={refresh} />
          ))}
        </ul>
      )}
      <ConfirmDelete
        item={deleting}
        name={(b) => b.name}
        onConfirm={(b) => void remove(b)}
        onCancel={() => setDeleting(null)}
      >
        <p>Its competitor places stay chosen, without a brand.</p>
      </ConfirmDelete>
    </section>
  );
}

function BrandItem({
  brand,
  onDelete,
  onSaved,
}: {
  brand: CompetitorBrand;
  onDelete: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { api } = useApi();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(brand.name);
  const inputId = useId();
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const name = value.trim();
    if (!name || name === brand.name) {
      setEditing(false);
      setValue(brand.name);
      return;
    }
    try {
      await api.competitors.updateBrand(brand.id, { name });
      toast.success(BRANDS_TEXT.renamed, 3000);
      setEditing(false);
      await onSaved();
    } catch (err) {
      toast.error(err);
    }
  };
  if (editing)
    return (
      <li>
        <form className="cmp-brand-form" onSubmit={(e) => void save(e)}>
          <div className="field">
            <label htmlFor={inputId}>{`New name for ${brand.name}`}</label>
            <input
              id={inputId}
              type="text"
              value={value}
              maxLength={NAME_MAX}
              onChange={(e) => setValue(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  setEditing(false);
                  setValue(brand.name);
                }
              }}
            />
          </div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              setEditing(false);
              setValue(brand.name);
            }}
          >
            Cancel
          </Button>
          <Button type="submit" variant="primary" size="sm">
            Save
          </Button>
        </form>
      </li>
    );
  return (
    <li>
      <span className="cmp-list__name">
        <strong>{brand.name}</strong>
        <small>
          {`${brand.competitors} ${brand.competitors === 1 ? 'place' : 'places'} near ${brand.locations} ${brand.locations === 1 ? 'location' : 'locations'}`}
        </small>
      </span>
      <span className="cmp-list__actions">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-label={`Rename ${brand.name}`}
          onClick={() => setEditing(true)}
        >
          Rename
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-label={`Delete ${brand.name}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </span>
    </li>
  );
}
