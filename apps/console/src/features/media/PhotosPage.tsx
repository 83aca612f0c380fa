import type { MediaPhoto } from '@plaudit/api-client';
import { errorMessage } from '@plaudit/api-client';
import { PHOTO_MESSAGES } from '@plaudit/api-client/schemas';
import {
  filterId,
  toast,
  useApi,
  useFilters,
  useLocation,
  useLocationEligibility,
  useMediaCategories,
  useMediaGallery,
  usePermission,
} from '@plaudit/hooks';
import { Button, Dropdown, Pager } from '@plaudit/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { FilterBar } from '../filters/FilterBar';
import { PhotoWizard } from '../locations/PhotoWizard';
import { PHOTO_TEXT } from '../locations/photo-text';
import { PhotoCard } from './PhotoCard';
import { PhotoDetails } from './PhotoDetails';
import { GALLERY_TEXT, galleryQuery, readGalleryParams, TYPE_OPTIONS } from './photos-logic';
import './media.css';
import { DeletePhotoDialog } from '../locations/DeletePhotoDialog';

const PLACEHOLDER_LABELS = { LOGO: 'Logo', COVER: 'Cover' } as const;

/** /photos: the account's photo gallery (spec 2 sections 3 and 9). */
export function PhotosPage() {
  usePageTitle(GALLERY_TEXT.title);
  const { api } = useApi();
  const perm = usePermission();
  const canCreate = perm.can('media', 'create');
  const canDelete = perm.can('media', 'delete');
  const [params, setParams] = useSearchParams();
  const { filters, setFilters } = useFilters({ defaultDateDescriptor: 'sixMonths' });
  const own = readGalleryParams(params);
  const query = galleryQuery(filters, own);
  const gallery = useMediaGallery(query);
  const categories = useMediaCategories(true);
  const locationId = filterId(filters.locationId) ?? null;
  const [open, setOpen] = useState<MediaPhoto | null>(null);
  const [deleting, setDeleting] = useState<MediaPhoto | null>(null);
  const [wizard, setWizard] = useState<{ category: string | null } | null>(null);
  const eligibility = useLocationEligibility(locationId, locationId !== null);
  const canPublish =
    eligibility.data?.status === 'eligible' && eligibility.data.publishing_status === 'published';

  const setOwn = (key: 'type' | 'photoCategory', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };

  const photos = gallery.data?.items ?? [];
  const total = gallery.data?.paging.total ?? 0;
  const pageCount = Math.max(1, gallery.data?.paging.totalPages ?? 1);
  // One location's owner gallery, first page: Logo and Cover cards when missing (spec 2 §9).
  const placeholders = (['LOGO', 'COVER'] as const).filter(
    (code) =>
      locationId !== null &&
      own.type !== 'customer' &&
      !own.category &&
      !filters.rating &&
      !filters.sourceId &&
      filters.page === 1 &&
      gallery.data !== undefined &&
      !photos.some((p) => p.type === 'owner' && p.category === code),
  );
  const filtered = Boolean(
    filters.groupId ||
      filters.locationId ||
      filters.sourceId ||
      filters.rating ||
      own.type ||
      own.category,
  );

  const remove = async () => {
    if (!deleting) return;
    const photo = deleting;
    setDeleting(null);
    setOpen(null);
    try {
      await api.media.remove(photo.id, { location_id: photo.location_id, url_id: photo.url_id });
      toast.success(PHOTO_MESSAGES.deleted, 4000);
      await gallery.mutate();
    } catch {
      toast.alert(PHOTO_MESSAGES.deleteError, 3000);
    }
  };

  return (
    <section className="page gallery" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{GALLERY_TEXT.title}</h1>
        {canCreate && (
          <AddPhotos locationId={locationId} onOpen={() => setWizard({ category: null })} />
        )}
      </header>
      <p className="page-description">{GALLERY_TEXT.description}</p>
      <FilterBar
        dates={false}
        label="Photo filters"
        defaultDateDescriptor="sixMonths"
        controls={['group', 'location', 'source', 'rating']}
        activeExtra={(own.type ? 1 : 0) + (own.category ? 1 : 0)}
      >
        <Dropdown
          label="Type"
          options={TYPE_OPTIONS}
          value={own.type ?? ''}
          onChange={(v) => setOwn('type', v ?? '')}
        />
        <Dropdown
          label="Category"
          options={[
            { value: '', label: 'All categories' },
            ...(categories.data?.items ?? []).map((c) => ({ value: c.code, label: c.name })),
          ]}
          value={own.category ?? ''}
          displayValue={
            own.category
              ? (categories.data?.items.find((c) => c.code === own.category)?.name ?? own.category)
              : 'All categories'
          }
          onChange={(v) => setOwn('photoCategory', v ?? '')}
        />
      </FilterBar>

      {gallery.error ? (
        <div className="form-error" role="alert">
          <p>{errorMessage(gallery.error, GALLERY_TEXT.loadError)}</p>
          <Button type="button" variant="secondary" onClick={() => void gallery.mutate()}>
            Try again
          </Button>
        </div>
      ) : !gallery.data ? (
        <ul className="gallery-grid" role="status" aria-label="Loading photos">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="gallery-card skeleton" aria-hidden="true" />
          ))}
        </ul>
      ) : photos.length === 0 && placeholders.length === 0 ? (
        <div className="empty-state">
          <h2>{filtered ? GALLERY_TEXT.empty : GALLERY_TEXT.noPhotos}</h2>
          {filtered && <p className="empty-state__description">{GALLERY_TEXT.emptyHint}</p>}
        </div>
      ) : (
        <>
          <p className="gallery__count" aria-live="polite">
            {total === 1 ? '1 photo' : `${total} photos`}
          </p>
          <ul className="gallery-grid" aria-label="Photos">
            {placeholders.map((code) => (
              <li key={code} className="gallery-card gallery-card--empty">
                <span className="gallery-card__category">{PLACEHOLDER_LABELS[code]}</span>
                {canCreate && canPublish ? (
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    onClick={() => setWizard({ category: code })}
                  >
                    Add {PLACEHOLDER_LABELS[code]}
                  </Button>
                ) : (
                  <span className="field__hint">
                    No {PLACEHOLDER_LABELS[code].toLowerCase()} yet
                  </span>
                )}
              </li>
            ))}
            {photos.map((p) => (
              <PhotoCard key={p.id} photo={p} onOpen={() => setOpen(p)} />
            ))}
          </ul>
        </>
      )}
      {gallery.data && pageCount > 1 && (
        <Pager
          page={filters.page}
          pageCount={pageCount}
          label="Photo pages"
          onPageChange={(p) => setFilters({ page: p > 1 ? p : null })}
        />
      )}
      <PhotoDetails
        photo={open}
        canDelete={canDelete}
        onClose={() => setOpen(null)}
        onDelete={(p) => setDeleting(p)}
      />
      <DeletePhotoDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      />
      {wizard && locationId && (
        <WizardFor
          locationId={locationId}
          category={wizard.category}
          existing={photos.filter((p) => p.type === 'owner' && p.location_id === locationId)}
          onClose={() => setWizard(null)}
          onUploaded={() => {
            setWizard(null);
            void gallery.mutate();
          }}
        />
      )}
    </section>
  );
}

