import { PHOTO_MESSAGES } from '@plaudit/api-client/schemas';
import { toast, useApi } from '@plaudit/hooks';
import { Button, Modal } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { checkPhotoFile } from '../locations/photos';

/**
 * Bulk Add Photos: one photo for every selected location (POST /upload, then POST /media with
 * location_ids). The locations photo wizard works on one full location, so this is the compact
 * variant with the same client-side checks (type, bytes, 250 px minimum).
 */
export function BulkPhotosModal({
  locationIds,
  onClose,
  onDone,
}: {
  locationIds: number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { api } = useApi();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (f: File | undefined) => {
    setError(null);
    setFile(null);
    if (!f) return;
    const checked = await checkPhotoFile(f);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setFile(f);
    setPreview(URL.createObjectURL(f));
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const uploaded = await api.media.upload(file, { fileName: file.name });
      await api.media.create({
        location_ids: locationIds,
        high_priority: true,
        s3_path: uploaded.s3_path,
        name: file.name,
      });
      toast.success(PHOTO_MESSAGES.uploaded, 5000);
      onDone();
    } catch {
      setError(PHOTO_MESSAGES.uploadError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title="Add Photos"
      description={`These changes will be applied to ${locationIds.length} selected location(s)`}
      footer={
        <div className="button-row">
          <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="primary"
            disabled={busy || !file}
            onClick={() => void upload()}
          >
            Upload
          </Button>
        </div>
      }
    >
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor="ll-bulk-photo">Choose a photo (png or jpeg)</label>
        <input
          id="ll-bulk-photo"
          type="file"
          accept="image/png,image/jpeg"
          disabled={busy}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <p className="field__hint">
          At least 250x250 px, at least 10 KB (10,240 bytes) and at most 5 MB.
        </p>
      </div>
      {file && preview && (
        <figure className="ll-photo-preview">
          <img src={preview} alt="Selected" width={200} />
          <figcaption>{file.name}</figcaption>
        </figure>
      )}
      {busy && <p role="status">Uploading…</p>}
    </Modal>
  );
}
