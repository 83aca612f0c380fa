import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { openDatabase } from '../db/open-database';
import { enqueue } from './queue';
import { createWorker, type JobDefinitions } from './worker';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const quiet = () => {};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('job queue', () => {
  it('a job interrupted by a restart is claimed again and completes once', async () => {
    const runs: number[] = [];
    const defs: JobDefinitions = {
      'test.restart': {
        async run(job) {
          runs.push(job.id);
        },
      },
    };
    const id = (await enqueue(api.db, 'test.restart', { n: 1 }))!;
    // A worker claimed it, then its process died: the lock is old and nobody renews it.
    await api.db
      .updateTable('jobs')
      .set({
        status: 'running',
        locked_by: 'dead-host:1:aaaaaa',
        locked_at: new Date(Date.now() - 10 * 60_000),
        attempts: 1,
      })
      .where('id', '=', id)
      .execute();
    // A fresh lock is left alone...
    const fresh = (await enqueue(api.db, 'test.restart', { n: 2 }))!;
    await api.db
      .updateTable('jobs')
      .set({ status: 'running', locked_by: 'alive', locked_at: new Date(), attempts: 1 })
      .where('id', '=', fresh)
      .execute();
    // ...the stale one is reclaimed after the lock time-out by the restarted worker.
    const restarted = createWorker({
      db: api.db,
      definitions: defs,
      lockTimeoutMs: 60_000,
      log: quiet,
    });
    expect(await restarted.runDue()).toBe(1);
    expect(await restarted.runDue()).toBe(0);
    expect(runs).toEqual([id]);
    const row = await api.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', attempts: 2, locked_by: restarted.id });
    // The dead worker cannot mark it afterwards (its claim is no longer current).
    const stale =
      await sql`UPDATE jobs SET status = 'failed' WHERE id = ${id} AND locked_by = 'dead-host:1:aaaaaa' AND attempts = 1`.execute(
        api.db,
      );
    expect(Number(stale.numAffectedRows ?? 0)).toBe(0);
  });

  it('a running job keeps its lock fresh (heartbeat) and is not run twice', async () => {
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    const defs: JobDefinitions = {
      'test.slow': {
        async run() {
          running++;
          runs++;
          maxRunning = Math.max(maxRunning, running);
          await sleep(2500);
          running--;
        },
      },
    };
    await enqueue(api.db, 'test.slow');
    const a = createWorker({
      db: api.db,
      definitions: defs,
      lockTimeoutMs: 1000,
      pollMs: 50,
      log: quiet,
    });
    const b = createWorker({
      db: api.db,
      definitions: defs,
      lockTimeoutMs: 1000,
      pollMs: 50,
      log: quiet,
    });
    a.start();
    b.start();
    await sleep(3000);
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toBe(1);
    expect(maxRunning).toBe(1);
  });

  it('retries with backoff, then fails for good and reports it', async () => {
    const failed: string[] = [];
    let attempts = 0;
    const defs: JobDefinitions = {
      'test.flaky': {
        async run() {
          attempts++;
          throw new Error(`boom ${attempts}`);
        },
        async onFailed(_job, error) {
          failed.push(error);
        },
      },
    };
    const id = (await enqueue(api.db, 'test.flaky', {}, { maxAttempts: 3 }))!;
    const w = createWorker({ db: api.db, definitions: defs, backoffMs: () => 60_000, log: quiet });
    await w.runDue();
    let row = await api.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'boom 1' });
    expect(new Date(row.run_at).getTime()).toBeGreaterThan(Date.now() + 50_000);
    for (let i = 0; i < 2; i++) {
      await api.db.updateTable('jobs').set({ run_at: new Date() }).where('id', '=', id).execute();
      await w.runDue();
    }
    row = await api.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'boom 3' });
    expect(failed).toEqual(['boom 3']);
  });
});

describe.runIf(inject('testDb').kind === 'postgres')(
  'two workers on one PostgreSQL database',
  () => {
    it('never run a job twice, and share the work', async () => {
      const second = await openDatabase({ databaseUrl: api.databaseUrl!, poolSize: 5 });
      try {
        const seen = new Map<number, string[]>();
        const defs = (who: string): JobDefinitions => ({
          'test.count': {
            async run(job) {
              seen.set(job.id, [...(seen.get(job.id) ?? []), who]);
              await sleep(Math.random() * 10);
            },
          },
        });
        const ids: number[] = [];
        for (let i = 0; i < 200; i++) ids.push((await enqueue(api.db, 'test.count', { i }))!);
        // Two "processes": separate pools, four concurrent jobs each.
        const a = createWorker({
          db: api.db,
          definitions: defs('a'),
          concurrency: 4,
          pollMs: 20,
          log: quiet,
        });
        const b = createWorker({
          db: second.db,
          definitions: defs('b'),
          concurrency: 4,
          pollMs: 20,
          log: quiet,
        });
        a.start();
        b.start();
        for (let i = 0; i < 200 && seen.size < ids.length; i++) await sleep(50);
        await Promise.all([a.stop(), b.stop()]);
        expect(seen.size).toBe(ids.length);
        for (const id of ids) expect(seen.get(id), `job ${id}`).toHaveLength(1);
        const by = [...seen.values()].flat();
        expect(by.filter((w) => w === 'a').length).toBeGreaterThan(10);
        expect(by.filter((w) => w === 'b').length).toBeGreaterThan(10);
        const left = await api.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kind', '=', 'test.count')
          .where('status', '!=', 'done')
          .executeTakeFirstOrThrow();
        expect(Number(left.n)).toBe(0);
      } finally {
        await second.close();
      }
    });
  },
);
