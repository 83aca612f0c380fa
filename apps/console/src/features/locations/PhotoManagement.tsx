import type {
  Location,
  MediaCategory,
  MediaPhoto,
  RealtimeMessage,
  UploadResult,
} from '@plaudit/api-client';
import {
  ELIGIBILITY_REASONS,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  photoProblem,
} from '@plaudit/api-client/schemas';
import {
  toast,
  useApi,
  useLocationEligibility,
  useMedia,
  useMediaCategories,
  usePermission,
} from '@plaudit/hooks';
import { Modal, Pager } from '@plaudit/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { AssignCategoryStep, useOverrideConfirmation } from './AssignCategoryStep';
import {
  checkPhotoFile,
  type GalleryCard,
  galleryCards,
  SELECT_PHOTOS_TEXT,
  WIZARD_STEPS,
} from './photos';
import { SelectPhotosWizard } from './SelectPhotosWizard';
import { WizardSteps } from './WizardSteps';

export const PHOTO_TEXT = {
  deadHelp:
    'This photo was sent to Google several times and was not accepted. Delete it and upload it again manually.',
  deleteTitle: 'Delete photo?',
  deleteBody: 'This will remove the photo from your GMB listing online.',
  mediaError: 'There was an error retrieving media.',
  dataError: 'There was an error retrieving data.',
  autoSyncOff:
    'Auto Sync to Directories is off for this location. Turn on Auto Sync to publish photos to Google.',
  notPublished: 'Photo management is unavailable because this location is not published.',
  notInIntegration:
    'Photo management is unavailable because this location is not in your Google integration.',
  noIntegration: 'Photo management is unavailable because there is no active Google integration.',
  contactAdmin: 'Contact your administrator to manage photos for this location.',
} as const;

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
              <button
                type="button"
                className="button button--primary"
                onClick={() => setWizard({ category: null })}
              >
                Add Photos
              </button>{' '}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setSelectWizard(true)}
              >
                {SELECT_PHOTOS_TEXT.open}
              </button>
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
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={PHOTO_TEXT.deleteTitle}
        description={PHOTO_TEXT.deleteBody}
        footer={
          <>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDeleting(null)}
            >
              Cancel
            </button>
            <button type="button" className="button button--danger" onClick={() => void remove()}>
              Delete
            </button>
          </>
        }
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
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onAdd(card.kind.toUpperCase())}
          >
            Add {label}
          </button>
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

type Stage = 'idle' | 'uploading' | 'uploaded' | 'processing' | 'processed' | 'saving';
const STAGE_TEXT: Record<Stage, string> = {
  idle: '',
  uploading: 'Uploading…',
  uploaded: 'Upload complete',
  processing: 'Processing…',
  processed: 'Processing complete',
  saving: 'Sending to Google…',
};
const STAGE_PROGRESS: Record<Stage, number> = {
  idle: 0,
  uploading: 1,
  uploaded: 2,
  processing: 3,
  processed: 4,
  saving: 5,
};

/** Waits for the image processing outcome on its real-time channel (15 s limit). */
function waitForProcessing(url: string, timeoutMs: number): Promise<RealtimeMessage> {
  return new Promise((resolve, reject) => {
    const source = new EventSource(url);
    const timer = setTimeout(() => {
      source.close();
      reject(new Error(PHOTO_MESSAGES.processLater));
    }, timeoutMs);
    source.onmessage = (e) => {
      clearTimeout(timer);
      source.close();
      try {
        resolve(JSON.parse(e.data) as RealtimeMessage);
      } catch {
        reject(new Error(PHOTO_MESSAGES.processLater));
      }
    };
  });
}

