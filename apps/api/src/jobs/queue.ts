import { EventEmitter } from 'node:events';
import type { Kysely, Selectable } from 'kysely';
import type * as v from 'valibot';
import type { Database } from '../db/database';
import { checkPayload, type JobKind, type PayloadSchema } from './define-job';

export type Job = Selectable<Database['jobs']>;
type Executor = Kysely<Database>;

export type EnqueueOptions = {
  /** The tenant the job works for; null for system jobs. */
  accountId?: number | null;
  /** Earliest start; default now. */
  runAt?: Date;
  /** Attempts before the job is marked failed; default 5. */
  maxAttempts?: number;
  /** At most one job ever per key: a second enqueue with the same key does nothing. */
  dedupeKey?: string;
};

/** Wakes the workers of this process when a job is enqueued (others poll). */
export const jobSignals = new EventEmitter();
jobSignals.setMaxListeners(100);

/**
 * Adds a job to the durable queue (inside the caller's transaction when given
 * one). The payload is checked against the job's schema and stored as given.
 * Returns the job id, or null when a job with the same dedupe key exists.
 */
export async function enqueue<S extends PayloadSchema>(
  db: Executor,
  job: JobKind<S>,
  payload: v.InferInput<S>,
  opts: EnqueueOptions = {},
): Promise<number | null> {
  checkPayload(job, payload);
  const { kind } = job;
  const row = await db
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload),
      account_id: opts.accountId ?? null,
      run_at: opts.runAt ?? new Date(),
      max_attempts: opts.maxAttempts ?? 5,
      dedupe_key: opts.dedupeKey ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  // Let the transaction commit before a local worker looks.
  setTimeout(() => jobSignals.emit('enqueued', kind), 5);
  return row ? Number(row.id) : null;
}

/**
 * Makes sure a recurring job exists and is queued (a recurring job is re-queued
 * by its handler; this revives it if it had ended or failed for good). One job
 * per key: a system job (the key is its kind) or one per thing it works on
 * (`integration-sync:{id}`, with its payload and account).
 */
export async function ensureRecurringJob<S extends PayloadSchema>(
  db: Executor,
  job: JobKind<S>,
  key = job.kind,
  opts: { payload?: v.InferInput<S>; accountId?: number } = {},
): Promise<void> {
  const payload = opts.payload ?? {};
  checkPayload(job, payload);
  const { kind } = job;
  await db
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload),
      account_id: opts.accountId ?? null,
      dedupe_key: key,
      max_attempts: 1000,
    })
    .onConflict((oc) =>
      oc
        .column('dedupe_key')
        .doUpdateSet({ status: 'queued', attempts: 0, run_at: new Date(), locked_at: null })
        .where('jobs.status', 'in', ['done', 'failed']),
    )
    .execute();
}
