import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { buildPackedCustomUi } from './custom-ui-packed';
import { startPartnerSite } from './custom-ui-server';
import { e2ePort } from './e2e-server';
import { expect, test } from './fixtures';

/**
 * examples/custom-ui: the partner app built only on the published @plaudit packages, as a
 * partner gets them: the packages are packed with `pnpm pack` (build them first with the root
 * `pnpm run build`), installed from the tarballs into a copy of the example and built with Vite
 * (custom-ui-packed.ts). It is served by a partner's own web server on another origin than
 * Plaudit (another port: http://127.0.0.1:API_PORT+1). The spec allows that origin and
 * registers the app as the partner (partner@demo.test) first, and removes both afterwards.
 */
const API_PORT = e2ePort();
const APP_PORT = Number(process.env.E2E_APP_PORT ?? API_PORT + 1);
const API = `http://127.0.0.1:${API_PORT}`;
const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const APP = `${APP_ORIGIN}/examples/custom-ui/`;
// The same server under another name: an origin nobody allowed.
const OTHER_APP = `http://localhost:${APP_PORT}/examples/custom-ui/`;
// Data waits: the two-core machine may be busy with other suites.
const DATA = { timeout: 20_000 };

let site: Server;
let partnerApi: APIRequestContext;
let originId: number;
let clientId = '';
let clientRowId: number;
let packed: Awaited<ReturnType<typeof buildPackedCustomUi>>;

test.beforeAll(async () => {
  // Packing, installing and building: about a minute on a busy two-core machine.
  test.setTimeout(300_000);
  packed = await buildPackedCustomUi();
  console.log(`custom-ui from packed tarballs: built in ${packed.seconds.toFixed(1)} s`);
  partnerApi = await request.newContext({ baseURL: API });
  const login = await partnerApi.post('/api/auth', {
    data: { email: 'partner@demo.test', password: 'demo-password' },
  });
  const partner = await login.json();
  const authorization = `Basic ${Buffer.from(`${partner.email}:${partner.token}`).toString('base64')}`;
  await partnerApi.dispose();
  partnerApi = await request.newContext({
    baseURL: API,
    extraHTTPHeaders: { authorization, accept: 'application/hal+json; version=1' },
  });
  const origin = await partnerApi.post('/api/partner_origins', { data: { origin: APP_ORIGIN } });
  expect(origin.status()).toBe(201);
  originId = (await origin.json()).id;
  const client = await partnerApi.post('/api/oauth_clients', {
    data: { name: 'Summit Reviews', redirect_uris: [`${APP}callback`] },
  });
  expect(client.status()).toBe(201);
  ({ client_id: clientId, id: clientRowId } = await client.json());
  site = await startPartnerSite({
    port: APP_PORT,
    plauditOrigin: API,
    clientId: () => clientId,
    dist: packed.dist,
  });
});

test.afterAll(async () => {
  await partnerApi.delete(`/api/partner_origins/${originId}`);
  await partnerApi.delete(`/api/oauth_clients/${clientRowId}`);
  await partnerApi.delete('/api/auth');
  await partnerApi.dispose();
  await new Promise((resolve) => site?.close(resolve));
  if (packed) rmSync(packed.work, { recursive: true, force: true });
});

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

const reviews = (page: Page) => page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
const total = (page: Page) => page.locator('.result-count');

