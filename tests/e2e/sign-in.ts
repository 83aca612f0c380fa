import type { APIRequestContext, Page } from '@playwright/test';

/** Where the console keeps the signed-in session (`SESSION_STORAGE_KEY` of @plaudit/hooks). */
const SESSION_KEY = 'plaudit.auth';
const PASSWORD = 'demo-password';

/**
 * The sessions this worker has signed in through the login page, by e-mail: what the console
 * stored for each. A worker signs each demo user in once; later tests start with that session.
 */
const sessions = new Map<string, string>();

/**
 * Logs a demo user in through the login page (password demo-password) and waits to leave it,
 * for `path` (the login page's `redirect`) when given, else the start page.
 */
export async function signInThroughForm(page: Page, email: string, path = '/') {
  await page.goto(path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Whether a stored session still stands as it was: its token works, and the server's answer
 * for it agrees with what the console stored (a test may have signed it out, or changed the
 * user's type, permissions or e-mail).
 */
async function stillCurrent(page: Page, stored: string): Promise<boolean> {
  const { auth } = JSON.parse(stored) as { auth: Record<string, unknown> };
  const res = await page.request.get('/api/auth', {
    headers: {
      authorization: `Basic ${Buffer.from(`${auth.email}:${auth.token}`).toString('base64')}`,
    },
    failOnStatusCode: false,
  });
  if (res.status() !== 200) return false;
  const current = (await res.json()) as Record<string, unknown>;
  return ['email', 'account_id', 'user_id', 'user_type', 'status', 'permissions'].every(
    (k) => !(k in current) || JSON.stringify(current[k]) === JSON.stringify(auth[k]),
  );
}

/**
 * Signs a demo user in and opens `path` (the console's start page unless given), as the login
 * page leaves them when it was asked for that page. The first time in a worker this goes
 * through the login page; later it starts the console with the session the login page gave (a
 * spec about signing in uses signInThroughForm). A test that goes on elsewhere names the page:
 * the console then starts once, there, and the start page's requests do not queue before the
 * page under test.
 */
export async function signIn(page: Page, email: string, path = '/') {
  const stored = sessions.get(email);
  if (stored && (await stillCurrent(page, stored))) {
    // A same-origin answer that is not the console, to write the console's storage before it starts.
    await page.goto('/api/health');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, stored]);
    await page.goto(path);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return;
  }
  await signInThroughForm(page, email, path);
  const value = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  if (value) sessions.set(email, value);
}

/** Headers that call the API as a demo user: a fresh token from POST /api/auth. */
export async function apiHeaders(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth', { data: { email, password: PASSWORD } });
  const { token } = (await res.json()) as { token: string };
  return {
    Authorization: `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`,
    Accept: 'application/hal+json; version=1',
    'X-Plaudit-Client': 'e2e',
  };
}

/** The console's stored session in this page (signed in with `signIn`). */
async function storedAuth(page: Page) {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const { auth } = JSON.parse(stored ?? '{}') as {
    auth: { email: string; token: string; account_id: number };
  };
  return auth;
}

/** Headers that call the API with the session the console in this page uses. */
export async function sessionHeaders(page: Page) {
  const auth = await storedAuth(page);
  return {
    authorization: `Basic ${Buffer.from(`${auth.email}:${auth.token}`).toString('base64')}`,
  };
}

/** The account of the session the console in this page uses. */
export async function sessionAccountId(page: Page): Promise<number> {
  return (await storedAuth(page)).account_id;
}
