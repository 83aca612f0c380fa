import { sql } from 'kysely';
import { rebuildInsightRollups } from '../src/areas/insights/rollups';
import type { Db } from '../src/db/open-database';
import { hashPassword } from '../src/http/credentials';
import { buildHours } from './build-location-details';
import {
  BLUE_FERN,
  COPPER_KETTLE,
  DEMO_SETTINGS,
  REVIEW_TAGS,
  STAFF_FIRST_NAMES,
} from './demo-data';
import {
  generateResponseText,
  generateReviewText,
  type ReviewContext,
} from './generate-review-text';
import { insertRows } from './insert-rows';
import { createRandom } from './random';
import { FIRST_NAMES, LAST_NAMES } from './review-phrases';
import { DEMO_PASSWORD, defaultAnchor, type SeedCounts } from './seed-demo';
import { seedReferenceData } from './seed-reference-data';

export const LARGE_ACCOUNT_NAME = 'Benchmark Brands';
export const LARGE_USER_EMAIL = 'bench@demo.test';

export type SeedLargeOptions = {
  /** Default 10,000. */
  locations?: number;
  /** Default 1,000,000. */
  reviews?: number;
  /** Reviews end just before this instant; default today at 00:00 UTC. */
  anchor?: Date;
  /** Rows per INSERT ... SELECT statement; default 100,000. */
  batchSize?: number;
  /** Builds the report rollups (default true; the API list and exports benches read none). */
  rollups?: boolean;
  onProgress?: (message: string) => void;
};

export type SeedLargeResult = {
  accountId: number;
  /** false when the account already existed (nothing was added). */
  created: boolean;
  counts: SeedCounts;
  elapsedMs: number;
};

const DAY = 86_400_000;
const TEXTS_PER_BUCKET = 3000;
const REPLIES_PER_BUCKET = 600;

