import type {
  Location,
  MediaCategory,
  MediaPhoto,
  RealtimeMessage,
  UploadResult,
} from '@plaudit/api-client';
import { PHOTO_LIMITS, PHOTO_MESSAGES, photoProblem } from '@plaudit/api-client/schemas';
import { toast, useApi, useMediaCategories } from '@plaudit/hooks';
import { Modal } from '@plaudit/ui-kit';
import { useEffect, useRef, useState } from 'react';
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

/** Waits for the image processing outcome on its real-time channel (15 s limit). */
export function waitForProcessing(url: string, timeoutMs: number): Promise<RealtimeMessage> {
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
