import type { Page, Review, ReviewResponse } from '@plaudit/api-client';
import { RESPONSE_MAX_LENGTH } from '@plaudit/api-client/schemas';
import {
  type FilterPatch,
  type Filters,
  filterHref,
  reviewDetailParams,
  reviewDetailToFilters,
} from '@plaudit/hooks';

/** Reviews listed per page (cursor paging). */
export const REVIEWS_PAGE_SIZE = 25;
/** Reviews links use thirty days (spec 1 section 2). */
export const REVIEWS_DEFAULT_DATE = 'thirtyDays' as const;

/**
 * Response length per source. The spec leaves the limits out; these follow the directories'
 * own reply limits, capped at what the API accepts (RESPONSE_MAX_LENGTH, Google's 4096).
 */
export const RESPONSE_LIMITS: Record<string, number> = {
  google: 4096,
  facebook: 4096,
  yelp: 4096,
  trip_advisor: 4096,
  plaudit: 4096,
  trustpilot: 2048,
  opentable: 2000,
  healthgrades: 1000,
  vitals: 1000,
  zocdoc: 1000,
};

export function responseLimit(sourceCode: string | null | undefined): number {
  return Math.min(RESPONSE_LIMITS[sourceCode ?? ''] ?? RESPONSE_MAX_LENGTH, RESPONSE_MAX_LENGTH);
}

/** The star rating as text: '4 out of 5 stars', or 'No rating' for 0. */
export function ratingText(rating: number): string {
  if (!rating) return 'No rating';
  return `${rating} out of 5 ${rating === 1 ? 'star' : 'stars'}`;
}

const RESPONSE_STATUS_LABELS: Record<ReviewResponse['status'], string> = {
  draft: 'Draft',
  pending_publish: 'Publishing',
  published: 'Published',
  error_published: 'Publishing failed',
  pending_delete: 'Deleting',
  error_unpublished: 'Deleting failed',
};

/** The list's response column: the response's state, or 'No response'. */
export function responseStatusLabel(review: Pick<Review, 'responses'>): string {
  const r = review.responses[0];
  return r ? RESPONSE_STATUS_LABELS[r.status] : 'No response';
}

export function responseStatusTone(review: Pick<Review, 'responses'>): string {
  const status = review.responses[0]?.status;
  if (!status) return 'none';
  if (status.startsWith('error')) return 'error';
  if (status.startsWith('pending')) return 'pending';
  return status;
}

export const REVIEW_STATUS_LABELS: Record<Review['status'], string> = {
  new: 'New',
  in_progress: 'In progress',
  completed: 'Completed',
  flagged: 'Flagged',
};

export const REVIEW_TYPE_LABELS: Record<Review['review_type'], string> = {
  review: 'Reviews',
  recommendation: 'Recommendations',
  feedback: 'Feedback',
};

/** One review's kind, as a byline reads it ("By Madison · Review"), not the filter's plural. */
export const REVIEW_TYPE_NAMES: Record<Review['review_type'], string> = {
  review: 'Review',
  recommendation: 'Recommendation',
  feedback: 'Feedback',
};

/** A response still travelling to the directory: the detail page polls until it settles. */
export function isPending(review: Review | undefined): boolean {
  const status = review?.responses[0]?.status;
  return status === 'pending_publish' || status === 'pending_delete';
}

const cursorOf = (href: string | null, key: 'before' | 'after'): string | null => {
  if (!href) return null;
  const q = href.indexOf('?');
  return q < 0 ? null : new URLSearchParams(href.slice(q + 1)).get(key);
};

/**
 * Cursor paging (newest first): the cursor for the newer page (`before`) and the older page
 * (`after`). Without a cursor the first page has no newer page, and the older page starts
 * after its last review.
 */
export function reviewCursors(
  page: Page<Review> | undefined,
  hasCursor: boolean,
): { newer: string | null; older: string | null } {
  if (!page || page.items.length === 0) return { newer: null, older: null };
  if (!hasCursor) {
    const last = page.items[page.items.length - 1];
    return {
      newer: null,
      older: page.paging.total > page.items.length && last ? String(last.id) : null,
    };
  }
  return {
    newer: cursorOf(page.paging.links.prev, 'before'),
    older: cursorOf(page.paging.links.next, 'after'),
  };
}

/** The detail page's query: the list's filters as the API names them (spec 1 section 2). */
export function detailQuery(filters: Filters): string {
  return new URLSearchParams(reviewDetailParams(filters)).toString();
}

/**
 * The list the detail page goes back to: published_after, published_before, group_id,
 * location_id, source_id and review_types mapped to the list's filters; empty ones dropped.
 * Without dates the list opens on the reviews default (thirty days).
 */
export function listHrefFromDetail(search: string | URLSearchParams): string {
  const patch: FilterPatch = reviewDetailToFilters(search);
  if (!patch.dateDescriptor) patch.dateDescriptor = REVIEWS_DEFAULT_DATE;
  return filterHref('/reviews', patch);
}

/** The console's one date format (lib/format): "Nov 27, 2026". */
export { formatDate, formatDateTime } from '../../lib/format';

/** What the list hands the detail page: its own URL, to come back to exactly (filters, page). */
export type FromReviewList = { from: string };
/** What the detail page's way back hands the list: scroll to where the user was. */
export type BackToReviewList = { restoreScroll: true };

const SCROLL_KEY = 'plaudit.reviews.scroll';

/** Remembers how far the list at `url` was scrolled, as the user opens a review. */
export function rememberListScroll(url: string, y: number): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ url, y }));
  } catch {
    // Storage refused (private mode): the list opens at the top.
  }
}

/** How far the list at `url` was scrolled when a review was opened from it, if it was. */
export function rememberedListScroll(url: string): number | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') as {
      url?: string;
      y?: number;
    } | null;
    return saved?.url === url && typeof saved.y === 'number' ? saved.y : null;
  } catch {
    return null;
  }
}
