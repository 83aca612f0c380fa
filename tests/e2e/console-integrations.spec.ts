import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test.describe('integrations', () => {
  test('connect Trustpilot by signing in (sandbox consent), cancel, a refused account, disconnect, request', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', '/settings');
    await page.getByRole('link', { name: 'Integrations' }).click();
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Integrations' });
    const card = (name: string) =>
      list.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(list.getByRole('listitem')).toHaveCount(12);
    // The seeded Facebook access ends in five days: the account owner sees it on every screen.
    await expect(page.getByRole('region', { name: 'Facebook integration' })).toContainText(
      /^Your Facebook integration will expire in [0-5] days?\./,
    );
    // The seeded Facebook access ends in five days: spec 1 section 4's notice.
    await expect(card('Facebook').getByRole('note')).toHaveText(
      /^Your Facebook integration will expire in [0-5] days?\.$/,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Connect: the consent page, Allow, and back.
    await expect(card('Trustpilot')).toContainText('Not connected');
    await card('Trustpilot').getByRole('button', { name: 'Connect Trustpilot' }).click();
    await expect(
      page.getByRole('heading', { name: 'Allow Plaudit to read your Trustpilot reviews?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/settings\/integrations$/);
    await expect(
      page.getByText('Trustpilot is connected. Your reviews arrive within a few minutes.'),
    ).toBeVisible();
    await expect(card('Trustpilot')).toContainText('Connected');

    // Cancelling on the consent page connects nothing.
    await card('Trustpilot').getByRole('button', { name: 'Reconnect Trustpilot' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'You cancelled connecting Trustpilot. Nothing was connected.',
    );
    await page.getByRole('link', { name: 'Back to Integrations' }).click();

    // An account that breaks the rule is refused in the spec's words.
    await card('Trustpilot').getByRole('button', { name: 'Reconnect Trustpilot' }).click();
    await page.getByLabel('Trustpilot business account, free tier').check();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByRole('alert')).toHaveText('The Trustpilot account must be paid tier.');
    // The back button does not replay the used code.
    await page.getByRole('link', { name: 'Back to Integrations' }).click();

    await card('Trustpilot').getByRole('button', { name: 'Disconnect Trustpilot' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card('Trustpilot')).toContainText('Not connected');

    await card('Tableau').getByRole('button', { name: 'Request Tableau' }).click();
    await expect(
      page.getByText(
        'We have your request to connect Tableau and will e-mail you when it is done.',
      ),
    ).toBeVisible();
    await expect(card('Tableau')).toContainText('Requested');

    await expectFitsWidth(page, 390);
  });

  test('a manager does not see the integrations page, nor the Facebook expiry banner', async ({
    page,
  }) => {
    await signIn(page, 'manager@demo.test');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Facebook integration' })).toHaveCount(0);
    await page.goto('/settings/integrations');
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toHaveCount(0);
  });

  test('an admin with no review site connected is offered them, and can dismiss the offer for the account', async ({
    page,
  }) => {
    await signIn(page, 'trial@demo.test');
    // The trial's own banner asks for Google first; once it is dismissed the offer shows.
    await page
      .getByRole('region', { name: /in your trial|Welcome to Plaudit/ })
      .getByRole('button', { name: 'Dismiss' })
      .click();
    const banner = page.getByRole('region', { name: 'Connect your review sites' });
    await expect(banner).toContainText(
      'Connect Google My Business, Facebook or Trustpilot and your new reviews arrive in Plaudit on their own',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('a partner sees its accounts’ connections by status and opens one', async ({ page }) => {
    await signIn(page, 'partner@demo.test');
    // The landing page first: a click during the redirect to /accounts would be undone by it.
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await page.getByRole('navigation').first().getByRole('link', { name: 'Integrations' }).click();
    await expect(page).toHaveURL(/\/accounts\/integrations\?integration_status=active$/);
    await expect(page.getByRole('link', { name: 'Connected', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = page.getByRole('table', { name: 'Integrations of your accounts: Connected' });
    const facebook = table.getByRole('row').filter({ hasText: 'Blue Fern Bistro' }).filter({
      hasText: 'Facebook',
    });
    await expect(facebook).toContainText('Connected');
    await expect(facebook).toContainText(/In [0-5] days?|Today/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Requested' }).click();
    await expect(page).toHaveURL(/integration_status=access_requested$/);
    await page.goBack();
    await expect(page).toHaveURL(/integration_status=active$/);
    await expectFitsWidth(page, 390);
    await page.setViewportSize({ width: 1440, height: 900 });
    await facebook.getByRole('button', { name: 'Open Facebook of Blue Fern Bistro' }).click();
    await expect(page).toHaveURL(/\/as\/\d+\/settings\/integrations$/);
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  });

  test('the partner integration pages: how to set one up, and what went wrong', async ({
    page,
  }) => {
    await page.goto('/partner-integrations-setup');
    await expect(
      page.getByRole('heading', { name: 'Partner Integration Setup', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'API reference (OpenAPI)' })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(
      '/partner-integrations-error?error=access_denied&error_description=%3Cb%3EThe%20user%20denied%3C%2Fb%3E&integration=google',
    );
    await expect(
      page.getByRole('heading', { name: 'Google My Business was not connected', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Access was not granted, so nothing was connected.',
    );
    // The service's words are shown as text, never as HTML.
    await expect(page.getByText('The service said: <b>The user denied</b>')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
  });
});
