import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { e2ePort } from './e2e-server';
import { expect, test } from './fixtures';
import { readOutbox } from './outbox';

const PASSWORD = 'demo-password';

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await logIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

test.describe('console sign in and out', () => {
  test('an unauthenticated visit goes to /login keeping the redirect, and comes back after login', async ({
    page,
  }) => {
    await page.goto('/reviews?dateDescriptor=thirtyDays&rating=5');
    await expect(page).toHaveURL(
      `/login?redirect=${encodeURIComponent('/reviews?dateDescriptor=thirtyDays&rating=5')}`,
    );
    await expect(page.getByRole('heading', { name: 'Log in to Plaudit' })).toBeVisible();
    await logIn(page, 'admin@demo.test');
    await expect(page).toHaveURL('/reviews?dateDescriptor=thirtyDays&rating=5');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  });

  test('a wrong password shows the server message verbatim', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'admin@demo.test', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL('/login');
  });

  test('Log Out ends the session on the server and in the browser', async ({ page }) => {
    await signIn(page, 'manager@demo.test');
    const stored = await page.evaluate(() => localStorage.getItem('plaudit.auth'));
    const { auth } = JSON.parse(stored ?? '{}');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('plaudit.auth'))).toBeNull();
    const res = await page.request.get('/api/auth', {
      headers: {
        authorization: `Basic ${Buffer.from(`${auth.email}:${auth.token}`).toString('base64')}`,
      },
    });
    expect(res.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
  });

  test('a token revoked on the server (401) sends the user back to /login', async ({ page }) => {
    await signIn(page, 'user@demo.test');
    await page.goto('/settings/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const { auth } = JSON.parse((await page.evaluate(() => localStorage.getItem('plaudit.auth')))!);
    const revoke = await page.request.delete('/api/auth', {
      headers: {
        authorization: `Basic ${Buffer.from(`${auth.email}:${auth.token}`).toString('base64')}`,
      },
    });
    expect(revoke.status()).toBe(204);
    await page.reload();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/settings/profile')}`);
  });

  test('logging out in another tab ends the session here too', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first, 'readonly@demo.test');
    const second = await context.newPage();
    await second.goto('/settings/profile');
    await expect(second.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await first.getByRole('button', { name: 'Log Out' }).click();
    await expect(second).toHaveURL(/\/login\?redirect=%2Fsettings%2Fprofile/);
  });
});

