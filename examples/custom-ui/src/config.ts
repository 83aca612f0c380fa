/**
 * The origin of the Plaudit server this app talks to. Served by the Plaudit server (or through
 * the Vite dev proxy) it is this page's own origin; a partner hosting the app elsewhere sets
 * VITE_PLAUDIT_ORIGIN at build time (the API must then be reachable from that origin).
 */
export const PLAUDIT_ORIGIN: string =
  import.meta.env.VITE_PLAUDIT_ORIGIN || globalThis.location?.origin || '';
