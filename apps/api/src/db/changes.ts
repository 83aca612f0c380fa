import type { Db } from './open-database';
import type { PgNotify } from './pg-notify';

/**
 * The change bus: "this changed, forget what you cached of it", for the
 * in-process caches. A change published here reaches this process's
 * subscribers at once and, when the database is PostgreSQL, every other
 * server's through LISTEN/NOTIFY, so a change made on server A is not served
 * stale by server B.
 *
 *   changesOf(db).publish('public-widgets', widgetId);
 *   changesOf(db).subscribe('public-widgets', (id) => cache.delete(id));
 *
 * Keys are short strings (an id, an account id). A subscriber may also get
 * ALL_KEYS: messages may have been missed (the listening connection was
 * broken), so forget everything of the topic.
 */
export interface ChangeBus {
  readonly name: 'local' | 'postgres';
  publish(topic: string, key: string | number): void;
  /** Calls `listener` with each key changed on `topic` (here or elsewhere); returns unsubscribe. */
  subscribe(topic: string, listener: (key: string) => void): () => void;
}

/** Given to subscribers when anything of the topic may have changed. */
export const ALL_KEYS = '*';

/** Topics in use (one place to look; any string works). */
export const CHANGE_TOPICS = {
  publicWidgets: 'public-widgets',
  partnerOrigins: 'partner-origins',
  /** Keyed by account id: location performance reports, targets and location names. */
  performanceReports: 'performance-reports',
  /** Keyed by session token hash or user id: for a short-lived session/permission cache. */
  sessions: 'sessions',
} as const;

type Listeners = Map<string, Set<(key: string) => void>>;

function deliver(listeners: Listeners, topic: string, key: string) {
  for (const l of listeners.get(topic) ?? []) {
    try {
      l(key);
    } catch (e) {
      console.error(`[changes] ${topic} listener failed: ${e instanceof Error ? e.message : e}`);
    }
  }
}

function subscribeTo(listeners: Listeners, topic: string, listener: (key: string) => void) {
  const set = listeners.get(topic) ?? new Set();
  listeners.set(topic, set);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** One process (the embedded database has one server). */
export function localChanges(): ChangeBus {
  const listeners: Listeners = new Map();
  return {
    name: 'local',
    publish: (topic, key) => deliver(listeners, topic, String(key)),
    subscribe: (topic, listener) => subscribeTo(listeners, topic, listener),
  };
}

const CHANGES_TOPIC = 'changes';

/**
 * What one NOTIFY carries: a single change `{t, k}` (the form every server version reads), or
 * the changes of one tick `{s: {topic: [keys]}}`.
 */
type ChangeMessage = { t?: unknown; k?: unknown; s?: unknown };

/** Hands a message's changes to this process's subscribers. */
function deliverMessage(listeners: Listeners, data: ChangeMessage) {
  if (typeof data.t === 'string' && typeof data.k === 'string') deliver(listeners, data.t, data.k);
  if (data.s && typeof data.s === 'object')
    for (const [topic, keys] of Object.entries(data.s as Record<string, unknown>))
      if (Array.isArray(keys))
        for (const k of keys) if (typeof k === 'string') deliver(listeners, topic, k);
}

/**
 * Shared by every server on one PostgreSQL, over the servers' NOTIFY channel. This process's
 * subscribers hear a change at once; the other servers hear the changes of one tick in one
 * NOTIFY (every write through the API publishes "sessions: forget all" when the session cache
 * is on: ten writes finishing together send one message, not ten). A topic whose keys include
 * ALL_KEYS sends that alone.
 */
export function pgChanges(notify: PgNotify): ChangeBus {
  const listeners: Listeners = new Map();
  notify.on(CHANGES_TOPIC, (data) => {
    if (data && typeof data === 'object') deliverMessage(listeners, data as ChangeMessage);
  });
  // After a break in listening, changes may have been missed: every cache forgets all.
  notify.onReconnect(() => {
    for (const topic of listeners.keys()) deliver(listeners, topic, ALL_KEYS);
  });
  /** This tick's changes, by topic, not yet sent. */
  let pending = new Map<string, Set<string>>();
  const send = (message: ChangeMessage) => notify.send(CHANGES_TOPIC, message);
  async function flush() {
    const batch = pending;
    pending = new Map();
    const changes: Record<string, string[]> = {};
    for (const [topic, keys] of batch) changes[topic] = keys.has(ALL_KEYS) ? [ALL_KEYS] : [...keys];
    const topics = Object.keys(changes);
    const only = topics.length === 1 ? changes[topics[0]!]! : [];
    const sent =
      only.length === 1 ? await send({ t: topics[0], k: only[0] }) : await send({ s: changes });
    // Too large to share (many or very long keys): the other servers forget the whole topics.
    if (!sent) await send({ s: Object.fromEntries(topics.map((t) => [t, [ALL_KEYS]])) });
  }
  return {
    name: 'postgres',
    publish(topic, key) {
      const k = String(key);
      deliver(listeners, topic, k);
      if (pending.size === 0)
        setImmediate(() =>
          flush().catch((e) =>
            console.error(
              `[changes] could not share changes: ${e instanceof Error ? e.message : e}`,
            ),
          ),
        );
      const keys = pending.get(topic) ?? new Set<string>();
      pending.set(topic, keys);
      keys.add(k);
    },
    subscribe: (topic, listener) => subscribeTo(listeners, topic, listener),
  };
}

const buses = new WeakMap<Db, ChangeBus>();

/** The change bus of a database: the one set by useChanges, else a local one. */
export function changesOf(db: Db): ChangeBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = localChanges();
    buses.set(db, bus);
  }
  return bus;
}

/** Sets the database's change bus (main.ts, on PostgreSQL: pgChanges), before any cache subscribes. */
export function useChanges(db: Db, bus: ChangeBus): void {
  buses.set(db, bus);
}
