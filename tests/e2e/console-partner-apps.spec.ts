import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/**
 * Partner Apps in the console: a partner administrator allows an origin and registers an app
 * (settings), a user of a child account authorizes it on the consent screen and revokes it
 * (Authorized Apps). Everything made here is removed again.
 */
const DATA = { timeout: 20_000 };

test('partner apps: allowed origins and registered apps, from the settings page', async ({
  page,
}) => {
  await signIn(page, 'partner@demo.test', '/settings');
  await page.getByRole('link', { name: 'Partner Apps' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Apps' })).toBeVisible();
  await expect(page.getByText('No origins yet')).toBeVisible(DATA);

  // Not an exact origin: said beside the field, nothing saved.
  const origin = page.getByRole('textbox', { name: 'Origin' });
  await origin.fill('https://reviews.summit.example/app');
  await page.getByRole('button', { name: 'Add origin' }).click();
  await expect(
    page.getByText('Origin: Enter an origin like https://app.example.com'),
  ).toBeVisible();
  await origin.fill('https://Reviews.Summit.example');
  await page.getByRole('button', { name: 'Add origin' }).click();
  const origins = page.getByRole('list', { name: 'Allowed origins' });
  await expect(origins.getByText('https://reviews.summit.example')).toBeVisible(DATA);

  // Register an app: its client id is shown; a bad redirect URI is refused first.
  await page.getByRole('button', { name: 'Register an app' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Summit Console Test App');
  const uris = page.getByRole('textbox', { name: 'Redirect URIs (one per line)' });
  await uris.fill('http://reviews.summit.example/callback');
  await page.getByRole('button', { name: 'Register app' }).click();
  await expect(page.getByText('must use https (http only for localhost)')).toBeVisible();
  await uris.fill('https://reviews.summit.example/callback');
  await page.getByRole('button', { name: 'Register app' }).click();
  await expect(page.getByText('Summit Console Test App is registered')).toBeVisible(DATA);
  await expect(page.getByRole('textbox', { name: 'Client ID' })).toHaveValue(/^pcl_/);
  const apps = page.getByRole('list', { name: 'Registered apps' });
  await expect(apps.getByText('Public (PKCE)')).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
  await expectFitsWidth(page, 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Removing asks first, then both are gone.
  await page.getByRole('button', { name: 'Delete Summit Console Test App' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No apps yet')).toBeVisible(DATA);
  await page.getByRole('button', { name: 'Remove https://reviews.summit.example' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No origins yet')).toBeVisible(DATA);
});

test('partner apps: the settings page is for partner administrators only', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/settings');
  await expect(page.getByRole('link', { name: 'Authorized Apps' })).toBeVisible(DATA);
  await expect(page.getByRole('link', { name: 'Partner Apps' })).toHaveCount(0);
  await page.goto('/settings/partner-apps');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Apps' })).toHaveCount(0);
});

test('consent screen and authorized apps: a child account’s user allows an app, then revokes it', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth', {
    data: { email: 'partner@demo.test', password: 'demo-password' },
  });
  const partner = await login.json();
  const headers = {
    authorization: `Basic ${Buffer.from(`${partner.email}:${partner.token}`).toString('base64')}`,
  };
  const client = await (
    await request.post('/api/oauth_clients', {
      headers,
      data: { name: 'Consent Test App', redirect_uris: ['http://localhost:9/callback'] },
    })
  ).json();
  try {
    await signIn(page, 'manager@demo.test');
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: 'http://localhost:9/callback',
      scope: 'reviews:read responses:write',
      state: 'st',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    await page.goto(`/oauth/authorize?${query}`);
    await expect(
      page.getByRole('heading', { name: 'Allow Consent Test App to use your Plaudit account?' }),
    ).toBeVisible(DATA);
    await expect(
      page.getByRole('list', { name: 'What the app may do' }).getByRole('listitem'),
    ).toHaveText(['Read your reviews', 'Write, change and delete responses to your reviews']);
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Allow: the browser leaves for the app's address with a code and the state.
    await page.route('http://localhost:9/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>The app</title><p>Back in the app</p>',
      }),
    );
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.origin === 'http://localhost:9');
    await expect(page.getByText('Back in the app')).toBeVisible();
    const back = new URL(page.url());
    expect(back.searchParams.get('code')).toMatch(/^pcd_/);
    expect(back.searchParams.get('state')).toBe('st');

    await page.goto('/settings/authorized-apps');
    const card = page.getByRole('list', { name: 'Authorized apps' }).getByRole('listitem');
    await expect(card.filter({ hasText: 'Consent Test App' })).toContainText(
      'Write, change and delete responses to your reviews',
      DATA,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Revoke Consent Test App' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('No authorized apps')).toBeVisible(DATA);
  } finally {
    await request.delete(`/api/oauth_clients/${client.id}`, { headers });
    await request.delete('/api/auth', { headers });
  }
});
