import { LOCAL_LISTING_MESSAGES } from '@plaudit/api-client/schemas';

/** Texts of spec 3 sections 2.1-2.3, 4, 5 and 8 (verbatim). */
import type { ListingStatus } from './listing-logic';

// ---- Google Posts preview modal (spec 3 section 4.4) ----

export const GOOGLE_POSTS_COOKIE = 'plaudit_google_posts_preview';
export const GOOGLE_POSTS_COOKIE_DAYS = 365;
export const FINAL_MARKER = 'FINAL';

/** Whether the preview modal shows, from the cookie value and today (YYYY-MM-DD). */
export function shouldShowPostsPreview(cookie: string | null | undefined, today: string): boolean {
  if (!cookie) return true;
  if (cookie === FINAL_MARKER) return false;
  return cookie !== today;
}

/**
 * The cookie value written when the modal is dismissed: closing it the first time suppresses it
 * for today only; Got It or Show Me (or a later dismissal) makes it final.
 */
export function postsPreviewDismissal(
  previous: string | null | undefined,
  today: string,
  via: 'close' | 'got_it' | 'show_me',
): string {
  if (via !== 'close') return FINAL_MARKER;
  return previous ? FINAL_MARKER : today;
}

// ---- Bulk Add Photos (spec 3 sections 4.4, 5 and 6) ----

export const BULK_PHOTOS_TEXT = LOCAL_LISTING_MESSAGES.bulkPhotos;

/** Whether the Add Photos action is offered: media create, publishing, not a true bulk. */
export function canBulkAddPhotos(input: {
  mediaCreate: boolean;
  publishing: boolean;
  trueBulk: boolean;
  preview: boolean;
}): boolean {
  return input.mediaCreate && input.publishing && !input.trueBulk && !input.preview;
}

/**
 * Every selected location must have Auto Sync on (published: publishing enabled and found in
 * the Google integration). A selected id missing from the rows counts as a failure.
 */
/**
 * Whether the selected rows can take a Google post: each is on this page, has Auto Sync on, no
 * status reason, and Google Maps switched on.
 */
export function googlePostAllowed(
  rows: readonly {
    id: number;
    publishing_enabled: boolean;
    status_reason?: unknown;
    directories: readonly { directory_code: string; directory_enabled: boolean }[];
  }[],
  selectedIds: readonly number[],
): boolean {
  const chosen = rows.filter((r) => selectedIds.includes(r.id));
  return (
    chosen.length === selectedIds.length &&
    chosen.every(
      (l) =>
        l.publishing_enabled &&
        !l.status_reason &&
        l.directories.some((d) => d.directory_code === 'google_maps' && d.directory_enabled),
    )
  );
}

export function bulkPhotosAllowed(
  rows: readonly { id: number; publishing_enabled: boolean; listing_status: ListingStatus }[],
  selectedIds: readonly number[],
): boolean {
  if (selectedIds.length === 0) return false;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return selectedIds.every((id) => {
    const r = byId.get(id);
    return Boolean(r?.publishing_enabled && r.listing_status === 'published');
  });
}