/** The add photos wizard: Upload Photo, Confirm Photo Selection, Assign Category, Upload to Google. */
export function PhotoWizard({
  location,
  initialCategory,
  existing,
  onClose,
  onUploaded,
}: {
  location: Location;
  initialCategory: string | null;
  existing: readonly MediaPhoto[];
  onClose: () => void;
  onUploaded: () => void;
}) {
  const { api, client } = useApi();
  const categories = useMediaCategories(true);
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [dims, setDims] = useState<{ width: number; height: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [categoryCode, setCategoryCode] = useState<string>(initialCategory ?? '');
  const override = useOverrideConfirmation(existing);
  const [stage, setStage] = useState<Stage>('idle');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const cats: MediaCategory[] = categories.data?.items ?? [];
  const category = cats.find((c) => c.code === categoryCode) ?? null;

  const choose = async (f: File | undefined) => {
    setError(null);
    if (!f) return;
    const checked = await checkPhotoFile(f);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setFile(f);
    setDims(checked.size);
    setPreview(URL.createObjectURL(f));
    setStep(1);
  };

  const toUploadStep = () => {
    if (!file || !dims) return;
    const problem = photoProblem(
      { mime_type: file.type, width: dims.width, height: dims.height, bytes: file.size },
      categoryCode || null,
    );
    if (problem) return setError(problem);
    setError(null);
    if (override.allows(categoryCode)) setStep(3);
  };

  const upload = async () => {
    if (!file) return;
    setError(null);
    setStage('uploading');
    let uploaded: UploadResult;
    try {
      uploaded = await api.media.upload(file, {
        fileName: file.name,
        ...(categoryCode ? { category: categoryCode } : {}),
      });
    } catch (err) {
      setStage('idle');
      setError(`Upload error: ${err instanceof Error ? err.message : PHOTO_MESSAGES.uploadLater}`);
      return;
    }
    setStage('uploaded');
    const resourceId = `loc${location.id}-${Date.now().toString(36)}`;
    try {
      const outcome = waitForProcessing(
        api.media.imageChannelUrl(resourceId),
        PHOTO_LIMITS.processingTimeoutMs,
      );
      setStage('processing');
      await api.media.process({
        event: 'process',
        resource_id: resourceId,
        s3_path: uploaded.s3_path,
        mime_type: uploaded.mime_type,
        label: file.name,
        ...(categoryCode ? { category: categoryCode } : {}),
      });
      const message = await outcome;
      if (message.event !== 'ok') throw new Error(PHOTO_MESSAGES.processLater);
      setStage('processed');
    } catch {
      setStage('idle');
      setError(PHOTO_MESSAGES.processLater);
      return;
    }
    setStage('saving');
    try {
      await api.media.create({
        location_ids: [location.id],
        high_priority: true,
        s3_path: uploaded.s3_path,
        name: file.name,
        ...(category ? { category_id: category.id } : {}),
      });
      toast.success(PHOTO_MESSAGES.uploaded, 5000);
      onUploaded();
    } catch {
      setStage('idle');
      setError(PHOTO_MESSAGES.uploadError);
    }
  };
  void client;

  const busy = stage !== 'idle';
  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title="Add Photos"
      width={1000}
      footer={
        <>
          {step > 0 && (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => setStep(step - 1)}
            >
              Back
            </button>
          )}
          {step === 1 && (
            <button type="button" className="button button--primary" onClick={() => setStep(2)}>
              Next
            </button>
          )}
          {step === 2 && (
            <button type="button" className="button button--primary" onClick={toUploadStep}>
              Next
            </button>
          )}
          {step === 3 && (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void upload()}
            >
              Upload
            </button>
          )}
        </>
      }
    >
      <WizardSteps steps={WIZARD_STEPS.upload} current={step} error={error} />
      {step === 0 && (
        <div className="field">
          <label htmlFor="photo-file">Choose a photo (png or jpeg)</label>
          <input
            ref={inputRef}
            id="photo-file"
            type="file"
            accept="image/png,image/jpeg"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <p className="field__hint">
            At least 250x250 px, at least 10240 bytes and at most 5 MB. Covers: 16:9 or wider,
            480x270 to 2120x1192. Logos: at most 2000x2000.
          </p>
        </div>
      )}
      {step === 1 && preview && (
        <figure className="wizard-preview">
          <img src={preview} alt="Selected" width={250} />
          <figcaption>
            {file?.name} ({dims?.width}x{dims?.height}, {file?.size} bytes)
          </figcaption>
        </figure>
      )}
      {step === 2 && (
        <AssignCategoryStep
          categories={cats}
          categoryCode={categoryCode}
          onCategoryChange={setCategoryCode}
          override={override}
          onReplace={() => setStep(3)}
        />
      )}
      {step === 3 && (
        <div>
          <p>
            {file?.name} will be added to {location.name}
            {category ? ` as ${category.name}` : ''} and sent to Google.
          </p>
          {busy && (
            <>
              <progress max={5} value={STAGE_PROGRESS[stage]} aria-label="Upload progress" />
              <p role="status">{STAGE_TEXT[stage]}</p>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
