import type { Location, MediaPhoto } from '@plaudit/api-client';
import { ELIGIBILITY_REASONS, PHOTO_MESSAGES } from '@plaudit/api-client/schemas';
import { toast, useApi, useLocationEligibility, useMedia, usePermission } from '@plaudit/hooks';
import { Button, Modal, Pager } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { DeletePhotoDialog } from './DeletePhotoDialog';
import { PhotoWizard } from './PhotoWizard';
import { PHOTO_TEXT } from './photo-text';
import { type GalleryCard, galleryCards, SELECT_PHOTOS_TEXT } from './photos';
import { SelectPhotosWizard } from './SelectPhotosWizard';

/** The Photo Management section of the detail page. */
export function PhotoManagement({ location }: { location: Location }) {
  const base = useBasePath();
  const permission = usePermission();
  const canCreate = permission.can('media', 'create');
  const canDelete = permission.can('media', 'delete');
  const eligibility = useLocationEligibility(location.id, true);
  const [page, setPage] = useState(1);
  const available =
    eligibility.data?.status === 'eligible' && eligibility.data.publishing_status === 'published';
  const media = useMedia(available ? location.id : null, page);
  const [wizard, setWizard] = useState<{ category: string | null } | null>(null);
  const [selectWizard, setSelectWizard] = useState(false);
  const [lightbox, setLightbox] = useState<MediaPhoto | null>(null);
  const [deleting, setDeleting] = useState<MediaPhoto | null>(null);
  const { api } = useApi();

  useEffect(() => {
    if (media.error) toast.alert(PHOTO_TEXT.mediaError);
  }, [media.error]);
  useEffect(() => {
    if (eligibility.error) toast.alert(PHOTO_TEXT.dataError);
  }, [eligibility.error]);

  const photos = media.data?.items ?? [];
  const cards = galleryCards(photos, page);
  const pageCount = Math.max(1, media.data?.paging.totalPages ?? 1);

  const remove = async () => {
    if (!deleting) return;
    const photo = deleting;
    setDeleting(null);
    try {
      await api.media.remove(photo.id, { location_id: location.id, url_id: photo.url_id });
      toast.success(PHOTO_MESSAGES.deleted, 4000);
      await media.mutate();
    } catch {
      toast.alert(PHOTO_MESSAGES.deleteError, 3000);
    }
  };

  let notice: React.ReactNode = null;
  if (eligibility.data && !available) {
    const reason = eligibility.data.status_reason;
    if (reason === ELIGIBILITY_REASONS.noIntegration)
      notice = (
        <>
          {PHOTO_TEXT.noIntegration}{' '}
          {permission.can('integration', 'read') ? (
            <Link to={withBase(base, '/settings/integrations')}>Integrate with Google</Link>
          ) : (
            PHOTO_TEXT.contactAdmin
          )}
        </>
      );
    else if (reason === ELIGIBILITY_REASONS.notInIntegration) notice = PHOTO_TEXT.notInIntegration;
    else notice = PHOTO_TEXT.notPublished;
  }

  return (
    <section className="card" aria-labelledby="photo-management">
      <div className="card__header">
        <h2 id="photo-management" className="card__title">
          Photo Management
        </h2>
        <Link to={withBase(base, `/photos?locationId=${location.id}`)}>View Photo Gallery</Link>
      </div>
      {eligibility.isLoading && <p role="status">Loading…</p>}
      {notice && (
        <div className="notice" role="status">
          <p>{notice}</p>
          {eligibility.data?.publishing_status !== 'published' &&
            permission.can('integration', 'read') && <p>{PHOTO_TEXT.autoSyncOff}</p>}
        </div>
      )}
      {available && (
        <>
          {canCreate && (
            <p>
              <Button type="button" variant="primary" onClick={() => setWizard({ category: null })}>
                Add Photos
              </Button>{' '}
              <Button type="button" variant="secondary" onClick={() => setSelectWizard(true)}>
                {SELECT_PHOTOS_TEXT.open}
              </Button>
            </p>
          )}
          <ul className="photo-grid" aria-label="Owner photos">
            {cards.map((card) => (
              <PhotoCard
                key={card.kind === 'photo' ? card.photo.id : card.kind}
                card={card}
                canCreate={canCreate}
                canDelete={canDelete}
                onOpen={setLightbox}
                onDelete={setDeleting}
                onAdd={(category) => setWizard({ category })}
              />
            ))}
          </ul>
          {pageCount > 1 && (
            <Pager page={page} pageCount={pageCount} onPageChange={setPage} label="Photo pages" />
          )}
        </>
      )}
      <Modal
        open={lightbox !== null}
        onClose={() => setLightbox(null)}
        title={lightbox?.name ?? 'Photo'}
        width={900}
      >
        {lightbox && (
          <img className="lightbox__img" src={lightbox.cdn_stored_url} alt={lightbox.name} />
        )}
      </Modal>
      <DeletePhotoDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      />
      {selectWizard && (
        <SelectPhotosWizard
          location={location}
          existing={photos}
          onClose={() => setSelectWizard(false)}
          onUploaded={() => {
            setSelectWizard(false);
            void media.mutate();
          }}
        />
      )}
      {wizard && (
        <PhotoWizard
          location={location}
          initialCategory={wizard.category}
          existing={photos}
          onClose={() => setWizard(null)}
          onUploaded={() => {
            setWizard(null);
            void media.mutate();
          }}
        />
      )}
    </section>
  );
}

function PhotoCard({
  card,
  canCreate,
  canDelete,
  onOpen,
  onDelete,
  onAdd,
}: {
  card: GalleryCard;
  canCreate: boolean;
  canDelete: boolean;
  onOpen: (p: MediaPhoto) => void;
  onDelete: (p: MediaPhoto) => void;
  onAdd: (category: string) => void;
}) {
  if (card.kind !== 'photo') {
    const label = card.kind === 'logo' ? 'Logo' : 'Cover';
    return (
      <li className="photo-card photo-card--empty">
        <span className="photo-card__category">{label}</span>
        {canCreate ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => onAdd(card.kind.toUpperCase())}
          >
            Add {label}
          </Button>
        ) : (
          <span className="field__hint">No {label.toLowerCase()} yet</span>
        )}
      </li>
    );
  }
  const p = card.photo;
  const dead = p.published_status === 'dead';
  return (
    <li className={`photo-card${dead ? ' photo-card--dead' : ''}`}>
      <button
        type="button"
        className="photo-card__open"
        onClick={() => onOpen(p)}
        aria-label={`Open ${p.name}`}
      >
        <img src={p.cdn_stored_low_res_url} alt="" width={250} loading="lazy" />
      </button>
      {(p.published_status === 'pending' || p.published_status === 'failed') && (
        <span className="photo-card__bar">Publishing</span>
      )}
      {dead && <span className="photo-card__bar photo-card__bar--failed">Failed</span>}
      <span className="photo-card__category">{p.category_name ?? p.category}</span>
      <span className="photo-card__name">{p.name}</span>
      {dead && <p className="photo-card__help">{PHOTO_TEXT.deadHelp}</p>}
      {canDelete && (
        <button
          type="button"
          className="link-button"
          onClick={() => onDelete(p)}
          aria-label={`Delete ${p.name}`}
        >
          Delete
        </button>
      )}
    </li>
  );
}
