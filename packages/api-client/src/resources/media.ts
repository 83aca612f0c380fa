import type {
  ImageProcessing,
  ImageWebhookBody,
  MediaCreateBody,
  MediaCreateResult,
  MediaDeleteBody,
  MediaDeleteResult,
  MediaListQuery,
  MediaPhoto,
  UploadResult,
} from '../schemas/media';
import { imageChannel } from '../schemas/media-channels';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import type { Id, ListInput } from './resource';

export type MediaListInput = ListInput<MediaListQuery>;

/** GET /media (location_id, type=owner; 8 a page, by category_rank then published_at, descending). */
export function listMedia(
  client: Client,
  query?: MediaListInput,
  options?: CallOptions,
): Promise<Page<MediaPhoto>> {
  return client.list<MediaPhoto>('/media', 'media', query as QueryParams, options);
}

/** POST /media: attaches an upload (s3_path from POST /upload) to locations. */
export function createMedia(
  client: Client,
  body: Omit<MediaCreateBody, 'high_priority'> & { high_priority?: boolean },
  options?: CallOptions,
): Promise<MediaCreateResult> {
  return client.post('/media', body, options);
}

/** PUT /media/{id}: deletes the photo. */
export function deleteMedia(
  client: Client,
  id: Id,
  body: MediaDeleteBody,
  options?: CallOptions,
): Promise<MediaDeleteResult> {
  return client.put(`/media/${encodeURIComponent(String(id))}`, body, options);
}

/** POST /upload (multipart form field file_upload); `category` checks the logo/cover rules early. */
export function uploadImage(
  client: Client,
  file: Blob,
  opts: { fileName?: string; category?: string } & CallOptions = {},
): Promise<UploadResult> {
  const { fileName, category, ...options } = opts;
  const form = new FormData();
  form.set('file_upload', file, fileName ?? (file as File).name ?? 'upload');
  return client.post<UploadResult>('/upload', form, { ...options, query: { category } });
}

/** POST /webhooks/rtx-images {event: 'process'}: completion arrives on rtx_images-{resource_id}. */
export function processImage(
  client: Client,
  body: ImageWebhookBody,
  options?: CallOptions,
): Promise<ImageProcessing> {
  return client.post('/webhooks/rtx-images', body, options);
}

/**
 * The URL of a real-time channel as server-sent events (GET /realtime/{channel});
 * EventSource cannot send headers, so the session token goes in auth_token.
 */
export function realtimeUrl(client: Client, channel: string): string {
  const token = client.getCredentials()?.token;
  return `${client.baseUrl}/realtime/${encodeURIComponent(channel)}${token ? `?auth_token=${encodeURIComponent(token)}` : ''}`;
}

/** The channel URL of an image processing run. */
export const imageChannelUrl = (client: Client, resourceId: string) =>
  realtimeUrl(client, imageChannel(resourceId));

export const media = {
  list: listMedia,
  create: createMedia,
  remove: deleteMedia,
  upload: uploadImage,
  process: processImage,
  realtimeUrl,
  imageChannelUrl,
};
