import type {
  ImageProcessing,
  ImageWebhookBody,
  MediaCreateBody,
  MediaCreateResult,
  MediaDeleteBody,
  MediaDeleteResult,
  MediaListQuery,
  MediaPhoto,
  RealtimeTicket,
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
 * POST /realtime/{channel}/tickets: a ticket that opens the channel once within a minute,
 * asked for with the Authorization header.
 */
export function createRealtimeTicket(
  client: Client,
  channel: string,
  options?: CallOptions,
): Promise<RealtimeTicket> {
  return client.post<RealtimeTicket>(
    `/realtime/${encodeURIComponent(channel)}/tickets`,
    undefined,
    options,
  );
}

/**
 * The URL that opens a real-time channel as server-sent events (GET /realtime/{channel}?ticket=),
 * with a fresh single-use ticket: EventSource cannot send headers, and no session token goes in
 * a URL. Ask for a new one for every connection (a reconnection included).
 */
export async function realtimeUrl(
  client: Client,
  channel: string,
  options?: CallOptions,
): Promise<string> {
  const { ticket } = await createRealtimeTicket(client, channel, options);
  return `${client.baseUrl}/realtime/${encodeURIComponent(channel)}?ticket=${encodeURIComponent(ticket)}`;
}

/** The URL (with a fresh ticket) of an image processing run's channel. */
export const imageChannelUrl = (client: Client, resourceId: string, options?: CallOptions) =>
  realtimeUrl(client, imageChannel(resourceId), options);

export const media = {
  list: listMedia,
  create: createMedia,
  remove: deleteMedia,
  upload: uploadImage,
  process: processImage,
  realtimeTicket: createRealtimeTicket,
  realtimeUrl,
  imageChannelUrl,
};