/** [city, state, zip prefix, latitude, longitude, area code, timezone] */
const CITIES: readonly (readonly [string, string, string, number, number, string, string])[] = [
  ['New York', 'NY', '100', 40.7128, -74.006, '212', 'America/New_York'],
  ['Brooklyn', 'NY', '112', 40.6782, -73.9442, '718', 'America/New_York'],
  ['Boston', 'MA', '021', 42.3601, -71.0589, '617', 'America/New_York'],
  ['Philadelphia', 'PA', '191', 39.9526, -75.1652, '215', 'America/New_York'],
  ['Pittsburgh', 'PA', '152', 40.4406, -79.9959, '412', 'America/New_York'],
  ['Baltimore', 'MD', '212', 39.2904, -76.6122, '410', 'America/New_York'],
  ['Washington', 'DC', '200', 38.9072, -77.0369, '202', 'America/New_York'],
  ['Richmond', 'VA', '232', 37.5407, -77.436, '804', 'America/New_York'],
  ['Charlotte', 'NC', '282', 35.2271, -80.8431, '704', 'America/New_York'],
  ['Raleigh', 'NC', '276', 35.7796, -78.6382, '919', 'America/New_York'],
  ['Atlanta', 'GA', '303', 33.749, -84.388, '404', 'America/New_York'],
  ['Miami', 'FL', '331', 25.7617, -80.1918, '305', 'America/New_York'],
  ['Orlando', 'FL', '328', 28.5383, -81.3792, '407', 'America/New_York'],
  ['Tampa', 'FL', '336', 27.9506, -82.4572, '813', 'America/New_York'],
  ['Jacksonville', 'FL', '322', 30.3322, -81.6557, '904', 'America/New_York'],
  ['Detroit', 'MI', '482', 42.3314, -83.0458, '313', 'America/New_York'],
  ['Columbus', 'OH', '432', 39.9612, -82.9988, '614', 'America/New_York'],
  ['Cleveland', 'OH', '441', 41.4993, -81.6944, '216', 'America/New_York'],
  ['Indianapolis', 'IN', '462', 39.7684, -86.1581, '317', 'America/New_York'],
  ['Chicago', 'IL', '606', 41.8781, -87.6298, '312', 'America/Chicago'],
  ['Milwaukee', 'WI', '532', 43.0389, -87.9065, '414', 'America/Chicago'],
  ['Minneapolis', 'MN', '554', 44.9778, -93.265, '612', 'America/Chicago'],
  ['St. Louis', 'MO', '631', 38.627, -90.1994, '314', 'America/Chicago'],
  ['Kansas City', 'MO', '641', 39.0997, -94.5786, '816', 'America/Chicago'],
  ['Nashville', 'TN', '372', 36.1627, -86.7816, '615', 'America/Chicago'],
  ['Memphis', 'TN', '381', 35.1495, -90.049, '901', 'America/Chicago'],
  ['New Orleans', 'LA', '701', 29.9511, -90.0715, '504', 'America/Chicago'],
  ['Houston', 'TX', '770', 29.7604, -95.3698, '713', 'America/Chicago'],
  ['Dallas', 'TX', '752', 32.7767, -96.797, '214', 'America/Chicago'],
  ['Austin', 'TX', '787', 30.2672, -97.7431, '512', 'America/Chicago'],
  ['San Antonio', 'TX', '782', 29.4241, -98.4936, '210', 'America/Chicago'],
  ['Fort Worth', 'TX', '761', 32.7555, -97.3308, '817', 'America/Chicago'],
  ['Oklahoma City', 'OK', '731', 35.4676, -97.5164, '405', 'America/Chicago'],
  ['Omaha', 'NE', '681', 41.2565, -95.9345, '402', 'America/Chicago'],
  ['Denver', 'CO', '802', 39.7392, -104.9903, '303', 'America/Denver'],
  ['Salt Lake City', 'UT', '841', 40.7608, -111.891, '801', 'America/Denver'],
  ['Albuquerque', 'NM', '871', 35.0844, -106.6504, '505', 'America/Denver'],
  ['Boise', 'ID', '837', 43.615, -116.2023, '208', 'America/Denver'],
  ['Phoenix', 'AZ', '850', 33.4484, -112.074, '602', 'America/Phoenix'],
  ['Tucson', 'AZ', '857', 32.2226, -110.9747, '520', 'America/Phoenix'],
  ['Las Vegas', 'NV', '891', 36.1699, -115.1398, '702', 'America/Los_Angeles'],
  ['Los Angeles', 'CA', '900', 34.0522, -118.2437, '213', 'America/Los_Angeles'],
  ['San Diego', 'CA', '921', 32.7157, -117.1611, '619', 'America/Los_Angeles'],
  ['San Jose', 'CA', '951', 37.3382, -121.8863, '408', 'America/Los_Angeles'],
  ['San Francisco', 'CA', '941', 37.7749, -122.4194, '415', 'America/Los_Angeles'],
  ['Sacramento', 'CA', '958', 38.5816, -121.4944, '916', 'America/Los_Angeles'],
  ['Fresno', 'CA', '937', 36.7378, -119.7871, '559', 'America/Los_Angeles'],
  ['Portland', 'OR', '972', 45.5152, -122.6784, '503', 'America/Los_Angeles'],
  ['Seattle', 'WA', '981', 47.6062, -122.3321, '206', 'America/Los_Angeles'],
  ['Spokane', 'WA', '992', 47.6588, -117.426, '509', 'America/Los_Angeles'],
];

const BRANDS = [
  'Harbor Grill',
  'Sunrise Diner',
  'Maple & Rye',
  'Golden Wok',
  'Casa Verde',
  'Urban Slice',
];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Park Blvd',
  'Washington St',
  'Lake Rd',
  'Market St',
  'Elm St',
];

