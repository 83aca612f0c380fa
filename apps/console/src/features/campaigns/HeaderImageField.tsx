import { useApi } from '@plaudit/hooks';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  type ImageStage,
  type ImageUploadError,
  uploadProcessedImage,
} from '../../lib/process-image';
import { checkPhotoFile } from '../locations/photos';
import type { MessageValues } from './MessageFields';

const STAGE_TEXT: Record<ImageStage, string> = {
  uploading: 'Uploading…',
  uploaded: 'Upload complete',
  processing: 'Processing…',
  processed: 'Processing complete',
};

/**
 * The branded layout's header image (spec 1: upload start and complete, processing start and
 * complete, which sets header_image and use_header_image; an error clears the image and says
 * why; processing over 15 s is an error). The image goes where the header text would be.
 */
export function HeaderImageField({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { api } = useApi();
  const id = useId();
  const { register, setValue, watch } = useFormContext<MessageValues>();
  const image = watch('header_image');
  const [stage, setStage] = useState<ImageStage | null>(null);
  const [error, setError] = useState<string | null>(null);

  const clear = () => {
    setValue('header_image', '', { shouldDirty: true });
    setValue('use_header_image', false, { shouldDirty: true });
  };
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    setError(null);
    if (!file) return;
    const checked = await checkPhotoFile(file, 'HEADER');
    if ('error' in checked) {
      input.value = '';
      return setError(checked.error);
    }
    onBusyChange(true);
    try {
      const { url } = await uploadProcessedImage(api, file, {
        resourceId: `header-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        category: 'HEADER',
        onStage: setStage,
      });
      setValue('header_image', new URL(url, window.location.origin).href, { shouldDirty: true });
      setValue('use_header_image', true, { shouldDirty: true });
    } catch (err) {
      clear();
      setStage(null);
      setError((err as ImageUploadError).message);
    } finally {
      input.value = '';
      onBusyChange(false);
    }
  };

  return (
    <div className="field header-image">
      <label htmlFor={`${id}-file`}>Header image (optional)</label>
      {image && <img className="header-image__preview" src={image} alt="Chosen header" />}
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg"
        aria-describedby={`${id}-hint`}
        disabled={stage === 'uploading' || stage === 'uploaded' || stage === 'processing'}
        onChange={(e) => void choose(e.currentTarget)}
      />
      <p id={`${id}-hint`} className="field__hint">
        A PNG or JPEG banner between 300 × 60 and 2000 × 1000 pixels, at most 5 MB.
      </p>
      {image && (
        <div className="button-row">
          <label className="checkbox">
            <input type="checkbox" {...register('use_header_image')} /> Show the image instead of
            the header text
          </label>
          <button type="button" className="link-button" onClick={clear}>
            Remove the image
          </button>
        </div>
      )}
      <div aria-live="polite">
        {stage && !error && <p role="status">{STAGE_TEXT[stage]}</p>}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