test.describe('console routes', () => {
  test('redirects of spec 1 section 2 keep the query', async ({ page }) => {
    await page.goto('/users/sign_in?redirect=%2Freviews');
    await expect(page).toHaveURL('/login?redirect=%2Freviews');
    await logIn(page, 'admin@demo.test');
    await expect(page).toHaveURL('/reviews');

    await page.goto('/');
    await expect(page).toHaveURL(
      /\/dashboard\?dateDescriptor=sixMonths&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/,
    );
    await page.goto('/profile');
    await expect(page).toHaveURL('/settings/profile');
    await page.goto('/account/details?tab=contact');
    await expect(page).toHaveURL('/settings/account/details?tab=contact');
    await page.goto('/billing/edit?plan=pro&coupon=X1');
    await expect(page).toHaveURL('/settings/billing/edit?plan=pro&coupon=X1');
    // A mistyped address: not found, in the frame, with the navigation and a way back.
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveURL('/no-such-page');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\?/);
  });

  test('screens of later areas show their empty state with a link back', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.goto('/dashboard/keywords/espresso');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keyword: espresso');
    await page.getByRole('link', { name: 'Back to Keywords' }).click();
    // The keywords page writes its default sort into the URL.
    await expect(page).toHaveURL(/\/dashboard\/keywords(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keywords');
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  });

  test('every route change scrolls to the top and records a page view', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.goto('/settings');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 1500);
    });
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL('/settings/profile');
    // The address changes first; the route (a lazily loaded screen) commits after, and its
    // effects scroll and record the view then: wait for the screen, then for the effects.
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() =>
        page.evaluate(() =>
          window
            .plauditAnalytics!.events()
            .filter((e) => e.type === 'pageview')
            .map((e) => e.path)
            .slice(-2),
        ),
      )
      .toEqual(['/settings', '/settings/profile']);
  });

  test('/error shows the statusCode and message of the query', async ({ page }) => {
    await page.goto('/error?statusCode=404&message=That%20review%20is%20gone');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('That review is gone');
    await expect(page.getByText('Error 404')).toBeVisible();
  });

  test('a failed permission check says so in the frame, asking an administrator', async ({
    page,
  }) => {
    await signIn(page, 'manager@demo.test');
    await page.goto('/settings/users');
    await expect(page).toHaveURL('/settings/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'You do not have access to this page',
    );
    await expect(page.getByRole('heading', { name: 'Ask an administrator' })).toBeVisible();
  });

  test('a mistyped address signed out asks to log in first', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL('/login?redirect=%2Fno-such-page');
  });

  test('/triage sends every method and the method overrides to POST /triage and shows what arrived', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/triage')
        sent.push(`${r.method()} ${r.headers()['x-http-method-override'] ?? ''}`.trim());
    });
    await page.goto('/triage');
    const ua = await page.evaluate(() => navigator.userAgent);
    await expect(page.getByTestId('triage-user-agent')).toHaveText(ua);
    await expect(page.getByTestId('triage-summary')).toHaveText('All 8 checks passed.');
    await expect(
      page.getByRole('row', { name: 'PATCH as POST with method override' }),
    ).toContainText('Passed: received as PATCH');
    const deleteRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'DELETE', exact: true }) });
    await expect(deleteRow).toContainText('Passed: received as DELETE');
    await expect(page.getByText('In step with the server')).toBeVisible();
    expect(sent).toEqual([
      'GET',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
      'POST PATCH',
      'POST PUT',
      'POST DELETE',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('console passwords', () => {
  test('forgot password mails a link; the link sets a new password once', async ({ page }) => {
    const before = readOutbox().length;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill('trial@demo.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    await expect.poll(() => readOutbox().length).toBeGreaterThan(before);
    const mail = readOutbox().at(-1)!;
    expect(mail.to).toEqual(['trial@demo.test']);
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)![0];
    const path = new URL(link).pathname + new URL(link).search;

    await page.goto(path);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page).toHaveURL('/password-reset-complete');
    await page.getByRole('link', { name: 'Log In' }).click();
    await logIn(page, 'trial@demo.test', 'brand-new-pass');
    await expect(page).toHaveURL(/\/dashboard/);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.goto(path);
    await expect(page).toHaveURL('/expired-password');
    await expect(page.getByText('This password reset link has expired.')).toBeVisible();

    // Give the demo user its password back: the other specs share this database.
    const login = await page.request.post('/api/auth', {
      data: { email: 'trial@demo.test', password: 'brand-new-pass' },
    });
    const s = (await login.json()) as { email: string; token: string };
    const restored = await page.request.post('/api/passwords/change', {
      headers: {
        authorization: `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`,
      },
      data: { current_password: 'brand-new-pass', new_password: 'demo-password' },
    });
    expect(restored.ok()).toBe(true);
  });

  test('a partner’s single sign-on link signs the user in once; a second use is told why', async ({
    page,
    browser,
  }) => {
    const session = async (email: string) =>
      (await (
        await page.request.post('/api/auth', { data: { email, password: PASSWORD } })
      ).json()) as { email: string; token: string; user_id: number };
    const partner = await session('partner@demo.test');
    const manager = await session('manager@demo.test');
    const issued = await page.request.post('/api/sso_tokens', {
      headers: {
        authorization: `Basic ${Buffer.from(`${partner.email}:${partner.token}`).toString('base64')}`,
      },
      data: { user_id: manager.user_id },
    });
    expect(issued.status()).toBe(201);
    const { url } = (await issued.json()) as { url: string };
    const path = `${new URL(url).pathname}?redirect=/reviews`;

    await page.goto(path);
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const other = await browser.newPage();
    await other.goto(path);
    await expect(other.getByRole('alert')).toHaveText(
      'This sign-in link has already been used. Ask for a new one.',
    );
    await expect(other.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await seriousViolations(other)).toEqual([]);
    await other.close();
  });

  test('a partner’s own domain shows its brand on the login page, before anyone signs in', async ({
    page,
  }) => {
    const port = e2ePort();
    // *.localhost reaches this machine in Chromium: the seed gives Summit summit.localhost.
    await page.goto(`http://summit.localhost:${port}/login`);
    const brand = page.locator('.auth-brand--whitelabel');
    await expect(brand).toHaveText('Summit Hospitality');
    await expect(brand).toHaveCSS('background-color', 'rgb(22, 50, 79)');
    expect(await seriousViolations(page)).toEqual([]);
    await logIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/summit\.localhost:\d+\/dashboard/);
  });
});
