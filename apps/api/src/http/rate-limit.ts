import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { type RateLimitInfo, rateLimiter, type Store } from 'hono-rate-limiter';
import { sql } from 'kysely';
import type { Db } from '../db/open-database';
import type { AppEnv } from './context';
import { markAnswers } from './openapi/describe-route';

/**
 * A hono-rate-limiter store in the `rate_limits` table, so that every server
 * process against one database shares the counts. Counting and reading the
 * count is one INSERT ... ON CONFLICT DO UPDATE: parallel requests each get
 * their own number and cannot slip past a limit. Keys are stored as hashes
 * (no e-mail addresses or client addresses in the table).
 */
export class DbRateLimitStore implements Store<AppEnv> {
  readonly localKeys = false;
  #windowMs = 60_000;
  #lastSweep = 0;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: { windowMs: number }) {
    this.#windowMs = options.windowMs;
  }

  #key(key: string) {
    return `${this.prefix}:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;
  }

  async get(key: string) {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['hits', 'reset_at'])
      .where('key', '=', this.#key(key))
      .where('reset_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row ? { totalHits: row.hits, resetTime: new Date(row.reset_at) } : undefined;
  }

  async increment(key: string) {
    this.#sweep();
    const window = sql`now() + ${this.#windowMs} * interval '1 millisecond'`;
    const { rows } = await sql<{ hits: number; reset_at: Date }>`
      INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES (${this.#key(key)}, 1, ${window})
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
        reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
      RETURNING hits, reset_at`.execute(this.db);
    const row = rows[0]!;
    return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string) {
    await this.db
      .updateTable('rate_limits')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('key', '=', this.#key(key))
      .where('hits', '>', 0)
      .where('reset_at', '>', sql<Date>`now()`)
      .execute();
  }

  async resetKey(key: string) {
    await this.db.deleteFrom('rate_limits').where('key', '=', this.#key(key)).execute();
  }

  /** Expired windows are deleted now and then (at most once a minute per store). */
  #sweep() {
    const now = Date.now();
    if (now - this.#lastSweep < 60_000) return;
    this.#lastSweep = now;
    this.db
      .deleteFrom('rate_limits')
      .where('reset_at', '<', sql<Date>`now()`)
      .where('key', 'like', `${this.prefix}:%`)
      .execute()
      .catch(() => {});
  }
}

export type RequestLimit = {
  /** Names the counter in the store (and in the README's table of limits). */
  name: string;
  windowMs: number;
  /** Requests allowed per key and window; a function may read what earlier limits counted. */
  limit: number | ((c: Context<AppEnv>) => number);
  /** What is counted together: the client address, an account, a user... */
  key: (c: Context<AppEnv>) => string | Promise<string>;
  /**
   * Which requests count: every one (default), only failures (status >= 400,
   * e.g. wrong passwords), or only successes (e.g. mails actually sent).
   */
  count?: 'all' | 'failures' | 'successes';
  /** The `{error}` text of the 429 answer. */
  message: string;
  /** Where the count is kept on the context for later limits (`c.get(name)`). */
  exposeAs?: string;
};

/**
 * A request limit (hono-rate-limiter) counted in the database. Over the limit
 * the answer is 429 `{error}` with `Retry-After`. Each database gets its own
 * store (the tests run many databases in one process).
 */
export function limitRequests(spec: RequestLimit): MiddlewareHandler<AppEnv> {
  const perDb = new WeakMap<Db, MiddlewareHandler<AppEnv>>();
  return markAnswers<MiddlewareHandler<AppEnv>>((c, next) => {
    const { db } = c.var.deps;
    let limiter = perDb.get(db);
    if (!limiter) {
      limiter = rateLimiter<AppEnv>({
        windowMs: spec.windowMs,
        limit: spec.limit,
        keyGenerator: spec.key,
        skipSuccessfulRequests: spec.count === 'failures',
        skipFailedRequests: spec.count === 'successes',
        standardHeaders: false,
        requestPropertyName: spec.exposeAs ?? `rateLimit:${spec.name}`,
        store: new DbRateLimitStore(db, spec.name),
        handler: (c) => {
          const info = (c.var as Record<string, unknown>)[
            spec.exposeAs ?? `rateLimit:${spec.name}`
          ] as RateLimitInfo;
          const seconds = info.resetTime
            ? Math.max(1, Math.ceil((info.resetTime.getTime() - Date.now()) / 1000))
            : Math.ceil(spec.windowMs / 1000);
          c.header('retry-after', String(seconds));
          return c.json({ error: spec.message }, 429);
        },
      }) as MiddlewareHandler<AppEnv>;
      perDb.set(db, limiter);
    }
    return limiter(c, next);
  }, 429);
}

/** Several limits in turn (hono's `every`), one middleware that may answer 429. */
export const allLimits = (...limits: MiddlewareHandler<AppEnv>[]): MiddlewareHandler<AppEnv> =>
  markAnswers(every(...limits), 429);

/** What an earlier limit counted for this request (0 when it did not run). */
export function countedBy(c: Context<AppEnv>, exposeAs: string): number {
  return ((c.var as Record<string, unknown>)[exposeAs] as RateLimitInfo | undefined)?.used ?? 0;
}
