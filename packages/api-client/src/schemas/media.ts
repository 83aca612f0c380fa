import * as v from 'valibot';
import { listQuery } from './common';
import {
  answer,
  array,
  boolean,
  type Infer,
  id,
  nullable,
  number,
  object,
  oneOf,
  optional,
  type Schema,
  string,
} from './validate';
import { described } from './validation/described';

/** Photo limits of spec 2 sections 5 and 9. */
export const PHOTO_LIMITS = {
  minBytes: 10_240,
  maxBytes: 5 * 1024 * 1024,
  minWidth: 250,
  minHeight: 250,
  cover: { minWidth: 480, minHeight: 270, maxWidth: 2120, maxHeight: 1192, minAspect: 16 / 9 },
  logo: { maxWidth: 2000, maxHeight: 2000 },
  /** A review request's header image (designed: a banner, so smaller files and heights pass). */
  header: { minWidth: 300, minHeight: 60, maxWidth: 2000, maxHeight: 1000 },
  types: ['image/png', 'image/jpeg'] as const,
  /** Gallery page size. */
  pageSize: 8,
  /** The console gives up waiting for processing after this long. */
  processingTimeoutMs: 15_000,
} as const;

/** Messages of spec 2 sections 5 and 8 (photos). Those marked 'designed' are not in the spec. */
export const PHOTO_MESSAGES = {
  tooSmallDimensions:
    'Unable to upload image. Please choose a file that is at least 250px by 250px.',
  tooLarge: 'Unable to upload image. Please choose a file that is smaller than 5mb.',
  tooFewBytes: 'Unable to upload image. Please choose a file that is at least 10240 bytes.',
  /** designed */
  wrongType: 'Unable to upload image. Please choose a png or jpeg file.',
  /** designed */
  coverAspect: 'Unable to upload image. A cover photo must have an aspect ratio of at least 16:9.',
  /** designed */
  coverSize:
    'Unable to upload image. A cover photo must be between 480px by 270px and 2120px by 1192px.',
  /** designed */
  logoSize: 'Unable to upload image. A logo must be at most 2000px by 2000px.',
  /** designed */
  headerSize:
    'Unable to upload image. A header image must be between 300px by 60px and 2000px by 1000px.',
  uploadError: 'There was an error uploading your photo.',
  uploaded:
    'Photo successfully uploaded. It may take up to 5 minutes before the photos display in our system.',
  deleted: 'Photo successfully deleted.',
  deleteError: 'There was an error deleting your photo.',
  uploadLater: 'Unable to upload image, please try again later',
  processLater: 'Unable to process image, please try again later',
} as const;

export type PhotoCategoryCode = 'LOGO' | 'COVER' | string;

export type ImageDetails = {
  mime_type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  aspect_ratio: number;
  bytes: number;
};

/**
 * The first photo rule an image breaks (spec 2 section 5), or null. Shared by
 * the console (before uploading) and the server (on upload and on POST /media).
 */
export function photoProblem(
  image: { mime_type: string | null; width: number; height: number; bytes: number },
  category?: PhotoCategoryCode | null,
): string | null {
  const L = PHOTO_LIMITS;
  if (!image.mime_type || !(L.types as readonly string[]).includes(image.mime_type))
    return PHOTO_MESSAGES.wrongType;
  if (image.bytes > L.maxBytes) return PHOTO_MESSAGES.tooLarge;
  const code = category?.toUpperCase();
  if (code === 'HEADER')
    return image.width < L.header.minWidth ||
      image.height < L.header.minHeight ||
      image.width > L.header.maxWidth ||
      image.height > L.header.maxHeight
      ? PHOTO_MESSAGES.headerSize
      : null;
  if (image.bytes < L.minBytes) return PHOTO_MESSAGES.tooFewBytes;
  if (image.width < L.minWidth || image.height < L.minHeight)
    return PHOTO_MESSAGES.tooSmallDimensions;
  if (code === 'COVER') {
    if (image.width / image.height < L.cover.minAspect - 1e-9) return PHOTO_MESSAGES.coverAspect;
    if (
      image.width < L.cover.minWidth ||
      image.height < L.cover.minHeight ||
      image.width > L.cover.maxWidth ||
      image.height > L.cover.maxHeight
    )
      return PHOTO_MESSAGES.coverSize;
  }
  if (code === 'LOGO' && (image.width > L.logo.maxWidth || image.height > L.logo.maxHeight))
    return PHOTO_MESSAGES.logoSize;
  return null;
}

