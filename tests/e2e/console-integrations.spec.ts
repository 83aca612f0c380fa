import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test.describe('integrations', () => {
  test('connect Trustpilot by signing in (sandbox consent), cancel, a refused account, disconnect, request', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    await page.goto('/settings');
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

    await page.setViewportSize({ width: 390, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
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
});
