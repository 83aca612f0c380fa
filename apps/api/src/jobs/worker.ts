import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../db/open-database';
import { type Job, jobSignals } from './queue';

export type JobContext = {
  /** Aborted when the worker loses the job's lock or is stopping. */
  signal: AbortSignal;
  workerId: string;
};

/** What the worker runs for one kind of job (built from job definitions by `bindJobs`). */
export type JobRunner = {
  /**
   * Does the work. Throwing retries the job with backoff until max_attempts;
   * returning `{ runAgainAt }` re-queues it (recurring jobs).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: most handlers return nothing.
  run(job: Job, ctx: JobContext): Promise<void | { runAgainAt: Date }>;
  /** Called once when the job is given up (attempts exhausted or unknown failure). */
  onFailed?(job: Job, error: string): Promise<void>;
  /** This kind's delay before retry n (webhook deliveries wait longer); the worker's otherwise. */
  backoffMs?(attempt: number): number;
};

export type JobRunners = Record<string, JobRunner>;

/** A failure that retrying cannot mend (an unreadable payload): the job fails at once. */
export class PermanentJobError extends Error {}

export type WorkerOptions = {
  db: Db;
  runners: JobRunners;
  /** Default: host:pid:random. */
  id?: string;
  /** Jobs run at once by this worker; default 2. */
  concurrency?: number;
  /** Poll interval when idle; default 1000 ms. */
  pollMs?: number;
  /** A running job whose lock is older than this is claimed again; default 5 minutes. */
  lockTimeoutMs?: number;
  /** Delay before retry n (1-based); default 2^n seconds, at most 10 minutes. */
  backoffMs?: (attempt: number) => number;
  log?: (message: string) => void;
};

export type Worker = {
  readonly id: string;
  /** Starts polling in the background. */
  start(): void;
  /** Stops claiming, waits for running jobs (at most `graceMs`), then resolves. */
  stop(graceMs?: number): Promise<void>;
  /** Claims and runs due jobs until none is due (tests, one-off runs); returns how many ran. */
  runDue(): Promise<number>;
};

const defaultBackoff = (attempt: number) => Math.min(600_000, 1000 * 2 ** attempt);