test('custom-ui on its own origin: e-mail sign-in across origins, filters in the URL, widget, sign out', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });

  await page.goto(APP);
  await expect(page.getByRole('heading', { level: 1, name: 'Summit Reviews' })).toBeVisible();

  // A wrong password: the server's message, verbatim (the preflight of POST /api/auth passed).
  await logIn(page, 'admin@demo.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  await logIn(page, 'admin@demo.test', 'demo-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews', exact: true })).toBeVisible(
    DATA,
  );
  await expect(page.getByText('Blue Fern Bistro · admin@demo.test')).toBeVisible(DATA);
  await expect(reviews(page).first()).toBeVisible(DATA);
  expect(await reviews(page).count()).toBe(10);
  await expect(total(page)).toHaveText(/^[\d,]+ reviews$/);
  const allTotal = (await total(page).textContent()) ?? '';
  await expect(reviews(page).first()).toContainText(/\d out of 5 stars|No rating/);

  // The rating filter goes into the URL and narrows the list.
  await page.getByRole('button', { name: /^Rating/ }).click();
  await page.getByRole('option', { name: '5 stars' }).click();
  await expect(page).toHaveURL(/[?&]rating=5(&|$)/);
  await expect(total(page)).not.toHaveText(allTotal, DATA);
  await expect(total(page)).toHaveText(/^[\d,]+ reviews$/);
  await expect(reviews(page).first()).toBeVisible();
  const stars = await reviews(page).locator('.stars__text').allTextContents();
  expect(stars.length).toBeGreaterThan(0);
  expect(new Set(stars)).toEqual(new Set(['5 out of 5 stars']));

  // Paging through the ui-kit Pager keeps the filter; a filter change starts at page 1 again.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]rating=5(&|$)/);
  await page.getByRole('button', { name: /^Sentiment/ }).click();
  await page.getByRole('option', { name: 'Positive' }).click();
  await expect(page).toHaveURL(/[?&]sentiment=1(&|$)/);
  await expect(page).not.toHaveURL(/[?&]page=/);

  // Back restores the previous filters (the URL is the state).
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByText('Page 2 of')).toBeVisible(DATA);

  // The Star Snapshot, rendered by @plaudit/amplify/react inside an open shadow root.
  const host = page.locator('.star-snapshot');
  await expect(host).toHaveAttribute('data-plaudit-kind', 'star_snapshot');
  await expect
    .poll(() => host.evaluate((el) => el.shadowRoot?.querySelector('[part~="root"]') != null), DATA)
    .toBe(true);
  await expect(host.locator('[part~="rating"]')).toHaveText(/^\d[.,]\d\d$/);
  await expect(host.locator('[part~="count"]')).toContainText(/\d/);
  expect(await host.evaluate((el) => el.shadowRoot?.mode)).toBe('open');

  // Sign out: back to the form, the stored session is gone and the token revoked.
  const stored = await page.evaluate(() => localStorage.getItem('plaudit.auth'));
  const { auth } = JSON.parse(stored ?? '{}');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('plaudit.auth'))).toBeNull();
  const res = await page.request.get(`${API}/api/auth`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${auth.email}:${auth.token}`).toString('base64')}`,
    },
  });
  expect(res.status()).toBe(401);

  // A client-side route under the app's base serves the app too.
  await page.goto(`${APP}reviews?rating=4`);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(warnings.filter((w) => /plaudit|widget/i.test(w))).toEqual([]);
});

