import type { ReviewArrival } from '../src/areas/reviews/ingest-review';
import type { Db } from '../src/db/open-database';
import { BLUE_FERN, COPPER_KETTLE, EVERGREEN, STAFF_FIRST_NAMES } from './demo-data';
import { generateAuthorName, generateReviewText, type ReviewContext } from './generate-review-text';
import { createRandom, type Random } from './random';

/** The demo accounts that receive new reviews, with what their reviews talk about. */
const DEMO_BRANDS = [
  { def: BLUE_FERN, vertical: 'restaurant' as const, sources: ['google', 'yelp', 'facebook'] },
  { def: COPPER_KETTLE, vertical: 'restaurant' as const, sources: ['google', 'yelp'] },
  { def: EVERGREEN, vertical: 'health_care' as const, sources: ['google', 'healthgrades'] },
];

/** Mostly happy guests, some unhappy ones: what a real week of reviews looks like. */
const RATINGS = [
  [5, 50],
  [4, 22],
  [3, 10],
  [2, 8],
  [1, 10],
] as const;

/**
 * Picks the next demo review: a demo account (by the seed's names; none in a real
 * database), one of its locations, a source and a rating, with text written the way the
 * seed writes its reviews. Returns null when the demo accounts are not there.
 */
export async function nextDemoArrival(
  db: Db,
  rng: Random = createRandom(Date.now()),
  /** Only this demo account (benchmarks). */
  accountName?: string,
): Promise<{ accountId: number; arrival: ReviewArrival } | null> {
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'name'])
    .where('name', 'in', accountName ? [accountName] : DEMO_BRANDS.map((b) => b.def.name))
    .where('status', 'in', ['active', 'trial'])
    .execute();
  if (accounts.length === 0) return null;
  const account = rng.pick(accounts);
  const brand = DEMO_BRANDS.find((b) => b.def.name === account.name)!;
  const [locations, sources] = await Promise.all([
    db
      .selectFrom('locations')
      .select(['id', 'name', 'city'])
      .where('account_id', '=', account.id)
      .orderBy('id')
      .execute(),
    db.selectFrom('sources').select(['id', 'code']).where('code', 'in', brand.sources).execute(),
  ]);
  if (locations.length === 0 || sources.length === 0) return null;
  const location = rng.pick(locations);
  const source = rng.pick(sources);
  const rating = rng.weighted(RATINGS);
  const staff = rng.sample(STAFF_FIRST_NAMES, 4);
  const def = brand.def as {
    brand: string;
    dishes?: readonly string[];
    drinks?: readonly string[];
    providers?: readonly string[];
  };
  const context: ReviewContext = {
    vertical: brand.vertical,
    place: def.brand,
    city: location.city ?? '',
    hood: location.name.split(' - ').at(-1) ?? location.name,
    staff,
    manager: rng.pick(STAFF_FIRST_NAMES.filter((n) => !staff.includes(n))),
    providers: def.providers ? rng.sample(def.providers, 2) : [],
    dishes: def.dishes ?? [],
    drinks: def.drinks ?? [],
    email: 'hello@example.com',
    phone: '(512) 555-0100',
  };
  const text = generateReviewText(rng, context, rating);
  return {
    accountId: account.id,
    arrival: {
      location_id: location.id,
      source_id: source.id,
      external_id: `demo-${Date.now().toString(36)}-${rng.int(0, 1e9).toString(36)}`,
      rating,
      title: text.title || null,
      content: text.content,
      author_name: generateAuthorName(rng, source.code),
      published_at: new Date().toISOString(),
    },
  };
}