export const PUBLISHED_STATUSES = ['published', 'pending', 'failed', 'dead'] as const;
export type PublishedStatus = (typeof PUBLISHED_STATUSES)[number];

/** Who added a photo: the business (owner) or a customer; `all` lists both (the gallery). */
export const MEDIA_TYPES = ['owner', 'customer'] as const;

export const publishedStatusAnswer: Schema<PublishedStatus> = v.picklist(PUBLISHED_STATUSES);

/** A gallery photo (spec 2 section 3, media photo). */
const mediaPhotoFields = answer(
  described(
    'A gallery photo (spec 2 section 3, media photo).',
    v.object({
      id: v.number(),
      account_id: v.number(),
      location_id: v.number(),
      source_id: v.nullable(v.number()),
      name: v.string(),
      category: described('LOGO, COVER, PROFILE, ... or EMPTY when uncategorised.', v.string()),
      category_id: v.nullable(v.number()),
      category_name: v.nullable(v.string()),
      category_rank: v.number(),
      url: v.string(),
      low_resolution_url: v.string(),
      cdn_stored_url: v.string(),
      cdn_stored_low_res_url: v.string(),
      s3_path: described(
        "The stored image's key: POST /media with it attaches the same photo to other locations.",
        v.string(),
      ),
      url_id: v.string(),
      mime_type: v.string(),
      width: v.number(),
      height: v.number(),
      aspect_ratio: v.number(),
      published_status: publishedStatusAnswer,
      type: v.picklist(MEDIA_TYPES),
      published_at: v.nullable(v.string()),
      created_at: v.string(),
      location_name: described(
        "The location's name (the gallery shows photos of every location).",
        v.string(),
      ),
      source_name: described(
        "The source's name (Google, Facebook, ...), null when the photo has none.",
        v.nullable(v.string()),
      ),
      author_name: described(
        'Customer photos: who added it. Owner photos: null.',
        v.nullable(v.string()),
      ),
      review_id: described(
        'Customer photos posted with a review: that review (its id and rating 1-5); else null.',
        v.nullable(v.number()),
      ),
      rating: v.nullable(v.number()),
    }),
  ),
);
/** A gallery photo (spec 2 section 3, media photo). */
export interface MediaPhoto extends Infer<typeof mediaPhotoFields> {}
export const mediaPhotoAnswer: Schema<MediaPhoto> = mediaPhotoFields;

/** GET /media: a location's gallery, 8 per page, by category_rank then published_at, descending. */
export const mediaListQuery = object({
  ...listQuery(['category_rank', 'published_at', 'created_at'] as const, 100),
  per_page: optional(number({ int: true, coerce: true, min: 1, max: 100 }), PHOTO_LIMITS.pageSize),
  account_id: optional(id()),
  location_id: optional(id()),
  source_id: optional(id()),
  /** owner (the default), customer, or all (the account's gallery). */
  type: optional(oneOf(['owner', 'customer', 'all'] as const)),
  category_id: optional(id()),
  /** A category code (LOGO, COVER, INTERIOR, ...; EMPTY for uncategorised). */
  category: optional(string({ max: 40 })),
  group_id: optional(id()),
  /** Ratings of the customer's review, '0' for photos without one (every owner photo). */
  rating: optional(array(oneOf(['0', '1', '2', '3', '4', '5'] as const), { coerce: true, max: 6 })),
  published_status: optional(oneOf(PUBLISHED_STATUSES)),
  has_custom_offset: optional(boolean({ coerce: true })),
});
export type MediaListQuery = Infer<typeof mediaListQuery>;

/** POST /media: attaches an uploaded image (s3_path from POST /upload) to locations. */
export const mediaCreateBody = object({
  account_id: optional(id()),
  location_ids: array(id(), { min: 1, max: 500 }),
  source_id: optional(id()),
  high_priority: optional(boolean(), false),
  category_id: optional(nullable(id())),
  s3_path: string({ min: 1, max: 500 }),
  name: optional(string({ max: 255 })),
});
export type MediaCreateBody = Infer<typeof mediaCreateBody>;

/** PUT /media/{id}: deletes the photo (spec 2 section 7). */
export const mediaDeleteBody = object({
  account_id: optional(id()),
  location_id: optional(id()),
  url_id: optional(string({ max: 200 })),
});
export type MediaDeleteBody = Infer<typeof mediaDeleteBody>;

