import type { RealtimeMessage } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { pgRealtime } from '../providers/realtime';
import { ALL_KEYS, localChanges, pgChanges } from './changes';
import { type DbHandle, openDatabase } from './open-database';
import { type PgNotify, pgNotify } from './pg-notify';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quiet = () => {};

/** Waits (up to 5 s) until `check` holds. */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 250 && !check(); i++) await sleep(20);
  expect(check(), what).toBe(true);
}

const review = (id: number): RealtimeMessage => ({
  event: 'review',
  action: 'REVIEW_CREATED',
  review_id: id,
  location_id: 1,
});

describe('the change bus in one process (embedded database)', () => {
  it('tells this process’s subscribers, per topic, until they unsubscribe', () => {
    const bus = localChanges();
    const heard: string[] = [];
    const stop = bus.subscribe('public-widgets', (k) => heard.push(k));
    bus.subscribe('other', (k) => heard.push(`other:${k}`));
    bus.publish('public-widgets', 'w1');
    bus.publish('public-widgets', 42);
    stop();
    bus.publish('public-widgets', 'w2');
    expect(heard).toEqual(['w1', '42']);
  });
});

describe.runIf(inject('testDb').kind === 'postgres')('two servers on one PostgreSQL', () => {
  let api: TestApi;
  let second: DbHandle;
  let a: PgNotify;
  let b: PgNotify;
  beforeAll(async () => {
    api = await startTestApi();
    second = await openDatabase({ databaseUrl: api.databaseUrl!, poolSize: 2 });
    a = pgNotify(api.databaseUrl!, api.db, { log: quiet, retryMs: 50 });
    b = pgNotify(api.databaseUrl!, second.db, { log: quiet, retryMs: 50 });
    await Promise.all([a.ready, b.ready]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await api?.close();
  });

  it('a real-time message published on A reaches B’s subscribers, and B replays it later', async () => {
    const hubA = pgRealtime(a);
    const hubB = pgRealtime(b);
    const onA: RealtimeMessage[] = [];
    const onB: RealtimeMessage[] = [];
    const otherAccount: RealtimeMessage[] = [];
    hubA.subscribe(1, 'reviews-live', (m) => onA.push(m));
    hubB.subscribe(1, 'reviews-live', (m) => onB.push(m));
    hubB.subscribe(2, 'reviews-live', (m) => otherAccount.push(m));
    hubA.publish(1, 'reviews-live', review(7));
    // A hears its own message at once, and once only.
    expect(onA).toEqual([review(7)]);
    await until(() => onB.length === 1, 'B heard A');
    expect(onB).toEqual([review(7)]);
    // B to A as well.
    hubB.publish(1, 'reviews-live', review(8));
    await until(() => onA.length === 2, 'A heard B');
    await sleep(100);
    expect(onA).toEqual([review(7), review(8)]);
    expect(onB).toEqual([review(7), review(8)]);
    expect(otherAccount).toEqual([]);
    // A subscriber that connects to B just after the event still gets it (retained).
    const late: RealtimeMessage[] = [];
    hubB.subscribe(1, 'reviews-live', (m) => late.push(m));
    await until(() => late.length === 1, 'late subscriber replayed');
    expect(late).toEqual([review(8)]);
  });

  it('a change published on A empties B’s cache entry; a too-large message sends nothing', async () => {
    const busA = pgChanges(a);
    const busB = pgChanges(b);
    const cacheB = new Map([
      ['w1', 'stale'],
      ['w2', 'kept'],
    ]);
    const heardA: string[] = [];
    busA.subscribe('public-widgets', (k) => heardA.push(k));
    busB.subscribe('public-widgets', (k) => cacheB.delete(k));
    busA.publish('public-widgets', 'w1');
    expect(heardA).toEqual(['w1']);
    await until(() => !cacheB.has('w1'), 'B forgot w1');
    expect(cacheB.has('w2')).toBe(true);
    expect(await a.send('changes', { t: 'x', k: 'y'.repeat(9000) })).toBe(false);
  });

  it('the listening connection comes back after the server drops it, LISTENs again and says “forget all”', async () => {
    const busB = pgChanges(b);
    const heard: string[] = [];
    busB.subscribe('partner-origins', (k) => heard.push(k));
    // PostgreSQL ends B's listening session (as a restart or failover would).
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query = 'LISTEN plaudit_events'
        AND pid <> pg_backend_pid()`.execute(second.db);
    await until(() => heard.includes(ALL_KEYS), 'told to forget all after reconnecting');
    // Listening again: A's next change reaches B.
    const busA = pgChanges(a);
    for (let i = 0; i < 100 && !heard.includes('after'); i++) {
      busA.publish('partner-origins', 'after');
      await sleep(50);
    }
    expect(heard).toContain('after');
  });
});
