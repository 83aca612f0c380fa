/**
 * Real-time channel names. Kept apart from the request schemas (schemas/media.ts re-exports
 * them) so that the resources which only build a channel URL do not pull valibot and the
 * media schemas into a browser bundle.
 */

/** The real-time channel of an image processing run. */
export const imageChannel = (resourceId: string) => `rtx_images-${resourceId}`;

/** The account's channel of arriving reviews (new and changed), for lists that update live. */
export const REVIEWS_CHANNEL = 'reviews-live';
