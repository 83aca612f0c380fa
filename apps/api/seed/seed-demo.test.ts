import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { type DbHandle, openDatabase } from '../src/db/open-database';
import { verifyPassword } from '../src/http/credentials';
import { TEST_ANCHOR } from '../test/anchor';
import { seededDb } from '../test/seeded-db';
import { startTestApi, type TestApi } from '../test/test-api';
import { DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from './seed-demo';
import { seedReferenceData } from './seed-reference-data';

const ANCHOR = TEST_ANCHOR;
const DAY = 86_400_000;

/** An empty, migrated database of the project's kind (dropped by `close`). */
async function freshDb(): Promise<DbHandle> {
  const cfg = await seededDb();
  if (cfg.kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    return handle;
  }
  const name = `plaudit_fresh_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openDatabase({ databaseUrl: `${cfg.serverUrl}postgres`, poolSize: 1 });
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
  const handle = await openDatabase({ databaseUrl: `${cfg.serverUrl}${name}`, poolSize: 2 });
  await migrate(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    },
  };
}

/** A digest of every review's content-bearing columns, in id order. */
async function reviewDigest(
  handle: Pick<DbHandle, 'db'>,
): Promise<{ digest: string; count: number }> {
  const { rows } = await sql<{ digest: string; count: number }>`
    SELECT md5(string_agg(concat_ws('|', id, account_id, location_id, source_id, rating, author_name, author_email,
      title, content, published_at, status, review_type, sentiment), E'\n' ORDER BY id)) AS digest, count(*)::int AS count
    FROM reviews`.execute(handle.db);
  return rows[0]!;
}

/**
 * The run's seeded database (the global setup migrated an empty database and seeded it, on
 * PGlite or PostgreSQL as the project runs), as every other test file gets it.
 */
describe('seedDemo', () => {
  let api: TestApi;
  let handle: Pick<DbHandle, 'db'>;
  const n = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    (await query.execute(handle.db)).rows[0]!.n;

  beforeAll(async () => {
    api = await startTestApi();
    handle = { db: api.db };
  });
  afterAll(() => api?.close());

  it('fills the database', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    const reviews = await n(sql`SELECT count(*)::int AS n FROM reviews`);
    expect(reviews).toBeGreaterThanOrEqual(19_000);
    expect(reviews).toBeLessThanOrEqual(21_000);
    const responses = await n(sql`SELECT count(*)::int AS n FROM responses`);
    expect(responses / reviews).toBeGreaterThan(0.45);
    expect(responses / reviews).toBeLessThan(0.65);
  });

  it('builds the partner, its three children and the white-label', async () => {
    const accounts = await handle.db
      .selectFrom('accounts')
      .select([
        'id',
        'name',
        'parent_id',
        'is_parent',
        'status',
        'vertical',
        'whitelabel_id',
        'trial_started_at',
        'trial_ended_at',
      ])
      .orderBy('id')
      .execute();
    const byName = new Map(accounts.map((a) => [a.name, a]));
    const partner = byName.get('Summit Hospitality Partners')!;
    expect(partner.is_parent).toBe(true);
    expect(partner.whitelabel_id).not.toBeNull();
    for (const child of ['Blue Fern Bistro', 'Evergreen Family Health', 'Copper Kettle Coffee']) {
      expect(byName.get(child)?.parent_id).toBe(partner.id);
      expect(byName.get(child)?.whitelabel_id).toBeNull();
    }
    expect(byName.get('Evergreen Family Health')?.vertical).toBe('health_care');
    const trial = byName.get('Copper Kettle Coffee')!;
    expect(trial.status).toBe('trial');
    expect(new Date(trial.trial_started_at!).getTime()).toBe(ANCHOR.getTime() - 10 * DAY);
    // Seeded 4 days from the anchor; the tests' global setup keeps it running from today.
    expect(new Date(trial.trial_ended_at!).getTime()).toBeGreaterThan(Date.now());
    const trialExport = await handle.db
      .selectFrom('account_settings')
      .select('value')
      .where('account_id', '=', trial.id)
      .where('code', '=', 'trial_export')
      .executeTakeFirst();
    expect(trialExport?.value).toBe('false');
    // The ended trial: on its own (no partner, no white label), ended 6 days before the anchor.
    const ended = byName.get('Harbor Light Yoga')!;
    expect(ended).toMatchObject({ status: 'trial', parent_id: null, whitelabel_id: null });
    expect(new Date(ended.trial_ended_at!).getTime()).toBe(ANCHOR.getTime() - 6 * DAY);
  });

  it('bills the paying children on the local ledger, with invoices old and new', async () => {
    const rows = await sql<{
      name: string;
      plan: string;
      qty: number;
      last4: string;
      inv: number;
      legacy: number;
    }>`
      SELECT a.name, b.plan_code AS plan, b.location_quantity AS qty, b.card_last4 AS last4,
        (SELECT count(*)::int FROM billing_invoices i WHERE i.account_id = a.id) AS inv,
        (SELECT count(*)::int FROM billing_legacy_invoices l WHERE l.account_id = a.id) AS legacy
      FROM billing_accounts b JOIN accounts a ON a.id = b.account_id ORDER BY a.name`.execute(
      handle.db,
    );
    expect(rows.rows.map((r) => r.name)).toEqual(['Blue Fern Bistro', 'Evergreen Family Health']);
    expect(rows.rows[1]).toMatchObject({
      plan: 'professional',
      qty: 12,
      last4: '4444',
      inv: 6,
      legacy: 3,
    });
  });

  it('creates the demo logins with their roles and owner flags', async () => {
    const users = await handle.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.account_id')
      .select([
        'users.email',
        'users.user_type',
        'users.owner',
        'users.password_hash',
        'accounts.name as account',
      ])
      .execute();
    const byEmail = new Map(users.map((u) => [u.email, u]));
    const expected: [string, string, boolean, string][] = [
      ['admin@demo.test', 'administrator', true, 'Blue Fern Bistro'],
      ['manager@demo.test', 'manager', false, 'Blue Fern Bistro'],
      ['user@demo.test', 'user', false, 'Blue Fern Bistro'],
      ['readonly@demo.test', 'read_only', false, 'Blue Fern Bistro'],
      ['partner@demo.test', 'administrator', true, 'Summit Hospitality Partners'],
      ['trial@demo.test', 'administrator', true, 'Copper Kettle Coffee'],
      ['admin@evergreen.demo.test', 'administrator', true, 'Evergreen Family Health'],
      ['expired@demo.test', 'administrator', true, 'Harbor Light Yoga'],
      ['expired-user@demo.test', 'user', false, 'Harbor Light Yoga'],
    ];
    for (const [email, type, owner, account] of expected) {
      const user = byEmail.get(email);
      expect(user, email).toBeDefined();
      expect(user).toMatchObject({ user_type: type, owner, account });
    }
    expect(await verifyPassword(DEMO_PASSWORD, byEmail.get('admin@demo.test')!.password_hash)).toBe(
      true,
    );
    expect(await verifyPassword('wrong', byEmail.get('admin@demo.test')!.password_hash)).toBe(
      false,
    );
  });

  it('gives Blue Fern about 25 locations and the trial accounts exactly one', async () => {
    const rows = await sql<{
      name: string;
      n: number;
      place_ids: number;
      npi: number;
      inactive: number;
    }>`
      SELECT a.name, count(l.id)::int AS n, count(l.google_place_id)::int AS place_ids,
        count(*) FILTER (WHERE cardinality(l.npi_numbers) > 0)::int AS npi,
        count(*) FILTER (WHERE l.open_status <> 'active')::int AS inactive
      FROM accounts a LEFT JOIN locations l ON l.account_id = a.id GROUP BY a.name`.execute(
      handle.db,
    );
    const by = new Map(rows.rows.map((r) => [r.name, r]));
    expect(by.get('Blue Fern Bistro')!.n).toBeGreaterThanOrEqual(23);
    expect(by.get('Blue Fern Bistro')!.n).toBeLessThanOrEqual(27);
    expect(by.get('Blue Fern Bistro')!.place_ids).toBeGreaterThan(20);
    expect(by.get('Blue Fern Bistro')!.inactive).toBeGreaterThanOrEqual(2);
    expect(by.get('Evergreen Family Health')!.n).toBe(12);
    expect(by.get('Evergreen Family Health')!.npi).toBe(12);
    expect(by.get('Copper Kettle Coffee')!.n).toBe(1);
    expect(by.get('Harbor Light Yoga')!.n).toBe(1);
    expect(by.get('Summit Hospitality Partners')!.n).toBe(0);
    const npis = await sql<{
      npi: string;
    }>`SELECT unnest(npi_numbers) AS npi FROM locations`.execute(handle.db);
    for (const { npi } of npis.rows) expect(npi).toMatch(/^\d{10}$/);
  });

  it('stores hours in the form shape, with split, 24-hour and closed days', async () => {
    const rows = await handle.db.selectFrom('locations').select(['name', 'hours']).execute();
    type Day = {
      open: boolean;
      is_24_hours: boolean;
      hours: { open_time: string; close_time: string }[];
    };
    const weeks = rows.map((r) => r.hours as Record<string, Day>);
    for (const week of weeks) {
      expect(Object.keys(week).sort()).toEqual([
        'friday',
        'monday',
        'saturday',
        'sunday',
        'thursday',
        'tuesday',
        'wednesday',
      ]);
      for (const day of Object.values(week)) {
        for (const h of day.hours) expect(h.open_time).toMatch(/^\d{2}:\d{2}$/);
      }
    }
    expect(weeks.some((w) => Object.values(w).some((d) => d.hours.length === 2))).toBe(true);
    expect(weeks.some((w) => Object.values(w).every((d) => d.is_24_hours))).toBe(true);
    expect(weeks.some((w) => !w.monday!.open && w.tuesday!.open)).toBe(true);
  });

  it('keeps every row inside its account (tenancy)', async () => {
    const checks = [
      sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM reviews r JOIN locations l ON l.id = r.location_id WHERE l.account_id <> r.account_id`,
      sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM responses x JOIN reviews r ON r.id = x.review_id WHERE x.account_id <> r.account_id OR x.source_id <> r.source_id`,
      sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM responses x JOIN users u ON u.id = x.author_user_id WHERE u.account_id <> x.account_id`,
      sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM review_tags t JOIN reviews r ON r.id = t.review_id JOIN tags g ON g.id = t.tag_id WHERE t.account_id <> r.account_id OR g.account_id <> r.account_id`,
      sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM group_locations gl JOIN groups g ON g.id = gl.group_id JOIN locations l ON l.id = gl.location_id WHERE gl.account_id <> g.account_id OR gl.account_id <> l.account_id`,
      sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM location_directories d JOIN locations l ON l.id = d.location_id WHERE d.account_id <> l.account_id`,
    ];
    for (const check of checks) expect(await n(check)).toBe(0);
  });

  it('follows the review rules (dates, sentiment, types, statuses)', async () => {
    const bad = await sql<Record<string, number>>`
      SELECT
        count(*) FILTER (WHERE published_at < ${new Date(ANCHOR.getTime() - 731 * DAY)} OR published_at >= ${ANCHOR})::int AS out_of_window,
        count(*) FILTER (WHERE rating >= 4 AND sentiment <> 1)::int AS bad_positive,
        count(*) FILTER (WHERE rating BETWEEN 1 AND 2 AND sentiment <> -1)::int AS bad_negative,
        count(*) FILTER (WHERE rating = 3 AND sentiment <> 0)::int AS bad_neutral,
        count(*) FILTER (WHERE rating = 0 AND review_type <> 'recommendation')::int AS zero_not_recommendation,
        count(*) FILTER (WHERE review_type = 'recommendation' AND s.code <> 'facebook')::int AS recommendation_elsewhere,
        count(*) FILTER (WHERE (review_type = 'feedback') <> (s.code = 'plaudit'))::int AS feedback_mismatch,
        count(*) FILTER (WHERE (author_email IS NOT NULL) <> (review_type = 'feedback'))::int AS email_mismatch,
        count(*) FILTER (WHERE content ILIKE '%lorem%' OR content LIKE '%{%')::int AS placeholder_text
      FROM reviews r JOIN sources s ON s.id = r.source_id`.execute(handle.db);
    for (const [check, count] of Object.entries(bad.rows[0]!)) expect(count, check).toBe(0);

    const completedWithoutReply = await n(sql`
      SELECT count(*)::int AS n FROM reviews r
      WHERE (r.status = 'completed') <> EXISTS (SELECT 1 FROM responses x WHERE x.review_id = r.id AND x.status = 'published')`);
    expect(completedWithoutReply).toBe(0);

    const perSource = await sql<{ code: string; n: number }>`
      SELECT s.code, count(*)::int AS n FROM reviews r JOIN sources s ON s.id = r.source_id GROUP BY s.code`.execute(
      handle.db,
    );
    const codes = new Set(perSource.rows.map((r) => r.code));
    for (const code of [
      'google',
      'facebook',
      'yelp',
      'trip_advisor',
      'apple_maps',
      'bing',
      'plaudit',
      'healthgrades',
      'zocdoc',
    ]) {
      expect(codes.has(code), code).toBe(true);
    }
    const ratings = await sql<{
      rating: number;
      n: number;
    }>`SELECT rating, count(*)::int AS n FROM reviews GROUP BY rating`.execute(handle.db);
    const total = ratings.rows.reduce((sum, x) => sum + x.n, 0);
    const share = (r: number) => (ratings.rows.find((x) => x.rating === r)?.n ?? 0) / total;
    expect(share(5) + share(4)).toBeGreaterThan(0.6);
    expect(share(1)).toBeGreaterThan(0.02);
  });

  it('writes varied, natural text', async () => {
    const distinct = await n(sql`SELECT count(DISTINCT content)::int AS n FROM reviews`);
    expect(distinct).toBeGreaterThan(5_000);
    const phrases = await n(
      sql`SELECT count(*)::int AS n FROM reviews WHERE content ILIKE '%short rib%' OR content ILIKE '%wait%' OR content ILIKE '%bedside manner%'`,
    );
    expect(phrases).toBeGreaterThan(1_000);
  });

  it('tags a sample of reviews and lists directories for every location', async () => {
    const tags = await sql<{ name: string; n: number }>`
      SELECT g.name, count(*)::int AS n FROM review_tags t JOIN tags g ON g.id = t.tag_id GROUP BY g.name`.execute(
      handle.db,
    );
    expect(tags.rows.map((t) => t.name).sort()).toEqual([
      'Complaint',
      'Follow up',
      'Staff praise',
      'VIP',
    ]);
    const listings = await n(sql`SELECT count(*)::int AS n FROM location_directories`);
    const locations = await n(sql`SELECT count(*)::int AS n FROM locations`);
    expect(listings).toBe(locations * 6);
  });

  it('leaves the id sequences usable', async () => {
    const location = await handle.db
      .selectFrom('locations')
      .select(['id', 'account_id'])
      .executeTakeFirstOrThrow();
    const last = await n(sql`SELECT max(id)::int AS n FROM reviews`);
    const inserted = await handle.db
      .insertInto('reviews')
      .values({
        account_id: location.account_id,
        location_id: location.id,
        source_id: 1,
        rating: 5,
        author_name: 'Sequence Check',
        published_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(last);
    await handle.db.deleteFrom('reviews').where('id', '=', inserted.id).execute();
  });
});

// Seeding from empty is what the global setup did; once more on PostgreSQL, to compare.
describe.runIf(inject('testDb').kind === 'postgres')('seedDemo from empty', () => {
  it('produces identical reviews for the same anchor', async () => {
    const fresh = await freshDb();
    try {
      expect(await isDatabaseEmpty(fresh.db)).toBe(true);
      const result = await seedDemo(fresh.db, { anchor: ANCHOR });
      console.log(`demo seed on PostgreSQL: ${result.elapsedMs} ms`, result.counts);
      expect(result.counts.reviews).toBeGreaterThanOrEqual(19_000);
      const api = await startTestApi();
      try {
        expect(await reviewDigest(fresh)).toEqual(await reviewDigest(api));
      } finally {
        await api.close();
      }
    } finally {
      await fresh.close();
    }
  }, 180_000);
});

describe('seedReferenceData', () => {
  it('is idempotent and orders the six directories first', async () => {
    const handle = await freshDb();
    try {
      await seedReferenceData(handle.db);
      const count = async () =>
        (
          await sql<{
            n: number;
          }>`SELECT (SELECT count(*) FROM countries) + (SELECT count(*) FROM states)
            + (SELECT count(*) FROM sources) + (SELECT count(*) FROM categories) AS n`.execute(
            handle.db,
          )
        ).rows[0]!.n;
      const before = await count();
      await seedReferenceData(handle.db);
      expect(await count()).toBe(before);
      const directories = await handle.db
        .selectFrom('sources')
        .select(['code', 'name', 'directory_code', 'ordinal', 'publishable', 'icon_url'])
        .where('is_directory', '=', true)
        .orderBy('ordinal')
        .execute();
      expect(directories.map((d) => [d.directory_code, d.name, d.ordinal, d.publishable])).toEqual([
        ['google_maps', 'Google', 1, true],
        ['facebook', 'Facebook', 2, true],
        ['apple_maps', 'Apple Maps', 3, true],
        ['bing', 'Bing', 4, false],
        ['trip_advisor', 'Tripadvisor', 5, false],
        ['yelp_api', 'Yelp', 6, false],
      ]);
      expect(directories[0]!.icon_url).toBe('/source-icons/icons/google.png');
      const us = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM states s JOIN countries c ON c.id = s.country_id WHERE c.code = 'US'`.execute(
        handle.db,
      );
      expect(us.rows[0]!.n).toBe(51);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
