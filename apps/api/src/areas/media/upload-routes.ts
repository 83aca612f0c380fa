import { randomUUID } from 'node:crypto';
import {
  imageChannel,
  imageWebhookBody,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  photoProblem,
  type RealtimeMessage,
  type UploadResult,
  uploadQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppDeps, AppEnv } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, requirePermission, scopedAccountId } from '../../http/permissions';
import { readUploadedFile, uploadGuards } from '../../http/read-upload';
import { input } from '../../http/validate';
import { locationProvidersOf } from '../../providers/location-providers';
import { fileUrl, lowResKeyOf, readUpload, uploadPrefix } from './routes';

/** POST /upload: multipart form field file_upload, signed in with the Authorization header. */
export function uploadRoutes() {
  const app = new Hono<AppEnv>();
  app.post(
    '/',
    describeRoute({ returns: 'UploadResult', status: 201 }),
    // Files a little over 5 MB are read and refused with the spec's message
    // (400); far larger bodies are cut off early (413, the connection may close).
    ...uploadGuards(3 * PHOTO_LIMITS.maxBytes, PHOTO_MESSAGES.tooLarge),
    authenticate(),
    input('query', uploadQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      requirePermission(auth, 'media', 'create');
      const file = await readUploadedFile(
        c,
        'file_upload',
        'The upload must be a multipart form with the field file_upload',
      );
      const bytes = Buffer.from(await file.arrayBuffer());
      const providers = locationProvidersOf(c.var.deps);
      const info = await providers.images.inspect(bytes);
      const problem = photoProblem(
        {
          mime_type: info?.mime_type ?? null,
          width: info?.width ?? 0,
          height: info?.height ?? 0,
          bytes: bytes.length,
        },
        q.category,
      );
      if (problem || !info) throw badRequest(problem ?? PHOTO_MESSAGES.wrongType);
      const key = `${uploadPrefix(auth.accountId)}${randomUUID()}.${info.mime_type === 'image/png' ? 'png' : 'jpg'}`;
      try {
        await providers.mediaStorage.put(key, bytes, info.mime_type);
      } catch {
        throw new HttpError(503, PHOTO_MESSAGES.uploadLater);
      }
      const result: UploadResult = {
        ...info,
        s3_path: key,
        url: fileUrl(key),
        name: file.name || key.split('/').pop()!,
      };
      return c.json(result, 201);
    },
  );
  return app;
}

/** Makes the low-resolution copy of an upload and publishes the outcome on its channel. */
async function processImage(
  deps: AppDeps,
  accountId: number,
  body: { resource_id: string; s3_path: string; category?: string | undefined },
) {
  const providers = locationProvidersOf(deps);
  const channel = imageChannel(body.resource_id);
  let message: RealtimeMessage;
  try {
    const file = await providers.mediaStorage.get(body.s3_path);
    const info = file ? await providers.images.inspect(file.bytes) : null;
    if (!file || !info) throw new Error(PHOTO_MESSAGES.processLater);
    const problem = photoProblem(info, body.category);
    if (problem) throw new Error(problem);
    const low = await providers.images.lowResolution(file.bytes);
    const lowKey = `${lowResKeyOf(body.s3_path)}.${low.mime_type === 'image/png' ? 'png' : 'jpg'}`;
    await providers.mediaStorage.put(lowKey, low.bytes, low.mime_type);
    message = {
      event: 'ok',
      action: 'IMAGE_PROCESSING_COMPLETE',
      url: fileUrl(body.s3_path),
      low_resolution_url: fileUrl(lowKey),
      s3_path: body.s3_path,
      image: info,
    };
  } catch (err) {
    message = {
      event: 'error',
      action: 'IMAGE_PROCESSING_FAILED',
      error: err instanceof Error ? err.message : PHOTO_MESSAGES.processLater,
    };
  }
  providers.realtime.publish(accountId, channel, message);
}

/**
 * POST /webhooks/rtx-images {event: 'process', resource_id, s3_path, ...}:
 * starts processing an upload (202); completion is published on the
 * real-time channel rtx_images-{resource_id}.
 */
export function imageWebhookRoutes() {
  const app = new Hono<AppEnv>();
  app.post(
    '/rtx-images',
    describeRoute({ returns: 'ImageProcessing', status: 202 }),
    authenticate(),
    allow('media', 'create'),
    input('json', imageWebhookBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const accountId = scopedAccountId(auth, body.account_id);
      await readUpload(c.var.deps, accountId, body.s3_path);
      const deps = c.var.deps;
      setTimeout(() => void processImage(deps, accountId, body), 0);
      return c.json({ status: 'processing', channel: imageChannel(body.resource_id) }, 202);
    },
  );
  return app;
}
