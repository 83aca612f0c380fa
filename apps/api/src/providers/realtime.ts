import type { RealtimeMessage } from '@plaudit/api-client/schemas';
import type { PgNotify } from '../db/pg-notify';

/**
 * Real-time channels (for example `rtx_images-{resourceId}`), delivered to
 * browsers as server-sent events by GET /api/realtime/{channel}. Channels are
 * per account. The local hub lives in this process and keeps each channel's
 * last message for `replayMs`, so a subscriber that connects just after the
 * event still gets it. Several servers on one PostgreSQL share messages
 * through LISTEN/NOTIFY (`pgRealtime`), each keeping its own retained copies.
 */
export interface RealtimeHub {
  readonly name: string;
  publish(accountId: number, channel: string, message: RealtimeMessage): void;
  /** Calls `listener` with the retained message (if any) and every later one; returns unsubscribe. */
  subscribe(
    accountId: number,
    channel: string,
    listener: (message: RealtimeMessage) => void,
  ): () => void;
}

export function memoryRealtime(replayMs = 60_000): RealtimeHub {
  const listeners = new Map<string, Set<(m: RealtimeMessage) => void>>();
  const retained = new Map<string, { message: RealtimeMessage; at: number }>();
  const keyOf = (accountId: number, channel: string) => `${accountId}/${channel}`;
  return {
    name: 'memory',
    publish(accountId, channel, message) {
      const key = keyOf(accountId, channel);
      const now = Date.now();
      retained.set(key, { message, at: now });
      for (const [k, v] of retained) if (now - v.at > replayMs) retained.delete(k);
      for (const l of listeners.get(key) ?? []) l(message);
    },
    subscribe(accountId, channel, listener) {
      const key = keyOf(accountId, channel);
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(listener);
      const last = retained.get(key);
      if (last && Date.now() - last.at <= replayMs) queueMicrotask(() => listener(last.message));
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
  };
}

/** The topic of real-time messages on the servers' shared NOTIFY channel. */
const REALTIME_TOPIC = 'realtime';
type Shared = { a: number; c: string; m: RealtimeMessage };

/**
 * Real-time channels shared by every server on one PostgreSQL: a message is
 * delivered here at once and sent to the other servers as a small NOTIFY
 * envelope (account, channel, message), where it is delivered and retained
 * for `replayMs` as on this one. A message too large for NOTIFY stays on this
 * server (messages are a few hundred bytes).
 */
export function pgRealtime(notify: PgNotify, replayMs = 60_000): RealtimeHub {
  const local = memoryRealtime(replayMs);
  notify.on(REALTIME_TOPIC, (data) => {
    const s = data as Partial<Shared>;
    if (typeof s.a === 'number' && typeof s.c === 'string' && s.m) local.publish(s.a, s.c, s.m);
  });
  return {
    name: 'postgres',
    publish(accountId, channel, message) {
      local.publish(accountId, channel, message);
      notify
        .send(REALTIME_TOPIC, { a: accountId, c: channel, m: message } satisfies Shared)
        .catch((e) =>
          console.error(
            `[realtime] could not share ${channel}: ${e instanceof Error ? e.message : e}`,
          ),
        );
    },
    subscribe: (accountId, channel, listener) => local.subscribe(accountId, channel, listener),
  };
}
