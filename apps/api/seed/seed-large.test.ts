import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { LARGE_ACCOUNT_NAME, seedLarge } from './seed-large';

describe('seedLarge', () => {
  it('adds the benchmark account with its locations, groups, listings and reviews', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(handle);
      const result = await seedLarge(handle.db, {
        locations: 300,
        reviews: 6_000,
        batchSize: 2_500,
        anchor: new Date('2026-03-01T00:00:00Z'),
      });
      expect(result.created).toBe(true);
      const count = async (query: string) =>
        (await sql.raw<{ n: number }>(query).execute(handle.db)).rows[0]!.n;
      const id = result.accountId;
      expect(
        await count(`SELECT count(*)::int AS n FROM accounts WHERE name = '${LARGE_ACCOUNT_NAME}'`),
      ).toBe(1);
      expect(await count(`SELECT count(*)::int AS n FROM locations WHERE account_id = ${id}`)).toBe(
        300,
      );
      expect(await count(`SELECT count(*)::int AS n FROM groups WHERE account_id = ${id}`)).toBe(
        100,
      );
      expect(
        await count(`SELECT count(*)::int AS n FROM location_directories WHERE account_id = ${id}`),
      ).toBe(1_800);
      expect(await count(`SELECT count(*)::int AS n FROM reviews WHERE account_id = ${id}`)).toBe(
        6_000,
      );
      expect(
        await count(
          `SELECT count(*)::int AS n FROM reviews r JOIN locations l ON l.id = r.location_id WHERE l.account_id <> r.account_id`,
        ),
      ).toBe(0);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM reviews WHERE published_at >= '2026-03-01' OR published_at < '2024-02-29'`,
        ),
      ).toBe(0);
      const responses = await count(
        `SELECT count(*)::int AS n FROM responses WHERE account_id = ${id}`,
      );
      expect(responses / 6_000).toBeGreaterThan(0.45);
      expect(responses / 6_000).toBeLessThan(0.65);
      expect(await count(`SELECT count(DISTINCT content)::int AS n FROM reviews`)).toBeGreaterThan(
        3_000,
      );
      expect(
        await count(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename LIKE 'seed_large_%'`),
      ).toBe(0);

      const again = await seedLarge(handle.db, { locations: 300, reviews: 6_000 });
      expect(again).toMatchObject({ created: false, accountId: id });
    } finally {
      await handle.close();
    }
  }, 120_000);
});
