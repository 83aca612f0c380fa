import { describe, expect, it } from 'vitest';
import { ALL_KEYS, CHANGE_TOPICS, pgChanges } from './changes';
import type { PgNotify } from './pg-notify';

/**
 * Two servers' notify channels joined in memory: what one sends the other hears (never the
 * sender itself, as with the real channel); every NOTIFY sent is recorded. `limit` plays the
 * channel's payload limit (a longer message is refused: send answers false).
 */
function linkedChannels(limit = 7_900) {
  const sent: { from: string; data: unknown }[] = [];
  const listeners = new Map<string, ((data: unknown) => void)[]>();
  const channel = (origin: string): PgNotify => ({
    origin,
    async send(topic, data) {
      if (JSON.stringify(data).length > limit) return false;
      sent.push({ from: origin, data });
      for (const [o, ls] of listeners)
        if (o !== origin && topic === 'changes') for (const l of ls) l(data);
      return true;
    },
    on(_topic, listener) {
      listeners.set(origin, [...(listeners.get(origin) ?? []), listener]);
      return () => {};
    },
    onReconnect: () => () => {},
    ready: Promise.resolve(),
    close: async () => {},
  });
  return { a: channel('a'), b: channel('b'), sent };
}

const nextTick = () => new Promise((r) => setImmediate(r));

describe('the change bus on PostgreSQL (pgChanges)', () => {
  it('sends the changes of one tick in one NOTIFY, and the other server hears each of them', async () => {
    const { a, b, sent } = linkedChannels();
    const busA = pgChanges(a);
    const busB = pgChanges(b);
    const heardA: string[] = [];
    const heardB: string[] = [];
    busA.subscribe(CHANGE_TOPICS.sessions, (k) => heardA.push(`sessions:${k}`));
    busB.subscribe(CHANGE_TOPICS.sessions, (k) => heardB.push(`sessions:${k}`));
    busB.subscribe(CHANGE_TOPICS.publicWidgets, (k) => heardB.push(`widgets:${k}`));
    // Ten writes finishing in the same tick: each says "sessions: forget all".
    for (let i = 0; i < 10; i++) busA.publish(CHANGE_TOPICS.sessions, ALL_KEYS);
    busA.publish(CHANGE_TOPICS.publicWidgets, 'w1');
    busA.publish(CHANGE_TOPICS.publicWidgets, 'w2');
    busA.publish(CHANGE_TOPICS.publicWidgets, 'w1');
    // This process hears each change at once.
    expect(heardA).toHaveLength(10);
    expect(sent).toEqual([]);
    await nextTick();
    expect(sent).toEqual([
      { from: 'a', data: { s: { sessions: [ALL_KEYS], 'public-widgets': ['w1', 'w2'] } } },
    ]);
    expect(heardB).toEqual(['sessions:*', 'widgets:w1', 'widgets:w2']);
    // The next tick's change is the next message.
    busA.publish(CHANGE_TOPICS.sessions, ALL_KEYS);
    await nextTick();
    expect(sent).toHaveLength(2);
    expect(heardB.at(-1)).toBe('sessions:*');
  });

  it('sends a lone change as {t, k}, as older servers read it, and reads that form', async () => {
    const { a, b, sent } = linkedChannels();
    pgChanges(a).publish(CHANGE_TOPICS.partnerOrigins, 7);
    const heard: string[] = [];
    pgChanges(b).subscribe(CHANGE_TOPICS.partnerOrigins, (k) => heard.push(k));
    await nextTick();
    expect(sent).toEqual([{ from: 'a', data: { t: 'partner-origins', k: '7' } }]);
    await a.send('changes', { t: 'partner-origins', k: '8' });
    expect(heard).toEqual(['7', '8']);
  });

  it('a tick whose keys do not fit in one NOTIFY tells the others to forget those topics', async () => {
    const { a, b, sent } = linkedChannels(200);
    const busA = pgChanges(a);
    const heard: string[] = [];
    pgChanges(b).subscribe(CHANGE_TOPICS.publicWidgets, (k) => heard.push(k));
    for (let i = 0; i < 50; i++) busA.publish(CHANGE_TOPICS.publicWidgets, `widget-${i}`);
    await nextTick();
    await nextTick();
    expect(sent).toEqual([{ from: 'a', data: { s: { 'public-widgets': [ALL_KEYS] } } }]);
    expect(heard).toEqual([ALL_KEYS]);
  });
});
