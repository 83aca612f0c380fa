import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { readOutbox } from './outbox';
import { signIn } from './sign-in';

/** The mails of the e2e server's outbox after the first `count`, oldest first. */
const mailsSince = (count: number) => readOutbox().slice(count);
const mailCount = () => readOutbox().length;

test.describe('changing one’s e-mail address', () => {
  test('asks for the password, confirms from the new address, tells the old one', async ({
    page,
  }) => {
    await signIn(page, 'user@demo.test', '/settings/profile');
    await expect(page.getByText('You sign in as')).toContainText('user@demo.test');
    const before = mailCount();

    await page.getByLabel('New email address').fill('user.new@demo.test');
    await page.getByLabel('Current password', { exact: true }).first().fill('not-my-password');
    await page.getByRole('button', { name: 'Send Confirmation Link' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'incorrect' })).toHaveText(
      'Your current password is incorrect.',
    );

    await page.getByLabel('Current password', { exact: true }).first().fill('demo-password');
    await page.getByRole('button', { name: 'Send Confirmation Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'confirmation link' })).toHaveText(
      'We sent a confirmation link to user.new@demo.test. Your e-mail address changes when you open it.',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await expect.poll(() => mailsSince(before).length).toBeGreaterThanOrEqual(2);
    const mails = mailsSince(before);
    const confirmation = mails.find((m) => m.to.includes('user.new@demo.test'))!;
    expect(mails.find((m) => m.to.includes('user@demo.test'))?.text).toContain(
      'user.new@demo.test',
    );
    const link = new URL(/https?:\/\/\S+\/confirm-email\?token=\S+/.exec(confirmation.text)![0]);

    await page.goto(link.pathname + link.search);
    await expect(
      page.getByRole('heading', { name: 'Confirm your new email address' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirm Email Address' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your email address has changed' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.getByLabel('Email').fill('user.new@demo.test');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard/);

    // The link works once.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('alert')).toHaveText('This e-mail confirmation link has expired.');

    // Give the demo user its address back (an administrator changes it directly).
    const login = await page.request.post('/api/auth', {
      data: { email: 'admin@demo.test', password: 'demo-password' },
    });
    const s = (await login.json()) as { email: string; token: string };
    const authorization = `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`;
    const users = (await (
      await page.request.get('/api/users?keywords=user.new', { headers: { authorization } })
    ).json()) as { _embedded: { users: { id: number }[] } };
    const restored = await page.request.patch(`/api/users/${users._embedded.users[0]!.id}`, {
      headers: { authorization },
      data: { email: 'user@demo.test' },
    });
    expect(restored.ok()).toBe(true);
  });

  test('a Read Only user sees their name but cannot change it', async ({ page }) => {
    await signIn(page, 'readonly@demo.test', '/settings/profile');
    await expect(page.getByLabel('Name')).toHaveAttribute('readonly', '');
    await expect(
      page.getByText('Read Only users cannot change their profile. Ask an administrator.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });
});
