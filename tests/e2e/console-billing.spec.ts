import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';
import { walk } from './walk';

/**
 * Billing (spec 1 sections 3, 4 and 6): the expired trial Harbor Light Yoga is locked until an
 * admin upgrades with a card, then works at once; its other users are told to contact an
 * admin; a partner's client reads that its partner manages billing, and nothing contradicting it.
 */
test.describe("billing of a partner's client", () => {
  test('says once that the partner manages billing, with nothing that contradicts it', async ({
    page,
  }) => {
    // Evergreen is a white-labelled partner's client: its partner bills it.
    await signIn(page, 'admin@evergreen.demo.test', '/settings/billing');
    await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    const managed = page.getByText('Billing for this account is managed by your partner.');
    await expect(managed).toBeVisible();
    await expect(page.getByText('Charged to the card on file')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Update card' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Manage plans' })).toHaveCount(0);
    await expect(page.getByText('XXXX-XXXX-XXXX-4444')).toHaveCount(0);
    expect(await seriousViolations(page), 'billing').toEqual([]);
    await expectFitsWidth(page, 390);

    // Typed addresses: the same message, no form the server would refuse.
    for (const [path, heading] of [
      ['/settings/billing/manage-plans', 'Manage Plans'],
      ['/settings/billing/edit', 'Billing Details'],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(managed).toBeVisible();
      await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
      await expectFitsWidth(page, 390);
    }
  });
});

test.describe('an expired trial', () => {
  test.describe.configure({ mode: 'serial' });

  test('sends a user who is not an admin to billing, where they are told to contact an admin', async ({
    page,
  }) => {
    await signIn(page, 'expired-user@demo.test');
    await expect(page).toHaveURL('/settings/billing/edit');
    await expect(page.getByText(/^Your free trial ended on /)).toBeVisible();
    await expect(
      page.getByText(
        'Only an administrator of your account can change billing. Please contact an admin.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upgrade and pay' })).toHaveCount(0);
    await page.goto('/reviews');
    await expect(page).toHaveURL('/settings/billing/edit');
    expect(await seriousViolations(page), 'contact an admin').toEqual([]);
  });

  test('says which it is, why the user is on billing, and asks for nothing it would be refused', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 402) refused.push(new URL(r.url()).pathname);
    });
    await signIn(page, 'expired@demo.test');
    await expect(page).toHaveURL('/settings/billing/edit');
    // The trial ended (the account knows the day), not "ended or lapsed".
    await expect(
      page.getByText(/^Your free trial ended on [A-Z][a-z]{2} \d{1,2}, \d{4}\./),
    ).toBeVisible();
    await expect(page.getByText(/or your subscription has lapsed/)).toHaveCount(0);
    await expect(
      page.getByText(/You are on this page because the other pages of your account open again/),
    ).toBeVisible();
    // A navigation item leads back here, saying why again.
    await page.getByRole('link', { name: 'Reviews' }).first().click();
    await expect(page).toHaveURL('/settings/billing/edit');
    await expect(page.getByText(/You are on this page because/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upgrade your account' })).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('the navigation walk as the ended trial: every item is billing, nothing refused, no overflow, no pa11y error', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const figures = await walk(page, 'expired@demo.test', { ended: true });
    expect(figures.hrefs.length).toBeGreaterThan(3);
    expect(figures.problems, figures.problems.join('\n')).toEqual([]);
  });

  test('lets its admin upgrade with a card and land in the working product', async ({ page }) => {
    await signIn(page, 'expired@demo.test');
    await expect(page).toHaveURL('/settings/billing/edit');
    await expect(page.getByRole('heading', { name: 'Upgrade your account' })).toBeVisible();

    // The pricing preview: setup plus the first month, then the monthly amount.
    const preview = page.getByRole('region', { name: 'Pricing preview' });
    await expect(preview.getByText('$99.00')).toBeVisible();
    await expect(preview.getByText('$148.00')).toBeVisible();
    await page.getByLabel('Number of locations').fill('2');
    await expect(preview.getByText('$197.00')).toBeVisible();
    await page.getByRole('radio', { name: /Enterprise/ }).check();
    await expect(page.getByText('The Enterprise plan is for 10 locations or more')).toBeVisible();
    await page.getByRole('radio', { name: /Professional/ }).check();
    await page.getByLabel('Number of locations').fill('1');
    await expect(preview.getByText('$148.00')).toBeVisible();
    expect(await seriousViolations(page), 'upgrade').toEqual([]);
    await expectFitsWidth(page, 390);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByLabel('Name on card').fill('Maya Lindqvist');
    await page.getByLabel('Expiry (MM/YY)').fill('12/31');
    await page.getByLabel('Security code').fill('123');
    // A number that fails the check digit, then a card the provider declines.
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: 'Upgrade and pay' }).click();
    await expect(page.getByText('Card number is not valid')).toBeVisible();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Upgrade and pay' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/settings/billing/edit');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Upgrade and pay' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByText('Thank you! Your account is active again.')).toBeVisible();
    // Working: other pages open instead of going back to billing.
    await page.goto('/reviews');
    await expect(page).toHaveURL(/\/reviews/);
    await page.goto('/settings/billing');
    const summary = page.getByRole('list', { name: 'Subscription' });
    await expect(summary.getByText('XXXX-XXXX-XXXX-4242')).toBeVisible();
    await expect(summary.getByText('$49.00')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: '$148.00' }),
    ).toHaveCount(1);

    // SMS credits: the preview, then the purchase completes.
    await page.getByLabel('Pack').selectOption({ label: '1,000 credits ($25.00)' });
    await page.getByLabel('Quantity').selectOption('2');
    await expect(page.getByText('2,000 credits for $50.00')).toBeVisible();
    await page.getByRole('button', { name: 'Buy SMS credits' }).click();
    await expect(page.getByText(/Purchase completed: 2,000 credits added/)).toBeVisible();
    expect(await seriousViolations(page), 'billing of the upgraded account').toEqual([]);
    await expectFitsWidth(page, 390);
  });
});