export function createWorker(opts: WorkerOptions): Worker {
  const { db, runners } = opts;
  const id = opts.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const concurrency = opts.concurrency ?? 2;
  const pollMs = opts.pollMs ?? 1000;
  const lockTimeoutMs = opts.lockTimeoutMs ?? 300_000;
  // A worker told its back-off (tests: none) uses it for every kind.
  const backoffOf = (kind: string) => opts.backoffMs ?? runners[kind]?.backoffMs ?? defaultBackoff;
  const log = opts.log ?? ((m: string) => console.log(`[worker] ${m}`));
  const running = new Set<Promise<void>>();
  const stopController = new AbortController();
  let started = false;
  let stopping = false;
  let wake: (() => void) | null = null;

  /**
   * Claims one due job: a queued job whose time has come, or a running job
   * whose lock has expired (its worker died). SKIP LOCKED lets several
   * workers claim side by side without ever taking the same row.
   */
  async function claim(): Promise<Job | null> {
    const kinds = Object.keys(runners);
    if (kinds.length === 0) return null;
    const res = await sql<Job>`
      UPDATE jobs SET status = 'running', locked_at = now(), locked_by = ${id},
        attempts = attempts + 1
      WHERE id = (
        SELECT id FROM jobs
        WHERE kind IN (${sql.join(kinds)})
          AND ((status = 'queued' AND run_at <= now())
            OR (status = 'running' AND locked_at < now() - ${lockTimeoutMs} * interval '1 millisecond'))
        ORDER BY run_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING *`.execute(db);
    const job = res.rows[0];
    return job ? { ...job, id: Number(job.id) } : null;
  }

  /** Only the holder of the current claim (worker and attempt) may touch the job. */
  const mine = (job: Job) =>
    sql`id = ${job.id} AND locked_by = ${id} AND attempts = ${job.attempts}`;

  async function finish(job: Job, result: undefined | { runAgainAt: Date }) {
    if (result && 'runAgainAt' in result) {
      await sql`UPDATE jobs SET status = 'queued', run_at = ${result.runAgainAt}, attempts = 0,
        locked_at = NULL, locked_by = NULL, last_error = NULL WHERE ${mine(job)}`.execute(db);
    } else {
      await sql`UPDATE jobs SET status = 'done', finished_at = now(), locked_at = NULL
        WHERE ${mine(job)}`.execute(db);
    }
  }

  async function fail(job: Job, message: string, forGood = false) {
    const def = runners[job.kind];
    if (forGood || job.attempts >= job.max_attempts) {
      const r = await sql`UPDATE jobs SET status = 'failed', last_error = ${message},
        finished_at = now(), locked_at = NULL WHERE ${mine(job)}`.execute(db);
      if (Number(r.numAffectedRows ?? 0) > 0) await def?.onFailed?.(job, message);
      log(`job ${job.id} (${job.kind}) failed for good: ${message}`);
    } else {
      const runAt = new Date(Date.now() + backoffOf(job.kind)(job.attempts));
      await sql`UPDATE jobs SET status = 'queued', run_at = ${runAt}, last_error = ${message},
        locked_at = NULL, locked_by = NULL WHERE ${mine(job)}`.execute(db);
    }
  }

  async function execute(job: Job) {
    const def = runners[job.kind];
    if (!def) return fail(job, `Unknown job kind ${job.kind}`, true);
    // A job reclaimed after its worker died once too often is given up.
    if (job.attempts > job.max_attempts) return fail(job, 'timeout');
    const lost = new AbortController();
    const onStop = () => lost.abort();
    stopController.signal.addEventListener('abort', onStop);
    // Heartbeat: keep the lock fresh while the job runs, and notice losing it.
    const heartbeat = setInterval(
      () => {
        sql`UPDATE jobs SET locked_at = now() WHERE ${mine(job)}`
          .execute(db)
          .then((r) => {
            if (Number(r.numAffectedRows ?? 0) === 0) lost.abort();
          })
          .catch(() => {});
      },
      Math.max(50, Math.floor(lockTimeoutMs / 3)),
    );
    try {
      const result = await def.run(job, { signal: lost.signal, workerId: id });
      await finish(job, result ?? undefined);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await fail(job, message, err instanceof PermanentJobError).catch((e) =>
        log(`could not record failure: ${e}`),
      );
    } finally {
      clearInterval(heartbeat);
      stopController.signal.removeEventListener('abort', onStop);
    }
  }

  function track(p: Promise<void>) {
    const t = p.catch((e) => log(`job error: ${e}`)).finally(() => running.delete(t));
    running.add(t);
    return t;
  }

  async function loop() {
    while (!stopping) {
      let claimed = false;
      while (running.size < concurrency && !stopping) {
        let job: Job | null = null;
        try {
          job = await claim();
        } catch (e) {
          log(`claim failed: ${e instanceof Error ? e.message : e}`);
        }
        if (!job) break;
        claimed = true;
        track(execute(job)).then(() => wake?.());
      }
      if (stopping) break;
      if (claimed && running.size < concurrency) continue;
      await new Promise<void>((resolve) => {
        const t = setTimeout(done, pollMs);
        function done() {
          clearTimeout(t);
          jobSignals.off('enqueued', done);
          wake = null;
          resolve();
        }
        wake = done;
        jobSignals.on('enqueued', done);
      });
    }
  }

  return {
    id,
    start() {
      if (started) return;
      started = true;
      loop().catch((e) => log(`worker stopped: ${e}`));
    },
    async stop(graceMs = 15_000) {
      // Stop claiming; give running jobs time to finish before aborting them.
      stopping = true;
      wake?.();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((r) => {
          timer = setTimeout(r, graceMs);
        }),
      ]);
      clearTimeout(timer);
      stopController.abort();
      wake?.();
      await Promise.allSettled([...running]);
    },
    async runDue() {
      let n = 0;
      for (;;) {
        const job = await claim();
        if (!job) return n;
        await execute(job);
        n++;
      }
    },
  };
}
