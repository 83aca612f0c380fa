import type { DemoLocation } from './demo-data';
import {
  emailFor,
  type GeneratedReview,
  generateAuthorName,
  generateResponseText,
  generateReviewText,
  type ReviewContext,
} from './generate-review-text';
import type { Random } from './random';

const DAY = 86_400_000;
const WINDOW_DAYS = 730;

/** Sources a business can reply on. */
const RESPONDABLE = new Set([
  'google',
  'facebook',
  'yelp',
  'trip_advisor',
  'plaudit',
  'opentable',
  'healthgrades',
  'vitals',
  'zocdoc',
  'trustpilot',
]);

type Weights = readonly (readonly [string, number])[];

const RESTAURANT_SOURCES: Weights = [
  ['google', 44],
  ['yelp', 13],
  ['facebook', 10],
  ['opentable', 8],
  ['plaudit', 8],
  ['trip_advisor', 7],
  ['apple_maps', 3],
  ['bing', 2],
  ['zomato', 2],
  ['foursquare', 2],
  ['trustpilot', 1],
];
const CAFE_SOURCES: Weights = [
  ['google', 50],
  ['yelp', 15],
  ['facebook', 10],
  ['plaudit', 9],
  ['foursquare', 5],
  ['apple_maps', 4],
  ['trip_advisor', 4],
  ['bing', 3],
];
const HEALTH_SOURCES: Weights = [
  ['google', 40],
  ['healthgrades', 14],
  ['zocdoc', 12],
  ['vitals', 9],
  ['plaudit', 10],
  ['facebook', 7],
  ['yelp', 5],
  ['bing', 2],
  ['apple_maps', 1],
];

const TZ_OFFSET_HOURS: Record<string, number> = {
  'America/New_York': 5,
  'America/Chicago': 6,
  'America/Denver': 7,
  'America/Phoenix': 7,
  'America/Los_Angeles': 8,
};

const RESTAURANT_DAY_WEIGHT = [1.2, 0.8, 0.8, 0.85, 0.95, 1.15, 1.3]; // Sunday first (getUTCDay)
const RESTAURANT_HOURS: Weights = [
  ['12', 1],
  ['13', 2],
  ['14', 2],
  ['15', 1],
  ['18', 1],
  ['19', 2],
  ['20', 3],
  ['21', 3],
  ['22', 2],
  ['23', 1],
];

export type GenerateReviewsInput = {
  rng: Random;
  anchor: Date;
  accountId: number;
  vertical: 'restaurant' | 'health_care';
  total: number;
  /** Scales the reply rate (1 is about 55-60% of reviews replied to). */
  responseFactor: number;
  /** User ids that write replies (the last one writes most). */
  responders: number[];
  firstReviewId: number;
  sourceByCode: Map<string, number>;
  locations: SeededLocation[];
  tagNames: string[];
};

export type ReviewRow = {
  id: number;
  account_id: number;
  location_id: number;
  source_id: number;
  rating: number;
  author_name: string;
  author_email: string | null;
  title: string | null;
  content: string;
  published_at: string;
  status: 'new' | 'in_progress' | 'completed' | 'flagged';
  review_type: 'review' | 'recommendation' | 'feedback';
  sentiment: number;
  external_id: string;
  url: string | null;
  created_at: string;
  updated_at: string;
};

export type ResponseRow = {
  account_id: number;
  review_id: number;
  source_id: number;
  author_user_id: number;
  content: string;
  status: 'draft' | 'published' | 'error_published';
  status_description: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
};

type Draft = {
  review: Omit<ReviewRow, 'id'>;
  text: GeneratedReview;
  recommends: boolean | undefined;
  location: SeededLocation;
  sourceCode: string;
  publishedMs: number;
};

/** Active review window of a location: [start, end) in ms. */
function windowOf(loc: SeededLocation, anchorMs: number): [number, number] {
  const start = anchorMs - Math.min(WINDOW_DAYS, loc.def.openedDaysAgo ?? WINDOW_DAYS) * DAY;
  const closedDaysAgo =
    loc.def.openStatus === 'inactive'
      ? 240
      : loc.def.openStatus === 'temporarily_inactive'
        ? 45
        : 0;
  return [start, anchorMs - closedDaysAgo * DAY];
}

/**
 * Generates an account's reviews, replies and review tags in memory: volume
 * grows over the two years, restaurants peak on weekends and evenings,
 * ratings follow each location's quality with a slight upward trend.
 */
