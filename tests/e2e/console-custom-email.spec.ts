import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { readOutbox } from './outbox';
import { signIn } from './sign-in';

test.describe('custom e-mail sender', () => {
  test.afterEach(async ({ page }) => {
    // Back to Plaudit's sender, for the specs that read request e-mails after this one.
    const login = await page.request.post('/api/auth', {
      data: { email: 'admin@demo.test', password: 'demo-password' },
    });
    const s = (await login.json()) as { email: string; token: string };
    const authorization = `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`;
    await page.request.delete('/api/custom_email', { headers: { authorization } });
  });

  test('an administrator sets a sender, the address confirms it, the preview shows the brand', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', '/settings');
    await page.getByRole('link', { name: 'Custom E-mail' }).click();
    await expect(page.getByRole('heading', { name: 'Custom E-mail', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Plaudit sends' })).toBeVisible();

    await page.getByLabel('Header colour').fill('red');
    await page.getByLabel('Header colour').blur();
    await expect(page.getByText('Header colour must be a colour like #1f2a44')).toBeVisible();

    const before = readOutbox().length;
    await page.getByLabel('Sender name').fill('Blue Fern Bistro');
    await page.getByLabel('Sender address').fill('hello@bluefern.example');
    await page.getByLabel('Header colour').fill('#0b6e4f');
    const frame = page.frameLocator('iframe[title="Review request e-mail preview"]');
    // The preview follows the colour typed, as the server renders the request e-mail.
    await expect(frame.locator('body > div > div').first()).toHaveCSS(
      'background-color',
      'rgb(11, 110, 79)',
    );
    await expect(page.getByTestId('preview-from')).toHaveText(
      'Blue Fern Bistro <hello@bluefern.example>',
    );
    await page.getByRole('button', { name: 'Save Sender' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'open the link we sent to hello@bluefern.example' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);

    await expect
      .poll(() =>
        readOutbox()
          .slice(before)
          .filter((m) => m.to.includes('hello@bluefern.example')),
      )
      .toHaveLength(1);
    const mail = readOutbox()
      .slice(before)
      .find((m) => m.to.includes('hello@bluefern.example'))!;
    const link = new URL(/https?:\/\/\S+\/confirm-sender\?token=\S+/.exec(mail.text)![0]);
    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: 'Confirm Sender Address' }).click();
    await expect(page.getByRole('heading', { name: 'Your sender is confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'Open Custom E-mail' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Requests and alerts go out from this sender' }),
    ).toBeVisible();

    // The link works once.
    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: 'Confirm Sender Address' }).click();
    await expect(page.getByRole('alert')).toHaveText('This sender confirmation link has expired.');
  });

  test('a Read Only user is told before any form that an administrator sets it', async ({
    page,
  }) => {
    await signIn(page, 'readonly@demo.test', '/settings/custom-email');
    await expect(page.getByLabel('Sender address')).toHaveCount(0);
    await expect(page.getByText(/administrator/i).first()).toBeVisible();
  });
});
