import type { Location, MediaCategory, MediaPhoto, UploadResult } from '@plaudit/api-client';
import { PHOTO_MESSAGES, photoProblem } from '@plaudit/api-client/schemas';
import { toast, useApi, useMediaCategories } from '@plaudit/hooks';
import { Button, Modal } from '@plaudit/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { type ImageUploadError, uploadProcessedImage } from '../../lib/process-image';
import { AssignCategoryStep, useOverrideConfirmation } from './AssignCategoryStep';
import { checkPhotoFile, WIZARD_STEPS } from './photos';
import { WizardSteps } from './WizardSteps';

export type Stage = 'idle' | 'uploading' | 'uploaded' | 'processing' | 'processed' | 'saving';

export const STAGE_TEXT: Record<Stage, string> = {
  idle: '',
  uploading: 'Uploading…',
  uploaded: 'Upload complete',
  processing: 'Processing…',
  processed: 'Processing complete',
  saving: 'Sending to Google…',
};

export const STAGE_PROGRESS: Record<Stage, number> = {
  idle: 0,
  uploading: 1,
  uploaded: 2,
  processing: 3,
  processed: 4,
  saving: 5,
};

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
  const { api } = useApi();
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
    let uploaded: UploadResult;
    try {
      ({ uploaded } = await uploadProcessedImage(api, file, {
        resourceId: `loc${location.id}-${Date.now().toString(36)}`,
        ...(categoryCode ? { category: categoryCode } : {}),
        onStage: setStage,
      }));
    } catch (err) {
      setStage('idle');
      const failed = err as ImageUploadError;
      setError(failed.step === 'upload' ? `Upload error: ${failed.message}` : failed.message);
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
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() => setStep(step - 1)}
            >
              Back
            </Button>
          )}
          {step === 1 && (
            <Button type="button" variant="primary" onClick={() => setStep(2)}>
              Next
            </Button>
          )}
          {step === 2 && (
            <Button type="button" variant="primary" onClick={toUploadStep}>
              Next
            </Button>
          )}
          {step === 3 && (
            <Button type="button" variant="primary" disabled={busy} onClick={() => void upload()}>
              Upload
            </Button>
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
            At least 250x250 px, at least 10 KB (10,240 bytes) and at most 5 MB. Covers: 16:9 or
            wider, 480x270 to 2120x1192. Logos: at most 2000x2000.
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
