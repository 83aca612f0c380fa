/**
 * A small analytics recorder: events stay in memory (the last 200), nothing goes over the
 * network. A real sink can subscribe later without changing the callers.
 */
export type AnalyticsEvent = {
  type: 'pageview' | 'event';
  name: string;
  path: string;
  properties: Record<string, unknown>;
  at: number;
};

export const MAX_EVENTS = 200;

type Listener = (event: AnalyticsEvent) => void;

const events: AnalyticsEvent[] = [];
const listeners = new Set<Listener>();

function record(event: AnalyticsEvent) {
  events.push(event);
  if (events.length > MAX_EVENTS) events.splice(0, events.length - MAX_EVENTS);
  for (const listener of listeners) listener(event);
}

function currentPath(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
}

/** One page view; called on every route change. */
export function trackPageview(path: string, properties: Record<string, unknown> = {}) {
  record({ type: 'pageview', name: 'pageview', path, properties, at: Date.now() });
}

/** Any other event (a button, a completed action...). */
export function trackEvent(name: string, properties: Record<string, unknown> = {}) {
  record({ type: 'event', name, path: currentPath(), properties, at: Date.now() });
}

export function getEvents(): readonly AnalyticsEvent[] {
  return events;
}

export function clearEvents() {
  events.length = 0;
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

declare global {
  interface Window {
    /** Read-only view for diagnostics and end-to-end tests. */
    plauditAnalytics?: { events: () => readonly AnalyticsEvent[] };
  }
}

if (typeof window !== 'undefined') window.plauditAnalytics = { events: getEvents };