/** POST /upload query (signed in with the Authorization header): optional category to check. */
export const uploadQuery = object({
  category: optional(string({ max: 40 })),
});

/** POST /upload answer. */
export const uploadResultAnswer = answer(
  described(
    'POST /upload answer.',
    v.object({
      mime_type: v.picklist(PHOTO_LIMITS.types),
      width: v.number(),
      height: v.number(),
      aspect_ratio: v.number(),
      bytes: v.number(),
      s3_path: v.string(),
      url: v.string(),
      name: v.string(),
    }),
  ),
);
/** POST /upload answer. */
export interface UploadResult extends Infer<typeof uploadResultAnswer> {}

/** POST /webhooks/rtx-images: starts processing an upload (completion on rtx_images-{resource_id}). */
export const imageWebhookBody = object({
  event: oneOf(['process'] as const),
  label: optional(string({ max: 100 })),
  account_id: optional(id()),
  resource_id: string({
    min: 1,
    max: 100,
    pattern: /^[A-Za-z0-9_-]+$/,
    patternMessage: 'resource_id may hold letters, digits, - and _',
  }),
  mime_type: optional(string({ max: 100 })),
  s3_path: string({ min: 1, max: 500 }),
  category: optional(string({ max: 40 })),
});
export type ImageWebhookBody = Infer<typeof imageWebhookBody>;

export { imageChannel, REVIEWS_CHANNEL } from './media-channels';

/** How long a real-time ticket opens its channel for, once. */
export const REALTIME_TICKET_SECONDS = 60;

/**
 * POST /realtime/{channel}/tickets answer: a ticket that opens the channel once, within
 * REALTIME_TICKET_SECONDS (`url` is GET /realtime/{channel}?ticket=, for an EventSource, which
 * cannot send an Authorization header; no session token is ever put in a URL).
 */
export const realtimeTicketAnswer = answer(
  described(
    'POST /realtime/{channel}/tickets answer: a ticket that opens the channel once, within\nREALTIME_TICKET_SECONDS (`url` is GET /realtime/{channel}?ticket=, for an EventSource, which\ncannot send an Authorization header; no session token is ever put in a URL).',
    v.object({ ticket: v.string(), url: v.string(), expires_at: v.string() }),
  ),
);
/**
 * POST /realtime/{channel}/tickets answer: a ticket that opens the channel once, within
 * REALTIME_TICKET_SECONDS (`url` is GET /realtime/{channel}?ticket=, for an EventSource, which
 * cannot send an Authorization header; no session token is ever put in a URL).
 */
export interface RealtimeTicket extends Infer<typeof realtimeTicketAnswer> {}

/** Messages published on a real-time channel (GET /realtime/{channel}, server-sent events). */
export type RealtimeMessage =
  | {
      event: 'ok';
      action: 'IMAGE_PROCESSING_COMPLETE';
      url: string;
      low_resolution_url: string;
      s3_path: string;
      image: ImageDetails;
    }
  | { event: 'error'; action: 'IMAGE_PROCESSING_FAILED'; error: string }
  | {
      event: 'review';
      action: 'REVIEW_CREATED' | 'REVIEW_UPDATED';
      review_id: number;
      location_id: number;
    };

/** The answer of POST /media: the photos attached. */
export const mediaCreateResultAnswer = answer(
  described(
    'The answer of POST /media: the photos attached.',
    v.object({ message: v.string(), media: v.array(mediaPhotoAnswer) }),
  ),
);
/** The answer of POST /media: the photos attached. */
export interface MediaCreateResult extends Infer<typeof mediaCreateResultAnswer> {}

/** The answer of PUT /media/{id}: the photo is deleted. */
export const mediaDeleteResultAnswer = answer(
  described(
    'The answer of PUT /media/{id}: the photo is deleted.',
    v.object({ id: v.number(), deleted: v.literal(true), message: v.string() }),
  ),
);
/** The answer of PUT /media/{id}: the photo is deleted. */
export interface MediaDeleteResult extends Infer<typeof mediaDeleteResultAnswer> {}

/** The answer of POST /webhooks/rtx-images: processing started; completion arrives on the channel. */
export const imageProcessingAnswer = answer(
  described(
    'The answer of POST /webhooks/rtx-images: processing started; completion arrives on the channel.',
    v.object({ status: v.literal('processing'), channel: v.string() }),
  ),
);
/** The answer of POST /webhooks/rtx-images: processing started; completion arrives on the channel. */
export interface ImageProcessing extends Infer<typeof imageProcessingAnswer> {}
