import type { OauthProvider } from '@plaudit/api-client/schemas';
import { STAFF_FIRST_NAMES } from '../../../seed/demo-data';
import { generateAuthorName, generateReviewText } from '../../../seed/generate-review-text';
import { createRandom } from '../../../seed/random';
import type { ReviewSiteClient, SiteReview } from './types';

const BUCKET_MS = 8 * 3_600_000;
/** What a first sync finds: the last three days. */
const HISTORY_BUCKETS = 9;
const PAGE = 5;
const RATINGS = [
  [5, 50],
  [4, 22],
  [3, 10],
  [2, 8],
  [1, 10],
] as const;

/**
 * The local stand-in for a review site, for connections made through the OAuth sandbox:
 * each of the account's locations is a place on the site, and about one 8-hour slot in three
 * brings it a review, the same one whoever asks (an id and text derived from the place and the
 * slot), so syncing twice finds nothing new and a later sync finds what arrived since.
 */
export function sandboxReviews(
  provider: OauthProvider,
  accessToken: string,
  account: { name: string; vertical: string },
  now: () => number = Date.now,
): ReviewSiteClient {
  const vertical = account.vertical === 'health_care' ? 'health_care' : 'restaurant';
  function reviewAt(referenceId: string, placeName: string, bucket: number): SiteReview | null {
    const rng = createRandom(`${provider}:${referenceId}:${bucket}`);
    if (!rng.chance(1 / 3)) return null;
    const rating = rng.weighted(RATINGS);
    const staff = rng.sample(STAFF_FIRST_NAMES, 3);
    const text = generateReviewText(
      rng,
      {
        vertical,
        place: account.name,
        city: '',
        hood: placeName.split(' - ').at(-1) ?? placeName,
        staff,
        manager: rng.pick(STAFF_FIRST_NAMES),
        providers: [],
        dishes: [],
        drinks: [],
        email: 'hello@example.com',
        phone: '(512) 555-0100',
      },
      rating,
    );
    const at = new Date(bucket * BUCKET_MS + rng.int(0, BUCKET_MS - 1)).toISOString();
    return {
      external_id: `sandbox-${provider}-${referenceId}-${bucket}`,
      rating,
      title: text.title || null,
      content: text.content,
      author_name: generateAuthorName(rng, provider),
      published_at: at,
      updated_at: at,
    };
  }
  return {
    provider,
    async listPlaces(locations) {
      return {
        places: locations.map((l) => ({
          reference_id: `sandbox-${l.id}`,
          name: l.name,
          place_id: l.google_place_id,
          domain: null,
        })),
        meets_rule: accessToken.startsWith('sbx.ok.'),
      };
    },
    async fetchReviews(place, cursor) {
      // Slots that have ended, newest first; the cursor is the next slot to look at.
      const newest = Math.floor(now() / BUCKET_MS) - 1;
      const oldest = newest - HISTORY_BUCKETS + 1;
      let bucket = cursor ? Number(cursor) : newest;
      const reviews: SiteReview[] = [];
      while (bucket >= oldest && reviews.length < PAGE) {
        const review = reviewAt(place.reference_id, place.name, bucket);
        if (review && Date.parse(review.published_at) <= now()) reviews.push(review);
        bucket--;
      }
      return { reviews, next_cursor: bucket >= oldest ? String(bucket) : null };
    },
  };
}
