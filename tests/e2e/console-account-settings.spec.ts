import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { readOutbox } from './outbox';
import { signIn } from './sign-in';

/**
 * /settings/account: Admins change the account's details, everyone else reads them; the owner
 * hands ownership to another Admin. The edits happen in Evergreen Family Health (no other spec
 * reads its name, contacts, time zone or owner) and are put back at the end.
 */

const EVERGREEN_ADMIN = 'admin@evergreen.demo.test';
const PASSWORD = 'demo-password';

type Session = { email: string; token: string; account_id: number; user_id: number };

/** Signs in through the API; calls then carry the session's Basic credentials. */
async function apiAs(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/api/auth', { data: { email, password } });
  expect(res.status()).toBe(201);
  const session = (await res.json()) as Session;
  const headers = {
    authorization: `Basic ${Buffer.from(`${session.email}:${session.token}`).toString('base64')}`,
    'x-plaudit-client': 'plaudit-e2e',
    accept: 'application/hal+json; version=1',
  };
  return { session, headers };
}

const outboxMails = () => readOutbox();

test.describe('account settings', () => {
  test('an Admin changes the name, support contacts and time zone; they stay after a reload', async ({
    page,
    request,
  }) => {
    const { session, headers } = await apiAs(request, EVERGREEN_ADMIN);
    const original = await (
      await request.get(`/api/accounts/${session.account_id}`, { headers })
    ).json();
    try {
      await signIn(page, EVERGREEN_ADMIN, '/settings');
      await page.getByRole('link', { name: 'Account', exact: true }).click();
      await expect(page).toHaveURL('/settings/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Account & Settings' })).toBeVisible();

      const name = page.getByLabel('Account name');
      await expect(name).toHaveValue('Evergreen Family Health');
      await name.fill('Evergreen Family Clinics');

      // A wrong phone is named when the field is left, and blocks saving.
      const phone = page.getByLabel('Support phone');
      await phone.fill('555-01');
      await phone.blur();
      await expect(page.getByText('Support phone must be a 10-digit phone number')).toBeVisible();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(phone).toBeFocused();
      await phone.fill('(503) 555-0111');
      await page.getByLabel('Support email').fill('care@evergreen.example.com');
      await page.getByLabel('Time zone').selectOption('America/Denver');
      // Evergreen's plan has no language settings.
      await expect(page.getByLabel('Language')).toBeDisabled();

      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Account updated')).toBeVisible();
      // The header follows at once.
      await expect(page.getByRole('link', { name: 'Evergreen Family Clinics home' })).toBeVisible();

      await page.reload();
      await expect(page.getByLabel('Account name')).toHaveValue('Evergreen Family Clinics');
      await expect(page.getByLabel('Support phone')).toHaveValue('(503) 555-0111');
      await expect(page.getByLabel('Support email')).toHaveValue('care@evergreen.example.com');
      await expect(page.getByLabel('Time zone')).toHaveValue('America/Denver');
      await expectFitsWidth(page, 390);
    } finally {
      const res = await request.patch(`/api/accounts/${session.account_id}`, {
        headers,
        data: {
          name: original.name,
          support_phone: original.support_phone,
          support_email: original.support_email,
          time_zone: original.time_zone,
        },
      });
      expect(res.status()).toBe(200);
    }
  });

  test('a Read Only user reads the details without inputs; /account/* lands on them', async ({
    page,
  }) => {
    await signIn(page, 'readonly@demo.test', '/account/users');
    await expect(page).toHaveURL('/settings/account/users');
    const details = page.getByRole('region', { name: 'Account details' });
    await expect(details.getByText('Blue Fern Bistro')).toBeVisible();
    await expect(details.getByText('(800) 555-0142')).toBeVisible();
    await expect(details.getByText('America/Los Angeles')).toBeVisible();
    await expect(details.getByText('Restaurant')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByText('Only Admins can change the account’s settings.')).toBeVisible();
    // The owner and the users per type.
    await expect(page.getByText('Avery Chen')).toBeVisible();
    const users = page.getByRole('region', { name: 'Users' });
    await expect(users.getByText('4 users in this account')).toBeVisible();
    await expect(users.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
  });

  test('the owner hands ownership to another Admin after confirming', async ({ page, request }) => {
    const owner = await apiAs(request, EVERGREEN_ADMIN);
    const accountId = owner.session.account_id;
    // A second Admin, who sets a password through the reset link.
    const email = 'second-owner@evergreen.demo.test';
    const created = await request.post('/api/users', {
      headers: owner.headers,
      data: { email, name: 'Noor Haddad', user_type: 'administrator' },
    });
    expect(created.status()).toBe(201);
    const second = (await created.json()) as { id: number };
    try {
      const before = outboxMails().length;
      await request.post('/api/passwords', { data: { email } });
      await expect
        .poll(
          () =>
            outboxMails()
              .slice(before)
              .find((m) => m.to.includes(email)),
          {
            timeout: 20_000,
          },
        )
        .toBeTruthy();
      const mail = outboxMails()
        .slice(before)
        .find((m) => m.to.includes(email))!;
      const token = new URL(
        /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)![0],
      ).searchParams.get('token');
      const reset = await request.patch('/api/passwords', {
        data: { token, password: 'second-owner-pass' },
      });
      expect(reset.status()).toBeLessThan(300);

      await signIn(page, EVERGREEN_ADMIN, '/settings/account/owner');
      const section = page.getByRole('region', { name: 'Account owner' });
      await expect(section.getByText('Grace Okafor')).toBeVisible();
      await section.getByLabel('New owner').selectOption({ label: `Noor Haddad (${email})` });
      await section.getByRole('button', { name: 'Transfer Ownership' }).click();

      const dialog = page.getByRole('dialog', { name: 'Transfer account ownership' });
      await expect(dialog).toContainText('Noor Haddad');
      expect(await seriousViolations(page)).toEqual([]);
      // A wrong password is refused and nothing changes.
      await dialog.getByLabel('Your password').fill('not-my-password');
      await dialog.getByRole('button', { name: 'Transfer Ownership' }).click();
      await expect(dialog.getByText('Your current password is incorrect.')).toBeVisible();
      await dialog.getByLabel('Your password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Transfer Ownership' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Noor Haddad is now the account owner')).toBeVisible();
      await expect(section.getByText('Noor Haddad')).toBeVisible();
      await expect(
        section.getByText('Only the account owner can transfer ownership.'),
      ).toBeVisible();
      await expect(section.getByLabel('New owner')).toHaveCount(0);

      // Exactly one owner: the new one.
      const overview = await (
        await request.get(`/api/accounts/${accountId}/users_overview`, { headers: owner.headers })
      ).json();
      expect(overview.owner).toMatchObject({ id: second.id, email });
    } finally {
      // The new owner gives it back; the second Admin goes.
      const now = await (
        await request.get(`/api/accounts/${accountId}/users_overview`, { headers: owner.headers })
      ).json();
      if (now.owner?.id === second.id) {
        const newOwner = await apiAs(request, email, 'second-owner-pass');
        const back = await request.post(`/api/accounts/${accountId}/owner`, {
          headers: newOwner.headers,
          data: { user_id: owner.session.user_id, current_password: 'second-owner-pass' },
        });
        expect(back.status()).toBe(200);
      }
      const removed = await request.delete(`/api/users/${second.id}`, { headers: owner.headers });
      expect(removed.status()).toBe(204);
    }
  });
});
