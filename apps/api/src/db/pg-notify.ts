import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './open-database';

/** The one PostgreSQL channel every Plaudit server LISTENs on. */
export const NOTIFY_CHANNEL = 'plaudit_events';
/** NOTIFY refuses payloads of 8,000 bytes or more; envelopes stay under this. */
export const NOTIFY_MAX_BYTES = 7_900;

/** What crosses the channel: the sender, a topic and the topic's small payload. */
type Envelope = { o: string; t: string; d: unknown };

/**
 * Messages between the servers sharing one PostgreSQL, over LISTEN/NOTIFY.
 * `send` reaches every server (this one included, through `on`'s local echo
 * being skipped: senders deliver to themselves directly); `on` hears the other
 * servers. `onReconnect` is told when the listening connection came back after
 * a break, when messages may have been missed.
 */
export interface PgNotify {
  /** This server's id in envelopes. */
  readonly origin: string;
  /** Sends `data` on `topic` to the other servers; false when too large (nothing sent). */
  send(topic: string, data: unknown): Promise<boolean>;
  on(topic: string, listener: (data: unknown) => void): () => void;
  onReconnect(listener: () => void): () => void;
  /** Resolves once the first LISTEN is in place. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

export type PgNotifyOptions = {
  /** Delay before reconnecting after the listening connection fails; default 1 s (doubling to 30 s). */
  retryMs?: number;
  log?: (message: string) => void;
};

/**
 * One dedicated client LISTENs (a pooled connection cannot: it is handed to
 * other queries); NOTIFY goes through the app's pool. The listener reconnects
 * after errors with back-off and LISTENs again.
 */
export function pgNotify(databaseUrl: string, db: Db, opts: PgNotifyOptions = {}): PgNotify {
  const origin = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const log = opts.log ?? ((m: string) => console.error(`[notify] ${m}`));
  const baseRetry = opts.retryMs ?? 1_000;
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const reconnectListeners = new Set<() => void>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry = baseRetry;
  let timer: NodeJS.Timeout | undefined;
  let everConnected = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  function dispatch(payload: string | undefined) {
    if (!payload) return;
    let env: Envelope;
    try {
      env = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (env.o === origin) return;
    for (const l of listeners.get(env.t) ?? []) {
      try {
        l(env.d);
      } catch (e) {
        log(`listener of ${env.t} failed: ${e instanceof Error ? e.message : e}`);
      }
    }
  }

  function scheduleReconnect() {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retry);
    retry = Math.min(30_000, retry * 2);
  }

  async function connect() {
    if (closed) return;
    const c = new pg.Client({ connectionString: databaseUrl });
    client = c;
    let failed = false;
    const onBreak = (why: string) => {
      if (failed) return;
      failed = true;
      if (client === c) client = null;
      if (!closed) log(`listening connection lost (${why}); reconnecting`);
      c.end().catch(() => {});
      scheduleReconnect();
    };
    c.on('error', (e) => onBreak(e.message));
    c.on('end', () => onBreak('ended'));
    c.on('notification', (n) => {
      if (n.channel === NOTIFY_CHANNEL) dispatch(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (e) {
      onBreak(e instanceof Error ? e.message : String(e));
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    retry = baseRetry;
    if (everConnected) for (const l of reconnectListeners) l();
    everConnected = true;
    markReady();
  }

  void connect();

  return {
    origin,
    ready,
    async send(topic, data) {
      const payload = JSON.stringify({ o: origin, t: topic, d: data } satisfies Envelope);
      if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES) {
        log(`a ${topic} message of ${Buffer.byteLength(payload)} bytes is too large to share`);
        return false;
      }
      await sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${payload})`.execute(db);
      return true;
    },
    on(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      listeners.set(topic, set);
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => {
        reconnectListeners.delete(listener);
      };
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
