import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DbHandle, openDatabase } from './open-database';
import type { PGliteWorkerClient } from './pglite-worker-driver';

type Row = { id: number; name: string };
const count = async (h: DbHandle) =>
  Number(
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM things`.execute(h.db)).rows[0]!.n,
  );

// The embedded database only (the api-pg project runs the same suites on PostgreSQL).
describe.runIf(inject('testDb').kind === 'pglite')('the embedded database in a worker', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await handle.pglite!.exec(
      `CREATE TABLE things (id int PRIMARY KEY, name text NOT NULL UNIQUE);
       CREATE TABLE blobs (id int PRIMARY KEY, data bytea NOT NULL, at timestamptz NOT NULL);
       CREATE SEQUENCE turns;`,
    );
  });
  afterAll(() => handle.close());

  it('runs in a worker thread by default', () => {
    expect(handle.kind).toBe('pglite');
    expect(handle.thread).toBe('worker');
  });

  const typesQuery = sql<{
    d: unknown;
    i: unknown;
    n: unknown;
    t: unknown;
    j: unknown;
    a: unknown;
  }>`
    SELECT '2026-01-02'::date AS d, 9007199254740::int8 AS i, 12.5::numeric AS n,
      '2026-01-02T03:04:05Z'::timestamptz AS t, '{"a":[1,"x"]}'::jsonb AS j, ARRAY[1,2]::int[] AS a`;
  const typesAnswer = {
    d: '2026-01-02',
    i: 9007199254740,
    n: 12.5,
    t: new Date('2026-01-02T03:04:05Z'),
    j: { a: [1, 'x'] },
    a: [1, 2],
  };

  it('answers with the types the API expects: DATE a string, INT8 and NUMERIC numbers', async () => {
    expect((await typesQuery.execute(handle.db)).rows).toEqual([typesAnswer]);
  });

  // Opening another PGlite takes seconds (more on a busy machine).
  it('answers as the in-thread database does (PGLITE_WORKER=false)', async () => {
    const inThread = await openDatabase({ dataDir: 'memory://', pgliteWorker: false });
    try {
      expect(inThread.thread).toBe('main');
      expect((await typesQuery.execute(inThread.db)).rows).toEqual([typesAnswer]);
    } finally {
      await inThread.close();
    }
  }, 120_000);

  it('takes parameters (dates, bytes) and counts affected rows', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const r = await handle.db
      .insertInto('blobs' as never)
      .values({ id: 1, data: Buffer.from([0, 1, 255]), at } as never)
      .executeTakeFirst();
    expect(r.numInsertedOrUpdatedRows).toBe(1n);
    const row = (
      await sql<{
        data: Uint8Array;
        at: Date;
      }>`SELECT data, at FROM blobs WHERE id = ${1}`.execute(handle.db)
    ).rows[0]!;
    expect([...row.data]).toEqual([0, 1, 255]);
    expect(row.at).toEqual(at);
    const del = await sql`DELETE FROM blobs WHERE id = ${1}`.execute(handle.db);
    expect(del.numAffectedRows).toBe(1n);
  });

  it('rejects with the PostgreSQL error code and fields the API reads', async () => {
    await sql`INSERT INTO things VALUES (1, 'one')`.execute(handle.db);
    const dup = await sql`INSERT INTO things VALUES (2, 'one')`.execute(handle.db).catch((e) => e);
    expect(dup).toBeInstanceOf(Error);
    expect(dup).toMatchObject({ code: '23505', constraint: 'things_name_key', table: 'things' });
    expect(dup.message).toMatch(/duplicate key value violates unique constraint/);
    const bad = await sql`SELECT ${'x'}::int`.execute(handle.db).catch((e) => e);
    expect(bad).toMatchObject({ code: '22P02' });
    // The session is still usable afterwards.
    expect(await count(handle)).toBe(1);
    await sql`DELETE FROM things`.execute(handle.db);
  });

  it('rolls a transaction back when it fails', async () => {
    const failed = await handle.db
      .transaction()
      .execute(async (tx) => {
        await sql`INSERT INTO things VALUES (10, 'ten')`.execute(tx);
        await sql`INSERT INTO things VALUES (11, 'ten')`.execute(tx);
      })
      .catch((e) => e);
    expect(failed).toMatchObject({ code: '23505' });
    expect(await count(handle)).toBe(0);
  });

  it('makes other queries wait while a transaction holds the connection (no interleaving)', async () => {
    const events: string[] = [];
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((r) => {
      inserted = r;
    });
    // A transaction that inserts, lets other code run, then fails (so it rolls back).
    const tx = handle.db
      .transaction()
      .execute(async (t) => {
        await sql`INSERT INTO things VALUES (20, 'twenty')`.execute(t);
        inserted();
        await new Promise((r) => setTimeout(r, 50));
        events.push('transaction ends');
        throw new Error('change of mind');
      })
      .catch((e: Error) => events.push(`transaction: ${e.message}`));
    await insertedOnce;
    // Sent while the transaction is open: on one session it would see the uncommitted row.
    const seen = count(handle).then((n) => {
      events.push(`read sees ${n}`);
      return n;
    });
    await Promise.all([tx, seen]);
    expect(events).toEqual(['transaction ends', 'transaction: change of mind', 'read sees 0']);
  });

  it('runs statements in the order sent, and a transaction begun among them in one piece', async () => {
    const next = (db: DbHandle['db']) =>
      sql<{ n: number }>`SELECT nextval('turns')::int AS n`.execute(db).then((r) => r.rows[0]!.n);
    const before = Array.from({ length: 10 }, () => next(handle.db));
    const inTransaction = handle.db.transaction().execute(async (tx) => {
      const first = await next(tx);
      await new Promise((r) => setTimeout(r, 20));
      return [first, await next(tx)];
    });
    const after = Array.from({ length: 10 }, () => next(handle.db));
    const [b, t, a] = await Promise.all([Promise.all(before), inTransaction, Promise.all(after)]);
    expect(b).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(t).toEqual([11, 12]);
    expect(a).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
  });

  it('keeps the event loop free while a long statement runs', async () => {
    let finished = false;
    const done = sql`SELECT count(*) FROM generate_series(1, 3000000)`
      .execute(handle.db)
      .then(() => {
        finished = true;
      });
    // Three timer ticks: in the main thread the statement runs synchronously and its answer
    // comes before any timer, so it would already be finished here.
    for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 5));
    expect(finished).toBe(false);
    await done;
  });

  it('hands a burst of answers on one per turn of the event loop: other work comes between', async () => {
    const client = handle.pglite as unknown as PGliteWorkerClient;
    const order: string[] = [];
    const answers = [1, 2, 3, 4, 5].map((i) =>
      client.query(`SELECT ${i} AS i`).then(() => {
        order.push(`answer ${i}`);
        // A request that arrived meanwhile (a socket read, as /api/health under load).
        if (i === 1) setImmediate(() => order.push('other work'));
      }),
    );
    // This thread sleeps while the worker answers all five: the replies wait on the port together
    // (handed on as they came off the port, the five answers ran before anything else).
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    await Promise.all(answers);
    expect(order.indexOf('other work')).toBeGreaterThan(0);
    expect(order.indexOf('other work')).toBeLessThan(order.indexOf('answer 5'));
  });

  it('snapshots with dumpDataDir, and a new worker loads the snapshot', async () => {
    await sql`INSERT INTO things VALUES (30, 'thirty')`.execute(handle.db);
    const dump = await handle.pglite!.dumpDataDir('none');
    const copy = await openDatabase({ dataDir: 'memory://', loadDataDir: dump });
    try {
      expect(copy.thread).toBe('worker');
      const rows = await copy.db
        .selectFrom('things' as never)
        .selectAll()
        .execute();
      expect(rows as Row[]).toEqual([{ id: 30, name: 'thirty' }]);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('closes: the worker stops and later queries are refused', async () => {
    const other = await openDatabase({ dataDir: 'memory://' });
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(other.db)).rows).toEqual([
      { one: 1 },
    ]);
    await other.close();
    await expect(sql`SELECT 1`.execute(other.db)).rejects.toThrow();
  }, 120_000);
});
