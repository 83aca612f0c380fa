import type { PlauditApi, RealtimeMessage, UploadResult } from '@plaudit/api-client';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@plaudit/api-client/schemas';

/** Where an image upload stands (spec 1: uploading, upload complete, processing, processing complete). */
export type ImageStage = 'uploading' | 'uploaded' | 'processing' | 'processed';

/** An image upload that failed: in the upload itself, or in its processing (over 15 s too). */
export class ImageUploadError extends Error {
  constructor(
    readonly step: 'upload' | 'process',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Waits for the image processing outcome on its real-time channel (15 s limit). `url` opens it
 * once (a single-use ticket): a dropped stream fails, as the browser's reconnection cannot reuse it.
 */
export function waitForProcessing(url: string, timeoutMs: number): Promise<RealtimeMessage> {
  return new Promise((resolve, reject) => {
    const source = new EventSource(url);
    const timer = setTimeout(() => {
      source.close();
      reject(new Error(PHOTO_MESSAGES.processLater));
    }, timeoutMs);
    source.onerror = () => {
      clearTimeout(timer);
      source.close();
      reject(new Error(PHOTO_MESSAGES.processLater));
    };
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

/**
 * Uploads an image (POST /upload) and has it processed (POST /webhooks/rtx-images, the outcome
 * on its real-time channel within 15 s), telling each stage as it is reached. Throws an
 * ImageUploadError naming the step that failed.
 */
export async function uploadProcessedImage(
  api: PlauditApi,
  file: File,
  opts: { resourceId: string; category?: string; onStage: (stage: ImageStage) => void },
): Promise<{ uploaded: UploadResult; url: string }> {
  opts.onStage('uploading');
  let uploaded: UploadResult;
  try {
    uploaded = await api.media.upload(file, {
      fileName: file.name,
      ...(opts.category ? { category: opts.category } : {}),
    });
  } catch (err) {
    throw new ImageUploadError(
      'upload',
      err instanceof Error ? err.message : PHOTO_MESSAGES.uploadLater,
    );
  }
  opts.onStage('uploaded');
  try {
    // The channel is open (its ticket asked for first) before processing starts, so the outcome
    // cannot be missed.
    const outcome = waitForProcessing(
      await api.media.imageChannelUrl(opts.resourceId),
      PHOTO_LIMITS.processingTimeoutMs,
    );
    // Awaited below; when the processing request itself fails, its time-out is not an error.
    outcome.catch(() => undefined);
    opts.onStage('processing');
    await api.media.process({
      event: 'process',
      resource_id: opts.resourceId,
      s3_path: uploaded.s3_path,
      mime_type: uploaded.mime_type,
      label: file.name,
      ...(opts.category ? { category: opts.category } : {}),
    });
    const message = await outcome;
    if (message.event !== 'ok') throw new Error(PHOTO_MESSAGES.processLater);
    opts.onStage('processed');
    return { uploaded, url: message.url };
  } catch {
    throw new ImageUploadError('process', PHOTO_MESSAGES.processLater);
  }
}