/**
 * Add Photos: the photo wizard of the chosen location, when that location can
 * publish photos (its Google listing is published); otherwise why not.
 */
function AddPhotos({ locationId, onOpen }: { locationId: number | null; onOpen: () => void }) {
  const eligibility = useLocationEligibility(locationId ?? 0, locationId !== null);
  if (!locationId)
    return <p className="field__hint gallery__hint">{GALLERY_TEXT.chooseLocation}</p>;
  const data = eligibility.data;
  const available = data?.status === 'eligible' && data.publishing_status === 'published';
  if (data && !available)
    return <p className="field__hint gallery__hint">{PHOTO_TEXT.notPublished}</p>;
  return (
    <Button type="button" variant="primary" disabled={!available} onClick={onOpen}>
      Add Photos
    </Button>
  );
}

function WizardFor({
  locationId,
  category,
  existing,
  onClose,
  onUploaded,
}: {
  locationId: number;
  category: string | null;
  existing: MediaPhoto[];
  onClose: () => void;
  onUploaded: () => void;
}) {
  const location = useLocation(locationId);
  if (!location.data) return null;
  return (
    <PhotoWizard
      location={location.data}
      initialCategory={category}
      existing={existing}
      onClose={onClose}
      onUploaded={onUploaded}
    />
  );
}
