import * as v from 'valibot';
import type { Job } from './queue';
import { type JobRunner, type JobRunners, PermanentJobError } from './worker';

/** A job's payload: a valibot schema of a JSON object. */
export type PayloadSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

/** What a handler may return: nothing (done), or when to run again (recurring jobs). */
// biome-ignore lint/suspicious/noConfusingVoidType: most handlers return nothing.
export type JobResult = void | { runAgainAt: Date };

export type JobRunContext<D> = {
  /** What the worker was started with (database, providers, settings). */
  deps: D;
  /** The queued row (its account, attempts, id). */
  job: Job;
  /** Aborted when the worker loses the job's lock or is stopping. */
  signal: AbortSignal;
  workerId: string;
};

export type JobFailedContext<D> = { deps: D; job: Job; error: string };

/** What enqueuing needs: the kind stored in the row and the payload's schema. */
export type JobKind<S extends PayloadSchema = PayloadSchema> = {
  readonly kind: string;
  readonly payload: S;
};

/**
 * A kind of job: its kind (stored in the queue), the schema of its payload, and its handler,
 * which receives the payload validated and typed, and the worker's deps of type D.
 */
export type JobDefinition<S extends PayloadSchema, D> = JobKind<S> & {
  /** Does the work. Throwing retries with back-off until max_attempts. */
  readonly handler: (payload: v.InferOutput<S>, ctx: JobRunContext<D>) => Promise<JobResult>;
  /** Called once when the job is given up (attempts exhausted), with its valid payload. */
  readonly onFailed?: (payload: v.InferOutput<S>, ctx: JobFailedContext<D>) => Promise<void>;
  /** This kind's delay before retry n; the worker's otherwise. */
  readonly backoffMs?: (attempt: number) => number;
};

/** Any job whose handler can run with deps D (the registry's list). */
// biome-ignore lint/suspicious/noExplicitAny: the list holds jobs of every payload type.
export type AnyJobDefinition<D> = JobDefinition<any, D>;

/**
 * Declares a job beside the code it belongs to. Annotate the handler's context with the deps
 * it needs (`{ deps }: JobRunContext<MyDeps>`); the registry checks the worker's deps give them.
 */
export function defineJob<S extends PayloadSchema, D = unknown>(
  def: JobDefinition<S, D>,
): JobDefinition<S, D> {
  return def;
}

/** A payload that cannot be read: retrying would not help, so the job fails at once. */
export class InvalidJobPayloadError extends PermanentJobError {
  constructor(kind: string, issues: string) {
    super(`Invalid payload for job ${kind}: ${issues}`);
    this.name = 'InvalidJobPayloadError';
  }
}

/** The stored payload, parsed when a driver hands back the JSON text. */
function storedPayload(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function readPayload<S extends PayloadSchema>(def: JobKind<S>, raw: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(def.payload, storedPayload(raw));
  if (!parsed.success) throw new InvalidJobPayloadError(def.kind, v.summarize(parsed.issues));
  return parsed.output;
}

/**
 * Checks a payload against its job's schema before it is queued (a caller's mistake fails
 * there, not in a worker later).
 */
export function checkPayload(def: JobKind, payload: unknown): void {
  const parsed = v.safeParse(def.payload, payload);
  if (!parsed.success)
    throw new Error(`Invalid payload for job ${def.kind}: ${v.summarize(parsed.issues)}`);
}

/**
 * The worker's runners for a list of jobs, bound to its deps: each validates the stored payload
 * (an invalid one fails the job for good, saying what is wrong) and calls the handler.
 */
export function bindJobs<D>(jobs: readonly AnyJobDefinition<D>[], deps: D): JobRunners {
  const runners: JobRunners = {};
  for (const def of jobs) {
    if (runners[def.kind]) throw new Error(`Job kind ${def.kind} is defined twice`);
    const runner: JobRunner = {
      run: (job, ctx) =>
        def.handler(readPayload(def, job.payload), {
          deps,
          job,
          signal: ctx.signal,
          workerId: ctx.workerId,
        }),
    };
    const { onFailed, backoffMs } = def;
    if (onFailed)
      runner.onFailed = async (job, error) => {
        const parsed = v.safeParse(def.payload, storedPayload(job.payload));
        if (parsed.success) await onFailed(parsed.output, { deps, job, error });
      };
    if (backoffMs) runner.backoffMs = backoffMs;
    runners[def.kind] = runner;
  }
  return runners;
}
