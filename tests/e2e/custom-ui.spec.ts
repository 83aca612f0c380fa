import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * examples/custom-ui: the partner app built only on the published @plaudit packages, served
 * by the Plaudit server at /examples/custom-ui/ (build it first with the root `pnpm run build`).
 */

const APP = '/examples/custom-ui/';
// Data waits: the two-core machine may be busy with other suites.
const DATA = { timeout: 20_000 };

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

const reviews = (page: Page) => page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
const total = (page: Page) => page.locator('.result-count');

test('custom-ui: sign in, filter reviews through the URL, star snapshot widget, sign out', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });

  await page.goto(APP);
  await expect(page.getByRole('heading', { level: 1, name: 'Summit Reviews' })).toBeVisible();

  // A wrong password: the server's message, verbatim.
  await logIn(page, 'admin@demo.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  await logIn(page, 'admin@demo.test', 'demo-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible(DATA);
  await expect(page.getByText('Blue Fern Bistro · admin@demo.test')).toBeVisible(DATA);
  await expect(reviews(page).first()).toBeVisible(DATA);
  expect(await reviews(page).count()).toBe(10);
  await expect(total(page)).toHaveText(/^[\d,]+ reviews$/);
  const allTotal = (await total(page).textContent()) ?? '';
  // Ratings and sources are text.
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
  // Two decimals in the widget's own language (a console spec may publish a Spanish one first).
  await expect(host.locator('[part~="rating"]')).toHaveText(/^\d[.,]\d\d$/);
  await expect(host.locator('[part~="count"]')).toContainText(/\d/);
  expect(await host.evaluate((el) => el.shadowRoot?.mode)).toBe('open');

  // Sign out: back to the form, the stored session is gone and the token revoked.
  const stored = await page.evaluate(() => localStorage.getItem('plaudit.auth'));
  const { auth } = JSON.parse(stored ?? '{}');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('plaudit.auth'))).toBeNull();
  const res = await page.request.get('/api/auth', {
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
