import type { CompetitorBrand } from '@plaudit/api-client';
import { competitorBrandBody } from '@plaudit/api-client/schemas';
import { toast, useApi, useCompetitorBrands } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { SchemaField, useSchemaForm } from '../../components/schema-form';
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
  const [deleting, setDeleting] = useState<CompetitorBrand | null>(null);
  const nameId = useId();
  const { formState, handleSubmit, register, reset } = useSchemaForm<{ name: string }>({
    schema: competitorBrandBody,
    labels: { name: BRANDS_TEXT.name },
    toBody: (v) => ({ name: v.name.trim() }),
    fieldOf: (_issue, body) =>
      (body as { name: string }).name === ''
        ? { field: 'name', message: BRANDS_TEXT.required }
        : undefined,
    mode: 'onSubmit',
    defaultValues: { name: '' },
  });
  const { errors, isSubmitting: saving } = formState;

  const create = handleSubmit(async (values) => {
    const value = values.name.trim();
    try {
      await api.competitors.createBrand({ name: value });
      toast.success(BRANDS_TEXT.created(value), 3000);
      reset();
      await refresh();
    } catch (err) {
      toast.error(err);
    }
  });
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
      <form className="cmp-brand-form" onSubmit={create} noValidate>
        <SchemaField form={nameId} errors={errors} name="name" label={BRANDS_TEXT.name}>
          {(wiring) => <input type="text" maxLength={NAME_MAX} {...wiring} {...register('name')} />}
        </SchemaField>
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
  const inputId = useId();
  // An emptied name keeps the brand's: saving it, like Escape or Cancel, changes nothing.
  const { formState, handleSubmit, register, reset } = useSchemaForm<{ name: string }>({
    schema: competitorBrandBody,
    labels: { name: `New name for ${brand.name}` },
    toBody: (v) => ({ name: v.name.trim() || brand.name }),
    mode: 'onSubmit',
    defaultValues: { name: brand.name },
  });
  const cancel = () => {
    setEditing(false);
    reset({ name: brand.name });
  };
  const save = handleSubmit(async (values) => {
    const name = values.name.trim();
    if (!name || name === brand.name) return cancel();
    try {
      await api.competitors.updateBrand(brand.id, { name });
      toast.success(BRANDS_TEXT.renamed, 3000);
      setEditing(false);
      await onSaved();
    } catch (err) {
      toast.error(err);
    }
  });
  if (editing)
    return (
      <li>
        <form className="cmp-brand-form" onSubmit={save} noValidate>
          <SchemaField
            form={inputId}
            errors={formState.errors}
            name="name"
            label={`New name for ${brand.name}`}
          >
            {(wiring) => (
              <input
                type="text"
                maxLength={NAME_MAX}
                {...wiring}
                {...register('name')}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') cancel();
                }}
              />
            )}
          </SchemaField>
          <Button type="button" variant="secondary" size="sm" onClick={cancel}>
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