export function generateDemoReviews(input: GenerateReviewsInput): {
  reviews: ReviewRow[];
  responses: ResponseRow[];
  reviewTags: { review_id: number; tag: string; created_at: string }[];
} {
  const { rng, anchor, accountId, locations } = input;
  const anchorMs = anchor.getTime();

  // Volume per location: weight x share of the window it was open.
  const shares = locations.map((loc) => {
    const [start, end] = windowOf(loc, anchorMs);
    return loc.def.weight * Math.max(0, end - start);
  });
  const shareTotal = shares.reduce((a, b) => a + b, 0);
  const perLocation = shares.map((s) => Math.floor((input.total * s) / shareTotal));
  let missing = input.total - perLocation.reduce((a, b) => a + b, 0);
  for (let i = 0; missing > 0; i = (i + 1) % perLocation.length, missing--) perLocation[i]! += 1;

  const drafts: Draft[] = [];
  locations.forEach((loc, index) => {
    const locRng = rng.fork(`loc-${loc.def.label}`);
    const [start, end] = windowOf(loc, anchorMs);
    const isCafe = loc.def.category === 'gcid:cafe' || loc.def.category === 'gcid:coffee_shop';
    const sources =
      input.vertical === 'health_care'
        ? HEALTH_SOURCES
        : isCafe
          ? CAFE_SOURCES
          : RESTAURANT_SOURCES;
    const tzOffset = TZ_OFFSET_HOURS[loc.def.timezone] ?? 6;
    for (let n = 0; n < perLocation[index]!; n++) {
      const { publishedMs, fraction } = sampleDate(locRng, start, end, tzOffset, input.vertical);
      const stars = sampleRating(locRng, loc.def.quality + 0.08 * (fraction - 0.5));
      const sourceCode = locRng.weighted(sources);
      const draft = buildReview(locRng, {
        accountId,
        loc,
        sourceCode,
        sourceId: input.sourceByCode.get(sourceCode)!,
        stars,
        publishedMs,
        anchorMs,
      });
      drafts.push(draft);
    }
  });

  // Ids grow with time, as they would in production.
  drafts.sort((a, b) => a.publishedMs - b.publishedMs || a.location.id - b.location.id);

  const reviews: ReviewRow[] = [];
  const responses: ResponseRow[] = [];
  const reviewTags: { review_id: number; tag: string; created_at: string }[] = [];
  drafts.forEach((draft, i) => {
    const id = input.firstReviewId + i;
    const review: ReviewRow = { id, ...draft.review };
    const r = rng;
    const rating = review.rating;
    const negative = review.sentiment < 0;
    const neutral = review.sentiment === 0;
    const ageDays = (anchorMs - draft.publishedMs) / DAY;

    let p = (negative ? 0.85 : neutral ? 0.75 : 0.62) * input.responseFactor;
    if (ageDays < 3) p *= 0.2;
    else if (ageDays < 14) p *= 0.7;
    const responded =
      RESPONDABLE.has(draft.sourceCode) && review.content !== '' && r.chance(Math.min(0.97, p));
    if (responded) {
      const status = r.weighted([
        ['published', 95],
        ['error_published', 2],
        ['draft', 3],
      ] as const);
      const delayHours = r.weighted([
        [r.int(1, 12), 40],
        [r.int(12, 48), 35],
        [r.int(48, 168), 20],
        [r.int(168, 480), 5],
      ] as const);
      const publishedMs = Math.min(
        draft.publishedMs + delayHours * 3_600_000 + r.int(0, 59) * 60_000,
        anchorMs - 60_000,
      );
      const content = generateResponseText(r, draft.location.context, {
        authorName: review.author_name,
        rating,
        ...(draft.recommends !== undefined ? { recommends: draft.recommends } : {}),
        mentions: draft.text.mentions,
        aspects: draft.text.aspects,
      });
      const author =
        input.responders.length > 1 && r.chance(0.35)
          ? input.responders[0]!
          : input.responders[input.responders.length - 1]!;
      const createdMs = Math.max(draft.publishedMs, publishedMs - r.int(2, 90) * 60_000);
      responses.push({
        account_id: accountId,
        review_id: id,
        source_id: review.source_id,
        author_user_id: author,
        content,
        status,
        status_description:
          status === 'error_published'
            ? r.pick([
                'The review was removed from the site before the reply could be posted.',
                'The page access token has expired; reconnect the integration.',
              ])
            : null,
        published_at: status === 'draft' ? null : new Date(publishedMs).toISOString(),
        created_at: new Date(createdMs).toISOString(),
        updated_at: new Date(publishedMs).toISOString(),
      });
      review.status = status === 'published' ? 'completed' : 'in_progress';
      review.updated_at = new Date(publishedMs).toISOString();
    } else {
      review.status = r.weighted([
        ['new', 85],
        ['in_progress', 7],
        ['flagged', negative ? 12 : 2],
      ] as const);
    }

    const tagAt = new Date(
      Math.min(draft.publishedMs + r.int(1, 72) * 3_600_000, anchorMs - 60_000),
    ).toISOString();
    const tags: string[] = [];
    if (r.chance(0.01)) tags.push('VIP');
    if (!negative && draft.text.mentions.staff && r.chance(0.15)) tags.push('Staff praise');
    if (negative && r.chance(0.25)) tags.push('Complaint');
    if (negative && review.status !== 'completed' && r.chance(0.35)) tags.push('Follow up');
    for (const tag of tags)
      if (input.tagNames.includes(tag)) reviewTags.push({ review_id: id, tag, created_at: tagAt });

    reviews.push(review);
  });
  return { reviews, responses, reviewTags };
}

