import type { RealtimeMessage } from '@plaudit/api-client/schemas';

/**
 * Real-time channels (for example `rtx_images-{resourceId}`), delivered to
 * browsers as server-sent events by GET /api/realtime/{channel}. Channels are
 * per account. The local hub lives in this process and keeps each channel's
 * last message for `replayMs`, so a subscriber that connects just after the
 * event still gets it; several servers would share a broker (Redis, Pusher)
 * behind the same interface.
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