/** [source code, weight] for the benchmark reviews. */
const LARGE_SOURCES: readonly (readonly [string, number])[] = [
  ['google', 46],
  ['yelp', 13],
  ['facebook', 10],
  ['plaudit', 8],
  ['trip_advisor', 7],
  ['opentable', 6],
  ['apple_maps', 3],
  ['bing', 3],
  ['foursquare', 2],
  ['trustpilot', 2],
];
const RESPONDABLE = [
  'google',
  'facebook',
  'yelp',
  'trip_advisor',
  'plaudit',
  'opentable',
  'trustpilot',
];

/**
 * Adds the benchmark account "Benchmark Brands" with `locations` locations,
 * 100 groups, six directory listings per location and `reviews` reviews over
 * two years (about 55% replied to, 2% tagged). Rows are produced inside the
 * database with INSERT ... SELECT generate_series, picking texts from a few
 * thousand generated reviews. Not deterministic (uses random()). Skips when
 * the account exists.
 */
export async function seedLarge(db: Db, opts: SeedLargeOptions = {}): Promise<SeedLargeResult> {
  const started = performance.now();
  const locationCount = opts.locations ?? 10_000;
  const reviewCount = opts.reviews ?? 1_000_000;
  const batchSize = opts.batchSize ?? 100_000;
  const anchor = opts.anchor ?? defaultAnchor();
  const log = opts.onProgress ?? (() => {});
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  const existing = await db
    .selectFrom('accounts')
    .select('id')
    .where('name', '=', LARGE_ACCOUNT_NAME)
    .executeTakeFirst();
  if (existing) return { accountId: existing.id, created: false, counts: {}, elapsedMs: 0 };

  const ref = await seedReferenceData(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const counts: SeedCounts = {};

  const { accountId, userId } = await db.transaction().execute(async (tx) => {
    const account = await tx
      .insertInto('accounts')
      .values({
        name: LARGE_ACCOUNT_NAME,
        status: 'active',
        vertical: 'restaurant',
        segment: 'Enterprise',
        plan_code: 'enterprise',
        created_at: new Date(anchor.getTime() - 900 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await tx
      .insertInto('users')
      .values({
        account_id: account.id,
        email: LARGE_USER_EMAIL,
        name: 'Bench Admin',
        user_type: 'administrator',
        owner: true,
        password_hash: passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertRows(
      tx,
      'account_settings',
      DEMO_SETTINGS.map((code) => ({ account_id: account.id, code, value: 'true' })),
    );
    return { accountId: account.id, userId: user.id };
  });

  try {
    // Locations.
    const cities = CITIES.map(([city, state, zip, lat, lng, area, tz], n) => ({
      n,
      city,
      state_id: ref.stateByCode.get(`US-${state}`) ?? null,
      zip,
      lat,
      lng,
      area,
      tz,
    }));
    const categories = [
      'gcid:restaurant',
      'gcid:american_restaurant',
      'gcid:bistro',
      'gcid:cafe',
      'gcid:mexican_restaurant',
      'gcid:pizza_restaurant',
    ].map((g) => ref.categoryByGcid.get(g)!);
    const hours = JSON.stringify(buildHours('standard'));
    await sql`
      INSERT INTO locations (account_id, name, public_name, address, city, country_id, state_id, zipcode, phone,
        website, external_id, google_place_id, category_id, open_status, hours, is_headquarters, publishing_enabled,
        timezone, latitude, longitude, created_at, updated_at)
      SELECT ${accountId}::int, b.brand || ' #' || lpad(i::text, 5, '0') || ' - ' || c.city, b.brand || ' ' || c.city,
        (100 + (i * 37) % 9800)::text || ' ' || (${JSON.stringify(STREETS)}::jsonb ->> (i % ${STREETS.length})),
        c.city, ${ref.countryByCode.get('US')!}, c.state_id, c.zip || lpad((i % 100)::text, 2, '0'),
        '(' || c.area || ') 555-' || lpad((i % 10000)::text, 4, '0'),
        'https://benchmark-brands.example.com/locations/' || i, 'BB-' || lpad(i::text, 5, '0'),
        CASE WHEN i % 20 = 0 THEN NULL ELSE 'ChIJ' || substr(md5('place' || i), 1, 23) END,
        (${JSON.stringify(categories)}::jsonb ->> (i % ${categories.length}))::int,
        CASE WHEN i % 97 = 0 THEN 'inactive' WHEN i % 53 = 0 THEN 'temporarily_inactive' ELSE 'active' END,
        ${hours}::jsonb, i = 1, i % 10 <> 0, c.tz,
        c.lat + ((i * 7919) % 1000 - 500) / 10000.0, c.lng + ((i * 104729) % 1000 - 500) / 10000.0,
        ${new Date(anchor.getTime() - 800 * DAY).toISOString()}::timestamptz - (i % 200) * interval '1 day',
        ${new Date(anchor.getTime() - 30 * DAY).toISOString()}::timestamptz
      FROM generate_series(1, ${locationCount}::int) i
      JOIN json_to_recordset(${JSON.stringify(cities)}::json)
        AS c(n int, city text, state_id int, zip text, lat float8, lng float8, area text, tz text)
        ON c.n = i % ${cities.length}
      JOIN (SELECT ordinality - 1 AS n, brand FROM jsonb_array_elements_text(${JSON.stringify(BRANDS)}::jsonb) WITH ORDINALITY AS x(brand, ordinality)) b
        ON b.n = (i / ${cities.length}) % ${BRANDS.length}
      ORDER BY i`.execute(db);
    counts.locations = locationCount;
    log(`locations: ${locationCount} (${elapsed()})`);

    // A scratch table numbering the account's locations 1..N.
    await sql`DROP TABLE IF EXISTS seed_large_locations`.execute(db);
    await sql`CREATE TABLE seed_large_locations AS
      SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM locations WHERE account_id = ${accountId}`.execute(
      db,
    );
    await sql`ALTER TABLE seed_large_locations ADD PRIMARY KEY (n)`.execute(db);

    // Groups: 100 regions, every location in one, every 25th also in "Flagships".
    const groupCount = 100;
    await sql`INSERT INTO groups (account_id, name)
      SELECT ${accountId}, CASE WHEN g = ${groupCount} THEN 'Flagships' ELSE 'Region ' || lpad(g::text, 3, '0') END
      FROM generate_series(1, ${groupCount}::int) g`.execute(db);
    const groupIds = (
      await db
        .selectFrom('groups')
        .select('id')
        .where('account_id', '=', accountId)
        .orderBy('id')
        .execute()
    ).map((g) => g.id);
    await sql`INSERT INTO group_locations (account_id, group_id, location_id)
      SELECT ${accountId}::int, (${JSON.stringify(groupIds)}::jsonb ->> ((l.n - 1) % ${groupCount - 1}))::int, l.id
      FROM seed_large_locations l
      UNION ALL
      SELECT ${accountId}::int, ${groupIds[groupCount - 1]!}::int, l.id FROM seed_large_locations l WHERE l.n % 25 = 1`.execute(
      db,
    );
    counts.groups = groupCount;
    log(`groups: ${groupCount} (${elapsed()})`);

    // Directory listings.
    await sql`INSERT INTO location_directories (account_id, location_id, source_id, status, listing_url, reference_id, last_checked_at)
      SELECT ${accountId}::int, l.id, s.id, st.status,
        CASE WHEN st.status = 'not_available' THEN NULL ELSE 'https://listings.example.com/' || s.code || '/' || l.id END,
        CASE WHEN st.status = 'not_available' THEN NULL ELSE s.code || '-' || l.id END,
        ${anchor.toISOString()}::timestamptz - (random() * 72) * interval '1 hour'
      FROM seed_large_locations l
      CROSS JOIN sources s
      CROSS JOIN LATERAL (SELECT random() + l.n * 0 + s.id * 0 AS u) r
      CROSS JOIN LATERAL (SELECT CASE WHEN r.u < 0.68 THEN 'in_sync' WHEN r.u < 0.78 THEN 'not_in_sync'
        WHEN r.u < 0.84 THEN 'pending_sync' WHEN r.u < 0.89 THEN 'in_progress' WHEN r.u < 0.95 THEN 'not_available'
        WHEN r.u < 0.98 THEN 'action_required' ELSE 'published' END AS status) st
      WHERE s.is_directory`.execute(db);
    counts.location_directories = locationCount * 6;
    log(`location_directories: ${counts.location_directories} (${elapsed()})`);

    // Texts to pick from: buckets 1-5 by star rating, 6/7 for Facebook (not) recommending.
    const rng = createRandom('plaudit-large-v1');
    const contexts: ReviewContext[] = CITIES.slice(0, 24).map(([city], i) => {
      const staff = rng.sample(STAFF_FIRST_NAMES, 5);
      return {
        vertical: 'restaurant',
        place: BRANDS[i % BRANDS.length]!,
        city,
        hood: rng.pick([
          'Downtown',
          'Midtown',
          'Uptown',
          'Old Town',
          'the Waterfront',
          'the Arts District',
        ]),
        staff,
        manager: rng.pick(STAFF_FIRST_NAMES),
        providers: [],
        dishes: i % 4 === 3 ? COPPER_KETTLE.dishes : BLUE_FERN.dishes,
        drinks: i % 4 === 3 ? COPPER_KETTLE.drinks : BLUE_FERN.drinks,
        email: `guest-care@benchmark-brands.example.com`,
        phone: '(800) 555-0199',
      };
    });
    const texts: { bucket: number; idx: number; title: string; content: string }[] = [];
    const replies: { bucket: number; idx: number; content: string }[] = [];
    for (let bucket = 1; bucket <= 7; bucket++) {
      for (let idx = 0; idx < TEXTS_PER_BUCKET; idx++) {
        const ctx = rng.pick(contexts);
        const rating = bucket <= 5 ? bucket : 0;
        const t = generateReviewText(
          rng,
          ctx,
          rating,
          bucket > 5 ? { recommends: bucket === 6 } : {},
        );
        texts.push({ bucket, idx, title: t.title, content: t.content });
      }
    }
    for (const [bucket, rating] of [
      [0, 1],
      [1, 5],
      [2, 3],
    ] as const) {
      for (let idx = 0; idx < REPLIES_PER_BUCKET; idx++) {
        const ctx = rng.pick(contexts);
        const name = rng.pick(FIRST_NAMES);
        replies.push({
          bucket,
          idx,
          content: generateResponseText(rng, ctx, {
            authorName: name,
            rating,
            mentions: {},
            aspects: [],
          }),
        });
      }
    }
    await sql`DROP TABLE IF EXISTS seed_large_texts`.execute(db);
    await sql`DROP TABLE IF EXISTS seed_large_replies`.execute(db);
    await sql`CREATE TABLE seed_large_texts (bucket int, idx int, title text, content text, PRIMARY KEY (bucket, idx))`.execute(
      db,
    );
    await sql`CREATE TABLE seed_large_replies (bucket int, idx int, content text, PRIMARY KEY (bucket, idx))`.execute(
      db,
    );
    for (let i = 0; i < texts.length; i += 2000) {
      await sql`INSERT INTO seed_large_texts SELECT * FROM json_to_recordset(${JSON.stringify(texts.slice(i, i + 2000))}::json)
        AS t(bucket int, idx int, title text, content text)`.execute(db);
    }
    await sql`INSERT INTO seed_large_replies SELECT * FROM json_to_recordset(${JSON.stringify(replies)}::json)
      AS t(bucket int, idx int, content text)`.execute(db);

    // Reviews.
    const sourceId = (code: string) => ref.sourceByCode.get(code)!;
    const totalWeight = LARGE_SOURCES.reduce((a, [, w]) => a + w, 0);
    let cumulative = 0;
    const sourceCase = sql.raw(
      `CASE ${LARGE_SOURCES.map(([code, w]) => {
        cumulative += w / totalWeight;
        return `WHEN u_src < ${cumulative.toFixed(6)} THEN ${sourceId(code)}`;
      }).join(' ')} ELSE ${sourceId('google')} END`,
    );
    const fb = sourceId('facebook');
    const plaudit = sourceId('plaudit');
    const titled = sql.raw([sourceId('trip_advisor'), sourceId('trustpilot')].join(','));
    const respondable = sql.raw(RESPONDABLE.map(sourceId).join(','));
    const start = new Date(anchor.getTime() - 730 * DAY).toISOString();
    const spanSeconds = 730 * 86_400;
    const firstNames = JSON.stringify(FIRST_NAMES);
    const lastNames = JSON.stringify(LAST_NAMES);
    for (let from = 1; from <= reviewCount; from += batchSize) {
      const to = Math.min(reviewCount, from + batchSize - 1);
      await sql`
        WITH names AS (
          SELECT ARRAY(SELECT json_array_elements_text(${firstNames}::json)) AS first,
                 ARRAY(SELECT json_array_elements_text(${lastNames}::json)) AS last
        ), r AS (
          SELECT g, random() AS u_loc, random() AS u_rating, random() AS u_src, random() AS u_rec, random() AS u_text,
            random() AS u_time, random() AS u_status, random() AS u_first, random() AS u_last
          FROM generate_series(${from}::int, ${to}::int) g
        ), a AS (
          SELECT r.*, ${sourceCase} AS source_id,
            CASE WHEN u_rating < 0.56 THEN 5 WHEN u_rating < 0.76 THEN 4 WHEN u_rating < 0.84 THEN 3
              WHEN u_rating < 0.90 THEN 2 ELSE 1 END AS stars
          FROM r
        ), b AS (
          SELECT a.*, (a.source_id = ${fb} AND u_rec < 0.7) AS is_rec FROM a
        ), c AS (
          SELECT b.*,
            CASE WHEN is_rec THEN 0 ELSE stars END AS rating,
            CASE WHEN is_rec THEN (CASE WHEN stars >= 4 THEN 6 ELSE 7 END) ELSE stars END AS bucket,
            ${start}::timestamptz + ((-1 + sqrt(1 + 3 * u_time)) * ${spanSeconds}) * interval '1 second' AS published_at,
            names.first[1 + floor(u_first * array_length(names.first, 1))::int] AS first_name,
            names.last[1 + floor(u_last * array_length(names.last, 1))::int] AS last_name
          FROM b CROSS JOIN names
        )
        INSERT INTO reviews (account_id, location_id, source_id, rating, author_name, author_email, title, content,
          published_at, status, review_type, sentiment, external_id, created_at, updated_at)
        SELECT ${accountId}::int, l.id, c.source_id, c.rating,
          c.first_name || ' ' || CASE WHEN c.source_id = ${sourceId('yelp')} THEN left(c.last_name, 1) || '.' ELSE c.last_name END,
          CASE WHEN c.source_id = ${plaudit} THEN lower(c.first_name) || '.' || c.g || '@example.com' END,
          CASE WHEN c.source_id IN (${titled}) THEN t.title END,
          t.content, c.published_at,
          CASE WHEN c.source_id IN (${respondable}) AND c.u_status < 0.6 THEN 'completed'
            WHEN c.u_status >= 0.6 AND c.u_status < 0.66 THEN 'in_progress' WHEN c.u_status > 0.985 THEN 'flagged' ELSE 'new' END,
          CASE WHEN c.is_rec THEN 'recommendation' WHEN c.source_id = ${plaudit} THEN 'feedback' ELSE 'review' END,
          CASE WHEN c.bucket IN (4, 5, 6) THEN 1 WHEN c.bucket IN (1, 2, 7) THEN -1 ELSE 0 END,
          'bench-' || c.g, c.published_at + interval '2 hours', c.published_at + interval '2 hours'
        FROM c
        JOIN seed_large_locations l ON l.n = 1 + floor(power(c.u_loc, 1.4) * ${locationCount})::int
        JOIN seed_large_texts t ON t.bucket = c.bucket AND t.idx = floor(c.u_text * ${TEXTS_PER_BUCKET})::int`.execute(
        db,
      );
      log(`reviews: ${to} (${elapsed()})`);
    }
    counts.reviews = reviewCount;

    // Replies on completed reviews, in id ranges.
    const range = await db
      .selectFrom('reviews')
      .select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')])
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    let responses = 0;
    for (let lo = range.lo ?? 0; lo <= (range.hi ?? -1); lo += batchSize) {
      const result =
        await sql`INSERT INTO responses (account_id, review_id, source_id, author_user_id, content, status,
          published_at, created_at, updated_at)
        SELECT r.account_id, r.id, r.source_id, ${userId}::int, t.content, 'published', p.at, p.at, p.at
        FROM reviews r
        CROSS JOIN LATERAL (SELECT LEAST(r.published_at + (1 + ((r.id % 10007) * 7919) % 120) * interval '1 hour',
          ${anchor.toISOString()}::timestamptz - interval '1 minute') AS at) p
        JOIN seed_large_replies t ON t.bucket = (CASE WHEN r.sentiment > 0 THEN 1 WHEN r.sentiment < 0 THEN 0 ELSE 2 END)
          AND t.idx = r.id % ${REPLIES_PER_BUCKET}
        WHERE r.account_id = ${accountId} AND r.status = 'completed' AND r.id >= ${lo} AND r.id < ${lo + batchSize}`.execute(
          db,
        );
      responses += Number(result.numAffectedRows ?? 0);
    }
    counts.responses = responses;
    log(`responses: ${responses} (${elapsed()})`);

    // Tags on about 2% of reviews.
    const tags = await db
      .insertInto('tags')
      .values(REVIEW_TAGS.map((name) => ({ account_id: accountId, name })))
      .returning(['id', 'name'])
      .execute();
    const tagId = (name: string) => tags.find((t) => t.name === name)!.id;
    const tagged = await sql`INSERT INTO review_tags (account_id, review_id, tag_id, created_at)
      SELECT r.account_id, r.id,
        CASE WHEN r.id % 500 = 0 THEN ${tagId('VIP')}::int WHEN r.sentiment > 0 THEN ${tagId('Staff praise')}::int
          WHEN r.sentiment < 0 AND r.status = 'completed' THEN ${tagId('Complaint')}::int
          ELSE ${tagId('Follow up')}::int END,
        r.published_at + interval '1 day'
      FROM reviews r WHERE r.account_id = ${accountId} AND r.id % 50 = 0`.execute(db);
    counts.review_tags = Number(tagged.numAffectedRows ?? 0);
    log(`review_tags: ${counts.review_tags} (${elapsed()})`);
  } catch (error) {
    // Leave no half-seeded account behind (a rerun would skip it).
    await db.deleteFrom('accounts').where('id', '=', accountId).execute();
    throw error;
  } finally {
    await sql`DROP TABLE IF EXISTS seed_large_locations`.execute(db);
    await sql`DROP TABLE IF EXISTS seed_large_texts`.execute(db);
    await sql`DROP TABLE IF EXISTS seed_large_replies`.execute(db);
  }
  // The report rollups of the account, set-based (its keywords come later: recordReviewInsights).
  if (opts.rollups !== false) {
    await rebuildInsightRollups(db, { accountId });
    log(`rollups (${elapsed()})`);
  }
  // Fresh bulk rows: set the visibility map as autovacuum would, so counts and pages
  // read the indexes alone (a review count over six months: ~18 ms -> ~5 ms).
  await sql`VACUUM (ANALYZE) reviews, responses, locations, location_directories`.execute(db);
  await sql`ANALYZE`.execute(db);
  log(`vacuumed and analyzed (${elapsed()})`);
  return { accountId, created: true, counts, elapsedMs: Math.round(performance.now() - started) };
}