function sampleDate(
  rng: Random,
  start: number,
  end: number,
  tzOffsetHours: number,
  vertical: 'restaurant' | 'health_care',
): { publishedMs: number; fraction: number } {
  const span = end - start;
  for (;;) {
    // Density grows linearly with time (twice as many reviews at the end as at the start).
    const fraction = -1 + Math.sqrt(1 + 3 * rng.next());
    const dayStart = Math.floor((start + fraction * span) / DAY) * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    const dayWeight =
      vertical === 'restaurant' ? RESTAURANT_DAY_WEIGHT[weekday]! / 1.3 : weekday === 0 ? 0.5 : 1;
    if (!rng.chance(dayWeight)) continue;
    const localHour =
      vertical === 'restaurant' ? Number(rng.weighted(RESTAURANT_HOURS)) : rng.int(8, 20);
    let ms = dayStart + (localHour + tzOffsetHours) * 3_600_000 + rng.int(0, 3599) * 1000;
    while (ms >= end) ms -= DAY;
    if (ms < start) continue;
    return { publishedMs: ms, fraction };
  }
}

function sampleRating(rng: Random, quality: number): number {
  const q = Math.max(0.2, Math.min(0.85, quality));
  return rng.weighted([
    [5, 30 + 55 * q],
    [4, 20],
    [3, 8],
    [2, Math.max(2, 5 + 12 * (0.6 - q))],
    [1, Math.max(2, 6 + 40 * (0.6 - q))],
  ]);
}

function buildReview(
  rng: Random,
  p: {
    accountId: number;
    loc: SeededLocation;
    sourceCode: string;
    sourceId: number;
    stars: number;
    publishedMs: number;
    anchorMs: number;
  },
): Draft {
  const { loc, sourceCode, stars } = p;
  let rating = stars;
  let reviewType: ReviewRow['review_type'] = 'review';
  let recommends: boolean | undefined;
  if (sourceCode === 'facebook' && rng.chance(0.7)) {
    rating = 0;
    reviewType = 'recommendation';
    recommends = stars >= 4 || (stars === 3 && rng.chance(0.5));
  } else if (sourceCode === 'plaudit') {
    reviewType = 'feedback';
  }
  const text = generateReviewText(
    rng,
    loc.context,
    rating,
    recommends === undefined ? {} : { recommends },
  );
  const ratingOnly = sourceCode === 'google' && rng.chance(0.04);
  const titled =
    sourceCode === 'trip_advisor' || sourceCode === 'trustpilot'
      ? true
      : ['zomato', 'healthgrades', 'vitals'].includes(sourceCode)
        ? rng.chance(0.5)
        : sourceCode === 'plaudit'
          ? rng.chance(0.4)
          : false;
  const author = generateAuthorName(rng, sourceCode);
  const externalId = `${sourceCode}-${Math.floor(rng.next() * 2 ** 48).toString(36)}`;
  const sentiment = rating === 0 ? (recommends ? 1 : -1) : rating >= 4 ? 1 : rating <= 2 ? -1 : 0;
  const slug = `${loc.context.place}-${loc.def.label}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const urls: Record<string, string | null> = {
    google: loc.placeId
      ? `https://www.google.com/maps/place/?q=place_id:${loc.placeId}&review=${externalId}`
      : null,
    facebook: `https://www.facebook.com/${slug}/reviews`,
    yelp: `https://www.yelp.com/biz/${slug}?hrid=${externalId}`,
    trip_advisor: `https://www.tripadvisor.com/ShowUserReviews-${externalId}-${slug}.html`,
    opentable: `https://www.opentable.com/r/${slug}`,
    healthgrades: `https://www.healthgrades.com/group-directory/${slug}`,
    vitals: `https://www.vitals.com/group-practice/${slug}`,
    zocdoc: `https://www.zocdoc.com/practice/${slug}`,
    trustpilot: `https://www.trustpilot.com/reviews/${externalId}`,
  };
  const createdMs = Math.min(p.publishedMs + rng.int(5, 600) * 60_000, p.anchorMs - 1000);
  return {
    review: {
      account_id: p.accountId,
      location_id: loc.id,
      source_id: p.sourceId,
      rating,
      author_name: author,
      author_email: reviewType === 'feedback' ? emailFor(author, rng) : null,
      title: titled && !ratingOnly ? text.title : null,
      content: ratingOnly ? '' : text.content,
      published_at: new Date(p.publishedMs).toISOString(),
      status: 'new',
      review_type: reviewType,
      sentiment,
      external_id: externalId,
      url: urls[sourceCode] ?? null,
      created_at: new Date(Math.max(createdMs, p.publishedMs)).toISOString(),
      updated_at: new Date(Math.max(createdMs, p.publishedMs)).toISOString(),
    },
    text,
    recommends,
    location: loc,
    sourceCode,
    publishedMs: p.publishedMs,
  };
}

export type SeededLocation = {
  id: number;
  def: DemoLocation;
  name: string;
  placeId: string | null;
  context: ReviewContext;
};
