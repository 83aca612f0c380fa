import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { readOutbox } from './outbox';

/** The newest mail to `to` in the server's outbox (the e2e server sends mail to a folder). */
async function mailTo(to: string): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      text = readOutbox().findLast((m) => m.to.includes(to))?.text ?? '';
      return text !== '';
    })
    .toBe(true);
  return text;
}

test.describe('a new business signs up', () => {
  test('signup, confirmation, first location, and the trial banner moving through its stages', async ({
    page,
  }) => {
    // Signup to a plan chosen during the trial: many screens, minutes on a busy 2-core machine.
    test.setTimeout(180_000);
    const email = `rosa.${Date.now()}@lonestar.test`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    // The whole price after the trial is said before it starts: monthly per location and setup.
    await expect(page.getByTestId('signup-prices')).toHaveText(
      'After the trial: Professional $49.00, Enterprise $39.00 from 10 locations per location per month, plus a one-time setup of $99.00 with your first subscription. You pay nothing unless you choose a plan.',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Business name').fill('Lone Star Taqueria');
    await page.getByLabel('Your name').fill('Rosa Alvarez');
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Choose your industry', { exact: true }).last()).toBeVisible();
    await page.getByLabel('Industry').selectOption('restaurant');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(/exposed in data breaches/)).toBeVisible();
    await page.getByLabel('Password').fill('salsa verde on tuesdays');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // Before confirming, logging in says why it cannot.
    const early = await page.request.post('/api/auth', {
      data: { email, password: 'salsa verde on tuesdays' },
    });
    expect(early.status()).toBe(403);

    const link = /https?:\/\/\S+\/signup\/confirm\?token=\S+/.exec(await mailTo(email))![0];
    const path = new URL(link).pathname + new URL(link).search;
    await page.goto(path);
    await expect(page).toHaveURL('/signup/location');
    await expect(page.getByRole('heading', { name: 'Add your first location' })).toBeVisible();
    // Free during the trial, then the monthly price and the setup: not "$49.00 per month" alone.
    await expect(page.getByTestId('location-price')).toHaveText(
      /^Free during your trial \(until \w{3} \d{1,2}, \d{4}\)\. After it, a location costs \$49\.00 per month, plus a one-time setup of \$99\.00 with your first subscription\. See billing\.$/,
    );
    // A submit with nothing filled in: a red toast, which the success below takes away.
    await page.getByRole('button', { name: 'Add Location' }).click();
    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expect(toasts.getByText(/./).first()).toBeVisible();
    const failedText = (await toasts.textContent()).trim();
    await page.getByRole('combobox', { name: 'Quick Place Search' }).fill('Lone Star');
    await page.getByRole('option', { name: /Lone Star Taqueria/ }).click();
    await expect(page.getByLabel('Public Name')).toHaveValue('Lone Star Taqueria');
    const internal = page.getByLabel('Internal Name');
    if (!(await internal.inputValue())) await internal.fill('Lone Star Taqueria');
    await page.getByRole('button', { name: 'Add Location' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    // A new account's dashboard says what will fill it and how, not only "--".
    const empty = page.getByRole('note', { name: 'No reviews here yet' });
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Import past reviews' })).toBeVisible();
    const created = toasts.getByText('Location created successfully.');
    await expect(created).toBeVisible();
    await expect(toasts.getByText(failedText)).toHaveCount(0);

    // Stage 1: welcome, Google to connect; upgrade offered to the administrator.
    const banner = page.getByRole('region', { name: /Welcome to Plaudit, Rosa!/ });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Connect Google' })).toBeVisible();
    // The toast leaves the banner's buttons free, at 1280 and at 390 px.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const toast = await created.boundingBox({ timeout: 1000 }).catch(() => null);
      if (!toast) continue; // it has faded
      for (const button of await banner.getByRole('link').or(banner.getByRole('button')).all()) {
        const b = (await button.boundingBox())!;
        const apart =
          b.x + b.width <= toast.x ||
          toast.x + toast.width <= b.x ||
          b.y + b.height <= toast.y ||
          toast.y + toast.height <= b.y;
        expect(apart, `the toast covers ${await button.textContent()} at ${width} px`).toBe(true);
      }
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(banner.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute(
      'href',
      '/settings/billing/edit',
    );
    // The link of the spent confirmation does not work twice.
    const again = await page.request.patch('/api/confirm', {
      data: { token: new URL(link).searchParams.get('token') },
    });
    expect(again.status()).toBe(400);

    // Google reviews arrive (here from a spreadsheet): stage 2, the checklist.
    await page.goto('/reviews/import');
    const csv = [
      'location,source,rating,author_name,published_at,content',
      `"Lone Star Taqueria",google,5,Dana K,${new Date().toISOString().slice(0, 10)},"Best al pastor in town"`,
    ].join('\n');
    await page.getByLabel('CSV file').setInputFiles({
      name: 'google.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    // The import runs on the job queue: on a busy machine it takes more than a few seconds.
    await expect(page.getByRole('region', { name: 'google.csv' }).getByRole('status')).toHaveText(
      'Done — 1 new, 0 updated, 0 not imported',
      { timeout: 30_000 },
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('note', { name: 'No reviews here yet' })).toHaveCount(0);
    const trial = page.getByRole('region', { name: '14 days left in your trial' });
    await expect(trial).toBeVisible();
    await expect(trial.getByText('Get the most out of your trial: 0 of 4 done.')).toBeVisible();
    await expectFitsWidth(page, 390);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Invite a colleague: the step completes.
    await trial.getByRole('link', { name: 'Invite a colleague' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByLabel('Email').fill(`lee.${Date.now()}@lonestar.test`);
    await dialog.getByLabel('Name').fill('Lee Park');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog).toBeHidden();
    // The banner follows on the next page, without a reload.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(trial.getByText('Get the most out of your trial: 1 of 4 done.')).toBeVisible();
    await expect(trial.getByRole('listitem').first()).toContainText('Done');

    // Skipping the rest: stage 3 lists more sources.
    for (const step of ['Integrate Facebook', 'Ask for a review', 'Respond to a review'])
      await trial.getByRole('button', { name: `Skip: ${step}` }).click();
    await expect(trial.getByText('Your checklist is done.', { exact: false })).toBeVisible();
    await expect(trial.getByRole('listitem').filter({ hasText: 'Trustpilot' })).toBeVisible();

    // Dismissed for two days, also after a reload.
    await trial.getByRole('button', { name: 'Dismiss' }).click();
    await expect(trial).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: /in your trial/ })).toHaveCount(0);

    // Choosing a plan before the trial ends, with a card: the trial goes on and billing starts
    // at its end (the setup with the first month), nothing today; said before and after.
    await page.goto('/settings/billing/edit');
    await expect(page.getByRole('heading', { name: 'Upgrade your account' })).toBeVisible();
    const note = page.getByTestId('trial-charge-note');
    await expect(note).toHaveText(
      /^Your trial continues until (\w{3} \d{1,2}, \d{4})\. You'll be charged \$148\.00 on \1\.$/,
    );
    const day = /until (\w{3} \d{1,2}, \d{4})/.exec((await note.textContent()) ?? '')![1]!;
    await expect(
      page.getByText(
        `Choosing a plan now charges nothing today: your trial goes on until ${day}, and billing starts that day.`,
      ),
    ).toBeVisible();
    const preview = page.getByRole('region', { name: 'Pricing preview' });
    await expect(preview.getByRole('definition').first()).toHaveText('$0.00');
    await expect(preview.getByRole('term').nth(1)).toHaveText(`On ${day}`);
    await expect(preview.getByRole('definition').nth(1)).toHaveText(
      '$148.00: the one-time setup ($99.00) with your first month ($49.00)',
    );
    await expect(page.getByText(/charged today/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Name on card').fill('Rosa Alvarez');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/31');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(
      page.getByText(
        `Thank you! Your plan starts when your trial ends on ${day}. Nothing was charged today.`,
      ),
    ).toBeVisible();
    await page.goto('/settings/billing');
    const summary = page.getByRole('list', { name: 'Subscription' });
    await expect(summary.getByText('XXXX-XXXX-XXXX-4242')).toBeVisible();
    await expect(page.getByTestId('trial-charge-note')).toHaveText(
      `Your trial continues until ${day}. You'll be charged $148.00 on ${day}.`,
    );
    const next = summary.getByRole('listitem').filter({ hasText: 'Next payment' });
    await expect(next).toContainText('$148.00');
    await expect(next).toContainText(`On ${day}`);
    // Nothing was invoiced today.
    await expect(
      page.getByText('No invoices yet. They appear here after your first payment.'),
    ).toBeVisible();
  });

  test('an expired or used confirmation link says so and sends a new one', async ({ page }) => {
    await page.goto('/signup/confirm?token=not-a-real-token-at-all');
    await expect(
      page.getByRole('heading', { name: 'We could not confirm your email' }),
    ).toBeVisible();
    await expect(page.getByRole('alert').first()).toHaveText(
      'This confirmation link has expired or was already used. We can send you a new one.',
    );
    await page.getByLabel('Email').fill('nobody@lonestar.test');
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'A new link is on its way to nobody@lonestar.test.',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});
