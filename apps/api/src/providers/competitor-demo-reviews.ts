import { STAFF_FIRST_NAMES } from '../../seed/demo-data';
import { generateAuthorName, generateReviewText } from '../../seed/generate-review-text';
import { createRandom, type Random } from '../../seed/random';
import { isHealthCategory } from './competitor-neighbours';
import type { CompetitorPlace, CompetitorSiteReview } from './competitor-places';
import { hashOf } from './places';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How far back a place's history goes: over a year. */
export const DEMO_HISTORY_DAYS = 450;

/** What kind of place it is, from a hash of its id: how good, how busy, how attentive. */
export function demoProfile(placeId: string) {
  const h = hashOf(`competitor-profile:${placeId}`);
  const part = (shift: number) => ((h >>> shift) % 1024) / 1024;
  return {
    /** 0..1: shifts the share of good ratings. */
    quality: 0.1 + part(0) * 0.8,
    /** Chance of a review on a given day (about 30 to 150 a year). */
    dailyRate: 0.08 + part(10) * 0.32,
    /** Share of reviews the owner answers. */
    replyRate: 0.05 + part(20) * 0.75,
  };
}

type Drawn = { rating: number; at: number; repliedAt: number | null; rng: Random };

/** The review of a place's day, if it had one (the same whoever asks). */
function drawDay(placeId: string, day: number): Drawn | null {
  const p = demoProfile(placeId);
  const rng = createRandom(`competitor-review:${placeId}:${day}`);
  if (!rng.chance(p.dailyRate)) return null;
  const q = p.quality;
  const rating = rng.weighted([
    [5, 18 + 55 * q],
    [4, 22],
    [3, 13 - 7 * q],
    [2, 11 - 9 * q],
    [1, 14 - 12 * q],
  ] as const);
  const at = day * DAY + rng.int(8 * HOUR, 22 * HOUR);
  const repliedAt = rng.chance(p.replyRate) ? at + rng.int(3 * HOUR, 6 * DAY) : null;
  return { rating, at, repliedAt, rng };
}

const summaries = new Map<string, { rating: number | null; count: number }>();

/** The place's average rating and review count over its history up to today (no text made). */
export function demoRatingSummary(placeId: string, now = new Date()) {
  const today = Math.floor(now.getTime() / DAY);
  const key = `${placeId}:${today}`;
  const known = summaries.get(key);
  if (known) return known;
  let sum = 0;
  let count = 0;
  for (let day = today - DEMO_HISTORY_DAYS; day < today; day++) {
    const d = drawDay(placeId, day);
    if (!d) continue;
    sum += d.rating;
    count++;
  }
  const summary = { rating: count ? Math.round((sum / count) * 10) / 10 : null, count };
  if (summaries.size > 5000) summaries.clear();
  summaries.set(key, summary);
  return summary;
}

/**
 * A competitor place's reviews published after `since` (its whole history of
 * DEMO_HISTORY_DAYS when null) and before `now`: one review on some days, its rating shaped
 * by the place's quality, its text from the demo review text generator (so the same
 * experience categories are found as in own reviews), and an owner reply on a share of them
 * once the reply's time has come.
 */
export function demoCompetitorReviews(
  place: CompetitorPlace,
  since: Date | null,
  now: Date,
): CompetitorSiteReview[] {
  const end = now.getTime();
  const first = Math.floor(end / DAY) - DEMO_HISTORY_DAYS;
  const start = since ? Math.max(first, Math.floor(since.getTime() / DAY)) : first;
  const vertical = isHealthCategory(place.category) ? 'health_care' : 'restaurant';
  const city = place.address?.split(',')[1]?.trim() ?? '';
  const out: CompetitorSiteReview[] = [];
  for (let day = start; day <= Math.floor(end / DAY); day++) {
    const d = drawDay(place.google_place_id, day);
    if (!d || d.at >= end || (since && d.at <= since.getTime())) continue;
    const rng = d.rng.fork('text');
    const text = generateReviewText(
      rng,
      {
        vertical,
        place: place.name,
        city,
        hood: city,
        staff: rng.sample(STAFF_FIRST_NAMES, 3),
        manager: rng.pick(STAFF_FIRST_NAMES),
        providers: [],
        dishes: [],
        drinks: [],
        email: 'hello@example.com',
        phone: '(555) 555-0100',
      },
      d.rating,
    );
    out.push({
      external_id: `demo-${place.google_place_id}-${day}`,
      rating: d.rating,
      content: text.content,
      author_name: generateAuthorName(rng, 'google'),
      published_at: new Date(d.at).toISOString(),
      responded_at:
        d.repliedAt !== null && d.repliedAt < end ? new Date(d.repliedAt).toISOString() : null,
    });
  }
  return out;
}