test('custom-ui: Sign in with Plaudit (OAuth code + PKCE through the consent screen), deny, revoke', async ({
  page,
}) => {
  await page.goto(APP);
  await page.getByRole('button', { name: 'Sign in with Plaudit' }).click();

  // Plaudit's console: not signed in there yet, so its login first, then the consent screen.
  await page.waitForURL((url) => url.origin === API && url.pathname === '/login');
  await logIn(page, 'admin@demo.test', 'demo-password');
  await page.waitForURL((url) => url.origin === API && url.pathname === '/oauth/authorize');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Allow Summit Reviews to use your Plaudit account?',
    }),
  ).toBeVisible(DATA);
  await expect(page.getByText('is an app of Summit Hospitality Partners')).toBeVisible();
  const scopes = page.getByRole('list', { name: 'What the app may do' }).getByRole('listitem');
  await expect(scopes).toHaveText([
    'See your account’s name and details',
    'See your locations and groups',
    'Read your reviews',
    'Write, change and delete responses to your reviews',
    'See your review widgets',
  ]);

  await page.getByRole('button', { name: 'Allow' }).click();
  // Back on the partner's origin, with a token: its reviews load.
  await page.waitForURL((url) => url.origin === APP_ORIGIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews', exact: true })).toBeVisible(
    DATA,
  );
  await expect(page.getByText('Blue Fern Bistro · admin@demo.test')).toBeVisible(DATA);
  await expect(reviews(page).first()).toBeVisible(DATA);
  await expect(page).toHaveURL(APP);
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('plaudit.auth'))) ?? '{}',
  );
  expect(stored.auth.token_type).toBe('bearer');
  expect(stored.auth.token).toMatch(/^pat_/);

  // Sign out, then ask again and deny: the app says so.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('button', { name: 'Sign in with Plaudit' }).click();
  await page.waitForURL((url) => url.origin === API && url.pathname === '/oauth/authorize');
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.waitForURL((url) => url.origin === APP_ORIGIN);
  await expect(page.getByRole('alert').filter({ hasText: 'did not allow' })).toHaveText(
    'You did not allow Summit Reviews to use your Plaudit account.',
  );

  // Allowed again, then revoked in Plaudit's settings: the app's session ends.
  await page.getByRole('button', { name: 'Sign in with Plaudit' }).click();
  await page.waitForURL((url) => url.origin === API && url.pathname === '/oauth/authorize');
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.origin === APP_ORIGIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews', exact: true })).toBeVisible(
    DATA,
  );

  await page.goto(`${API}/settings/authorized-apps`);
  const card = page.getByRole('list', { name: 'Authorized apps' }).getByRole('listitem').filter({
    hasText: 'Summit Reviews',
  });
  await expect(card.first()).toContainText('By Summit Hospitality Partners', DATA);
  await card.first().getByRole('button', { name: 'Revoke Summit Reviews' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('No authorized apps')).toBeVisible(DATA);

  await page.goto(APP);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible(DATA);
});

