import type { Location, MediaCategory, MediaPhoto } from '@plaudit/api-client';
import { PHOTO_LIMITS, PHOTO_MESSAGES, photoProblem } from '@plaudit/api-client/schemas';
import { toast, useAccountMedia, useApi, useMediaCategories } from '@plaudit/hooks';
import { Button, Modal, Pager } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { AssignCategoryStep, useOverrideConfirmation } from './AssignCategoryStep';
import {
  nextWizardStep,
  previousWizardStep,
  SELECT_PHOTOS_TEXT,
  selectablePhotos,
  selectionProblem,
  WIZARD_STEPS,
} from './photos';
import { WizardSteps } from './WizardSteps';

/** Spec 2 section 8 (the same text as PHOTO_TEXT.mediaError). */
const MEDIA_ERROR = 'There was an error retrieving media.';

/**
 * The photo wizard without the upload step (spec 2 section 4): Select Photos, Assign
 * Category, Upload to Google. The photos come from the account's other locations; each
 * chosen one is attached to this location with POST /media and its s3_path.
 */
export function SelectPhotosWizard({
  location,
  existing,
  onClose,
  onUploaded,
}: {
  location: Location;
  existing: readonly MediaPhoto[];
  onClose: () => void;
  onUploaded: () => void;
}) {
  const { api } = useApi();
  const categories = useMediaCategories(true);
  const [page, setPage] = useState(1);
  const media = useAccountMedia(true, page);
  const [step, setStep] = useState(0);
  const [selected, setSelected] = useState<MediaPhoto[]>([]);
  const [categoryCode, setCategoryCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const override = useOverrideConfirmation(existing);
  const [sending, setSending] = useState<{ done: number; total: number } | null>(null);

  useEffect(() => {
    if (media.error) toast.alert(MEDIA_ERROR);
  }, [media.error]);

  const cats: MediaCategory[] = categories.data?.items ?? [];
  const category = cats.find((c) => c.code === categoryCode) ?? null;
  const offered = selectablePhotos(media.data?.items ?? [], location.id);
  const pageCount = Math.max(1, media.data?.paging.totalPages ?? 1);
  const steps = WIZARD_STEPS.select;
  const isSelected = (p: MediaPhoto) => selected.some((s) => s.s3_path === p.s3_path);
  const toggle = (p: MediaPhoto) =>
    setSelected((cur) =>
      isSelected(p) ? cur.filter((s) => s.s3_path !== p.s3_path) : [...cur, p],
    );

  const next = () => {
    const problem =
      step === 0
        ? selected.length
          ? null
          : SELECT_PHOTOS_TEXT.chooseOne
        : selectionProblem(selected, categoryCode || null, photoProblem, PHOTO_LIMITS.minBytes);
    if (problem) return setError(problem);
    setError(null);
    if (step === 1 && !override.allows(categoryCode)) return;
    setStep(nextWizardStep('select', step));
  };

  const send = async () => {
    setError(null);
    setSending({ done: 0, total: selected.length });
    try {
      for (const [i, p] of selected.entries()) {
        await api.media.create({
          location_ids: [location.id],
          high_priority: true,
          s3_path: p.s3_path,
          name: p.name,
          ...(category ? { category_id: category.id } : {}),
        });
        setSending({ done: i + 1, total: selected.length });
      }
      toast.success(PHOTO_MESSAGES.uploaded, 5000);
      onUploaded();
    } catch {
      setSending(null);
      setError(PHOTO_MESSAGES.uploadError);
    }
  };

  const busy = sending !== null;
  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title={SELECT_PHOTOS_TEXT.title}
      width={1000}
      footer={
        <>
          {step > 0 && (
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() => setStep(previousWizardStep(step))}
            >
              Back
            </Button>
          )}
          {step < steps.length - 1 ? (
            <Button type="button" variant="primary" onClick={next}>
              Next
            </Button>
          ) : (
            <Button type="button" variant="primary" disabled={busy} onClick={() => void send()}>
              Upload
            </Button>
          )}
        </>
      }
    >
      <WizardSteps steps={steps} current={step} error={error} />
      {step === 0 && (
        <>
          {media.isLoading && <p role="status">Loading…</p>}
          {!media.isLoading && offered.length === 0 && <p>{SELECT_PHOTOS_TEXT.none}</p>}
          <ul className="photo-grid photo-grid--select" aria-label="Account photos">
            {offered.map((p) => (
              <li key={p.s3_path} className={`photo-card${isSelected(p) ? ' is-selected' : ''}`}>
                <label className="photo-card__select">
                  <input type="checkbox" checked={isSelected(p)} onChange={() => toggle(p)} />
                  <img src={p.cdn_stored_low_res_url} alt="" width={200} loading="lazy" />
                  <span className="photo-card__name">{p.name}</span>
                </label>
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <Pager page={page} pageCount={pageCount} onPageChange={setPage} label="Photo pages" />
          )}
          <p className="field__hint" role="status">
            {selected.length} selected
          </p>
        </>
      )}
      {step === 1 && (
        <AssignCategoryStep
          categories={cats}
          categoryCode={categoryCode}
          onCategoryChange={setCategoryCode}
          override={override}
          onReplace={() => setStep(nextWizardStep('select', step))}
        />
      )}
      {step === 2 && (
        <div>
          <p>
            {selected.length} photo{selected.length === 1 ? '' : 's'} will be added to{' '}
            {location.name}
            {category ? ` as ${category.name}` : ''} and sent to Google.
          </p>
          {sending && (
            <>
              <progress max={sending.total} value={sending.done} aria-label="Upload progress" />
              <p role="status">
                Sending to Google… {sending.done} of {sending.total}
              </p>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
