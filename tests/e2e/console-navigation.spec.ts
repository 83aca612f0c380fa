import type { Page } from '@playwright/test';
import { e2eOrigin } from './e2e-server';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function navLabels(page: Page) {
  await expect(nav(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
  const names = await nav(page)
    .locator('a, button')
    .evaluateAll((els) =>
      els.map((el) => {
        if (el.getAttribute('aria-label')) return el.getAttribute('aria-label')!.trim();
        const copy = el.cloneNode(true) as HTMLElement;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return (copy.textContent ?? '').trim();
      }),
    );
  return names;
}

const CHILD_COMMON = [
  'Dashboard',
  'Reviews',
  'Keywords',
  'Ask Tool',
  'Competitors',
  'Location Performance',
  'Reports',
  'Amplify',
  'Local Listings',
];

test.describe('console navigation per user type', () => {
  for (const [email, settings] of [
    ['admin@demo.test', true],
    ['manager@demo.test', true],
    ['readonly@demo.test', false],
  ] as const) {
    test(`${email}: child menu with the gates of spec 1 section 6`, async ({ page }) => {
      await signIn(page, email);
      // Items gated by account settings appear once the settings have loaded.
      await expect(nav(page).getByRole('link', { name: 'Keywords' })).toBeVisible();
      const labels = (await navLabels(page)).join(' | ');
      for (const item of CHILD_COMMON) expect(labels).toContain(item);
      expect(labels).not.toContain('Trials');
      expect(labels).not.toContain('Integrations');
      expect(labels).not.toContain('Reviews without responses');
      expect(labels).toContain('Log Out');
      if (settings) expect(labels).toMatch(/(^| )Settings( |$)/);
      else expect(labels).not.toMatch(/(^| )Settings( |$)/);
    });
  }

  test('on a dashboard sub-page exactly one navigation link is the current page', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', '/dashboard/keywords?dateDescriptor=sixMonths');
    const current = page.locator('nav [aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(/Keywords/);
  });

  test('admins see Users in settings, managers do not', async ({ page, browser }) => {
    await signIn(page, 'admin@demo.test', '/settings');
    await expect(page.getByRole('link', { name: 'Users' })).toBeVisible();
    await page.getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('row', { name: /Marcus Reyes/ })).toBeVisible();

    const other = await browser.newPage({ baseURL: e2eOrigin() });
    await signIn(other, 'manager@demo.test', '/settings');
    await expect(other.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await other.close();
  });

  test('partner: parent menu with Integrations and Trials, no keywords', async ({ page }) => {
    await signIn(page, 'partner@demo.test');
    await expect(page).toHaveURL('/accounts');
    const labels = (await navLabels(page)).join(' | ');
    for (const item of [
      'Dashboard',
      'Integrations',
      'Reviews without responses',
      'Trials',
      'Settings',
    ])
      expect(labels).toContain(item);
    expect(labels).not.toContain('Keywords');
    await page.goto('/not-a-partner-page');
    await expect(page).toHaveURL('/accounts');
  });

  test('the collapsed state is remembered across reloads', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    const width = () => nav(page).evaluate((el) => el.getBoundingClientRect().width);
    await expect.poll(width).toBe(56);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await expect.poll(width).toBe(256);
  });

  test('under 1100 px the mobile header opens the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signIn(page, 'admin@demo.test');
    await expect(nav(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav(page)).toBeVisible();
    await nav(page).getByRole('link', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\/reviews/);
    await expect(nav(page)).toHaveCount(0);
  });
});

test.describe('console partner accounts', () => {
  test('a partner opens a child account under /as/ with the banner and comes back', async ({
    page,
  }) => {
    await signIn(page, 'partner@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search accounts' }).fill('Blue Fern');
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Open Blue Fern Bistro' }).click();
    await expect(page).toHaveURL(/\/as\/\d+\/dashboard\?dateDescriptor=sixMonths/);
    const banner = page.getByRole('region', { name: 'Switch account' });
    await expect(banner).toContainText('Blue Fern Bistro');
    const labels = (await navLabels(page)).join(' | ');
    expect(labels).toContain('Keywords');
    // Links stay under /as/.
    await nav(page).getByRole('link', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\/as\/\d+\/reviews\?/);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Switch account' })).toBeVisible();
    await banner.getByRole('button', { name: 'Back to all accounts' }).click();
    await expect(page).toHaveURL('/accounts');
    await expect(page.getByRole('region', { name: 'Switch account' })).toHaveCount(0);
  });

  test('Back from a child account and a typed partner path land on the partner pages', async ({
    page,
  }) => {
    const failures: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && (r.status() >= 500 || r.status() === 404))
        failures.push(`${r.status()} ${r.url()}`);
    });
    await signIn(page, 'partner@demo.test');
    await page.getByRole('searchbox', { name: 'Search accounts' }).fill('Blue Fern');
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Open Blue Fern Bistro' }).click();
    await expect(page).toHaveURL(/\/as\/\d+\/dashboard/);
    const banner = page.getByRole('region', { name: 'Switch account' });
    await expect(banner).toContainText('Blue Fern Bistro');

    // Browser Back: the partner's account list, as the partner.
    await page.goBack();
    await expect(page).toHaveURL(/\/accounts(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(page.getByText(/Error 500/)).toHaveCount(0);

    // Forward again: the child account reopens under /as/.
    await page.goForward();
    await expect(page).toHaveURL(/\/as\/\d+\/dashboard/);
    await expect(banner).toContainText('Blue Fern Bistro');

    // A partner path typed while viewing the child: the partner's page, not the child's.
    await page.goto('/child-reviews');
    await expect(page).toHaveURL('/child-reviews');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reviews without responses' }),
    ).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(failures).toEqual([]);
  });

  test('/accounts/trials lists the children in their trial', async ({ page }) => {
    await signIn(page, 'partner@demo.test', '/accounts/trials');
    await expect(page.getByRole('heading', { level: 1, name: 'Trials' })).toBeVisible();
    const rows = page.getByRole('row');
    await expect(rows.nth(1)).toContainText('Trial');
  });

  test('/switch-account/:id opens that child account', async ({ page }) => {
    await signIn(page, 'partner@demo.test');
    const { auth } = JSON.parse((await page.evaluate(() => localStorage.getItem('plaudit.auth')))!);
    const res = await page.request.get('/api/accounts?per_page=1&sort[by]=name', {
      headers: {
        authorization: `Basic ${Buffer.from(`${auth.email}:${auth.token}`).toString('base64')}`,
      },
    });
    const child = (await res.json())._embedded.accounts[0];
    await page.goto(`/switch-account/${child.id}`);
    await expect(page).toHaveURL(new RegExp(`/as/${child.id}/dashboard`));
    await expect(page.getByRole('region', { name: 'Switch account' })).toContainText(child.name);
  });
});