test('custom-ui: a partner signs in with Plaudit, opens a client account with the app token, answers a review, sees its widget, and the token is renewed', async ({
  page,
}) => {
  await page.goto(APP);
  await page.getByRole('button', { name: 'Sign in with Plaudit' }).click();
  await page.waitForURL((url) => url.origin === API && url.pathname === '/login');
  await logIn(page, 'partner@demo.test', 'demo-password');
  await page.waitForURL((url) => url.origin === API && url.pathname === '/oauth/authorize');
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.origin === APP_ORIGIN);
  await expect(page.getByText('Summit Hospitality Partners · partner@demo.test')).toBeVisible(DATA);

  // A child account: the same access token, account_id on every call; its reviews and widget.
  await page.getByLabel('Account').selectOption({ label: 'Blue Fern Bistro' });
  await expect(page.getByText('Blue Fern Bistro · partner@demo.test')).toBeVisible(DATA);
  await expect(reviews(page).first()).toBeVisible(DATA);
  await expect(total(page)).toHaveText(/^[1-9][\d,]* reviews$/, DATA);
  const host = page.locator('.star-snapshot');
  await expect(host).toHaveAttribute('data-plaudit-kind', 'star_snapshot', DATA);
  await expect
    .poll(() => host.evaluate((el) => el.shadowRoot?.querySelector('[part~="root"]') != null), DATA)
    .toBe(true);

  // The child's reviews, answered and not yet answered; answer one of them.
  const answered = reviews(page).filter({ has: page.locator('.review__status--answered') });
  const waiting = reviews(page).filter({ hasText: 'Not answered yet' });
  await expect(answered.first()).toBeVisible(DATA);
  await expect(waiting.first()).toBeVisible();
  const item = waiting.first();
  const author = (await item.getByRole('heading').textContent()) ?? '';
  const reply = 'Thank you for your visit, we hope to see you again soon.';
  await item.getByRole('textbox').fill(reply);
  const posted = page.waitForResponse(
    (r) => /\/api\/reviews\/\d+\/responses/.test(r.url()) && r.request().method() === 'POST',
  );
  await item.getByRole('button', { name: 'Publish reply' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  const { id: responseId } = await response.json();
  const same = reviews(page).filter({ has: page.getByRole('heading', { name: author }) });
  await expect(same.first()).toContainText('Answered', DATA);
  await expect(same.first()).toContainText(reply);

  const before = JSON.parse((await page.evaluate(() => localStorage.getItem('plaudit.auth')))!);
  expect(before.auth).toMatchObject({ token_type: 'bearer', isShadowing: true });
  expect(before.parentAuth.token).toBe(before.auth.token);
  expect(before.auth.refresh_token).toMatch(/^prt_/);

  // The access token about to expire: after a reload, the first call renews it first.
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('plaudit.auth')!);
    const soon = new Date(Date.now() + 10_000).toISOString();
    saved.auth.expires_at = soon;
    saved.parentAuth.expires_at = soon;
    localStorage.setItem('plaudit.auth', JSON.stringify(saved));
  });
  const refreshed = page.waitForResponse(
    (r) => r.url() === `${API}/api/oauth/token` && r.request().method() === 'POST',
  );
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByText('Blue Fern Bistro · partner@demo.test')).toBeVisible(DATA);
  await expect(reviews(page).first()).toBeVisible(DATA);
  const after = JSON.parse((await page.evaluate(() => localStorage.getItem('plaudit.auth')))!);
  expect(after.auth.token).not.toBe(before.auth.token);
  expect(after.auth.refresh_token).not.toBe(before.auth.refresh_token);
  expect(after.parentAuth.token).toBe(after.auth.token);
  expect(Date.parse(after.auth.expires_at)).toBeGreaterThan(Date.now() + 30 * 60_000);

  // Leave the demo data as it was: the reply goes (with the same token, in the child).
  const child = after.auth.account_id;
  const removed = await page.request.delete(
    `${API}/api/responses/${responseId}?account_id=${child}`,
    { headers: { authorization: `Bearer ${after.auth.token}` } },
  );
  expect(removed.status()).toBeLessThan(300);

  // Back to the partner's own account, still signed in.
  await page.getByRole('button', { name: 'Back to all accounts' }).click();
  await expect(page.getByText('Summit Hospitality Partners · partner@demo.test')).toBeVisible(DATA);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with Plaudit' })).toBeVisible();
});

test('custom-ui: the consent screen shows an error and never redirects for a redirect URI the app did not register', async ({
  page,
}) => {
  await page.goto(`${API}/login`);
  await logIn(page, 'admin@demo.test', 'demo-password');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: 'https://evil.example/steal',
    scope: 'reviews:read',
    state: 's',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  await page.goto(`${API}/oauth/authorize?${query}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This app cannot use Plaudit' }),
  ).toBeVisible(DATA);
  await expect(page.getByRole('alert')).toContainText('has not registered');
  expect(new URL(page.url()).origin).toBe(API);
});

test('custom-ui on an origin nobody allowed: the browser refuses, sign-in fails', async ({
  page,
}) => {
  const preflight = await page.request.fetch(`${API}/api/auth`, {
    method: 'OPTIONS',
    headers: {
      origin: `http://localhost:${APP_PORT}`,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-plaudit-client',
    },
  });
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();

  await page.goto(OTHER_APP);
  await expect(page.getByRole('heading', { level: 1, name: 'Summit Reviews' })).toBeVisible();
  await logIn(page, 'admin@demo.test', 'demo-password');
  // The client names the origin to allow and where (the browser itself shows only status 0).
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(`this page's origin (http://localhost:${APP_PORT})`, DATA);
  await expect(alert).toContainText('is probably not an allowed origin');
  await expect(alert).toContainText(`${API}/settings/partner-apps`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews', exact: true })).toHaveCount(
    0,
  );
});
