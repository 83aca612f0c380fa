/**
 * Where the Plaudit server this app talks to is, and the app's OAuth client id, read in order
 * from: the build (VITE_PLAUDIT_ORIGIN, VITE_PLAUDIT_CLIENT_ID), a <meta> in index.html
 * (`plaudit-origin`, `plaudit-client-id`, for whoever serves the built app), or, for the origin,
 * this page's own origin (served by the Plaudit server or through the Vite dev proxy).
 *
 * Served from its own origin, that origin must be in the partner's allowed origins (Plaudit
 * console: Account & Settings, Partner Apps), or the browser refuses every call.
 */
const meta = (name: string): string =>
  globalThis.document?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

export const PLAUDIT_ORIGIN: string = (
  import.meta.env.VITE_PLAUDIT_ORIGIN ||
  meta('plaudit-origin') ||
  globalThis.location?.origin ||
  ''
).replace(/\/+$/, '');

/** The client id of this app registered for "Sign in with Plaudit"; '' hides that button. */
export const PLAUDIT_CLIENT_ID: string =
  import.meta.env.VITE_PLAUDIT_CLIENT_ID || meta('plaudit-client-id');

/** The app's base path (vite.config.ts `base`), where the OAuth callback also lives. */
export const APP_BASE: string = import.meta.env.BASE_URL;

/** Where Plaudit sends the user back after the consent screen (registered with the app). */
export const REDIRECT_URI: string = `${globalThis.location?.origin ?? ''}${APP_BASE}callback`;
