import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { openDatabase } from '../db/open-database';
import { bindJobs, defineJob, type JobRunContext } from './define-job';
import { enqueue } from './queue';
import { createWorker, type JobRunners } from './worker';

/** A job kind of these tests: any object payload. */
const testJob = (kind: string) => ({ kind, payload: v.record(v.string(), v.unknown()) });

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
    const defs: JobRunners = {
      'test.restart': {
        async run(job) {
          runs.push(job.id);
        },
      },
    };
    const id = (await enqueue(api.db, testJob('test.restart'), { n: 1 }))!;
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
    const fresh = (await enqueue(api.db, testJob('test.restart'), { n: 2 }))!;
    await api.db
      .updateTable('jobs')
      .set({ status: 'running', locked_by: 'alive', locked_at: new Date(), attempts: 1 })
      .where('id', '=', fresh)
      .execute();
    // ...the stale one is reclaimed after the lock time-out by the restarted worker.
    const restarted = createWorker({
      db: api.db,
      runners: defs,
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
    const defs: JobRunners = {
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
    await enqueue(api.db, testJob('test.slow'), {});
    const a = createWorker({
      db: api.db,
      runners: defs,
      lockTimeoutMs: 1000,
      pollMs: 50,
      log: quiet,
    });
    const b = createWorker({
      db: api.db,
      runners: defs,
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
    const defs: JobRunners = {
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
    const id = (await enqueue(api.db, testJob('test.flaky'), {}, { maxAttempts: 3 }))!;
    const w = createWorker({ db: api.db, runners: defs, backoffMs: () => 60_000, log: quiet });
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

describe('typed jobs', () => {
  it('hands the handler its payload validated, and fails an unreadable payload at once', async () => {
    const seen: number[] = [];
    const typed = defineJob({
      kind: 'test.typed',
      payload: v.object({ n: v.number() }),
      async handler(payload, { deps }: JobRunContext<{ factor: number }>) {
        seen.push(payload.n * deps.factor);
      },
    });
    const good = (await enqueue(api.db, typed, { n: 2 }))!;
    // A row written by hand (an older release, a mistake): n is not a number.
    const bad = await api.db
      .insertInto('jobs')
      .values({ kind: 'test.typed', payload: JSON.stringify({ n: 'two' }), max_attempts: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const w = createWorker({ db: api.db, runners: bindJobs([typed], { factor: 10 }), log: quiet });
    await w.runDue();
    expect(seen).toEqual([20]);
    const rows = await api.db
      .selectFrom('jobs')
      .select(['id', 'status', 'attempts', 'last_error'])
      .where('id', 'in', [good, Number(bad.id)])
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({ status: 'done' });
    // Not retried: retrying cannot mend a payload.
    expect(rows[1]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rows[1]!.last_error).toMatch(/^Invalid payload for job test\.typed: .*n/);
    // A caller's payload is checked before it is queued.
    await expect(enqueue(api.db, typed, JSON.parse('{"n":"x"}'))).rejects.toThrow(
      /Invalid payload for job test\.typed/,
    );
  });
});

describe.runIf(inject('testDb').kind === 'postgres')(
  'two workers on one PostgreSQL database',
  () => {
    it('never run a job twice, and share the work', async () => {
      const second = await openDatabase({ databaseUrl: api.databaseUrl!, poolSize: 5 });
      try {
        const seen = new Map<number, string[]>();
        const defs = (who: string): JobRunners => ({
          'test.count': {
            async run(job) {
              seen.set(job.id, [...(seen.get(job.id) ?? []), who]);
              await sleep(Math.random() * 10);
            },
          },
        });
        const ids: number[] = [];
        for (let i = 0; i < 200; i++)
          ids.push((await enqueue(api.db, testJob('test.count'), { i }))!);
        // Two "processes": separate pools, four concurrent jobs each.
        const a = createWorker({
          db: api.db,
          runners: defs('a'),
          concurrency: 4,
          pollMs: 20,
          log: quiet,
        });
        const b = createWorker({
          db: second.db,
          runners: defs('b'),
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
