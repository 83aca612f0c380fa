import { readFileSync } from 'node:fs';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { readOutbox } from './outbox';
import { signIn } from './sign-in';

/** The mails of the e2e server's outbox (tests/e2e/serve.mjs) to `to`. */
const mailsTo = (to: string) => readOutbox().filter((m) => m.to.includes(to));

test.describe('asking customers for feedback', () => {
  test('a campaign goes from draft through CSV upload and sending to an answer on the public page and numbers on the summary and overview', async ({
    page,
  }) => {
    const stamp = Date.now();
    const name = `November guests ${stamp}`;
    const guest = `guest-${stamp}@example.com`;
    await signIn(page, 'admin@demo.test', '/request-reviews');
    await page.getByRole('link', { name: 'New campaign' }).click();
    await page.getByLabel('Campaign name').fill(name);
    await page.getByLabel('Location').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page).toHaveURL(/\/request-reviews\/campaigns\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

    // The recipients: one good row, one duplicate, one bad address reported with its line.
    await page.getByLabel('CSV file').setInputFiles({
      name: 'guests.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'email,phone,first_name,last_name,table',
          `${guest},,Robin,Ames,terrace`,
          `${guest},,Robin,Ames,terrace`,
          'not-an-address,,Sam,,bar',
        ].join('\n'),
      ),
    });
    await page.getByRole('button', { name: 'Add recipients' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'added' })).toHaveText(
      /1 added, 2 not added\./,
    );
    await expect(page.getByTestId('recipient-count')).toHaveText('1 recipient.');
    const [failed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the rows not added' }).click(),
    ]);
    expect(readFileSync((await failed.path())!, 'utf8')).toMatch(/not-an-address/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Sent / })).toBeVisible({
      timeout: 30_000,
    });

    // The guest's mail carries their own link; the page works at phone width.
    await expect.poll(() => mailsTo(guest).length, { timeout: 30_000 }).toBe(1);
    const link = /https?:\/\/[^/\s]+(\/r\/[^/\s]+\/nps)/.exec(mailsTo(guest)[0]!.text)![1]!;
    const visitor = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 390, height: 800 } });
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Robin');
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.getByRole('button', { name: '3', exact: true }).click();
    // No review gating: a low score is offered the review sites too.
    await expect(visitor.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(visitor.getByText('Would you share your experience with others?')).toBeVisible();
    await visitor.getByLabel(/Anything else/).fill('The soup was cold.');
    await visitor.getByRole('button', { name: 'Send comment' }).click();
    await expect(visitor.getByText('The soup was cold.')).toBeHidden();
    await expect(visitor).toHaveURL(/commented=1/);
    expect(await seriousViolations(visitor)).toEqual([]);
    expect(
      await visitor.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await visitor.close();

    // The answers: the score, the comment and the custom attribute.
    await page.getByRole('link', { name: 'See the answers' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Answers' })).toHaveText('Answers1');
    await expect(page.getByRole('region', { name: 'Scores' })).toContainText('3: 1');
    await expect(page.getByRole('region', { name: 'Comments' })).toContainText(
      /The soup was cold\..*Robin Ames · answered 3/,
    );
    await expect(page.getByRole('heading', { name: 'table' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The answers as a scheduled export.
    await page.getByRole('button', { name: 'Schedule Export' }).click();
    const flyout = page.getByRole('dialog', { name: 'Schedule Export' });
    await flyout.getByLabel('Name').fill(`Answers of ${name}`);
    const recipients = flyout.getByRole('combobox', { name: 'Recipients' });
    await recipients.fill('manager@demo.test');
    await recipients.press('Enter');
    await flyout.getByLabel('Weekly').check();
    await flyout.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Scheduled Export saved')).toBeVisible();
    await expect(flyout).toBeHidden();
    // The other specs share this database: the export goes again.
    const headers = await page.evaluate(() => {
      const { auth } = JSON.parse(localStorage.getItem('plaudit.auth') ?? '{}');
      return { authorization: `Basic ${btoa(`${auth.email}:${auth.token}`)}` };
    });
    const exports = (await (
      await page.request.get('/api/scheduled_exports?per_page=100', { headers })
    ).json()) as { _embedded: { scheduled_exports: { id: number; display_name: string }[] } };
    const saved = exports._embedded.scheduled_exports.find(
      (e) => e.display_name === `Answers of ${name}`,
    )!;
    expect(
      (await page.request.delete(`/api/scheduled_exports/${saved.id}`, { headers })).status(),
    ).toBe(204);
    await expectFitsWidth(page, 390);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/request-reviews/overview');
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
  });
});

test('a request template with a header image: too small is refused, a banner uploads and is processed, a campaign starts from it', async ({
  page,
}) => {
  const name = `Branded thanks ${Date.now()}`;
  await signIn(page, 'admin@demo.test', '/request-reviews');
  await page.getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Request Templates', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New template' }).click();
  await page.getByLabel('Template name').fill(name);
  await page.getByLabel('Layout').selectOption('branded');

  const png = (width: number, height: number) =>
    page.evaluate(
      ([w, h]) => {
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        const ctx = canvas.getContext('2d')!;
        ctx.fillStyle = '#1f6f4a';
        ctx.fillRect(0, 0, w, h);
        return canvas.toDataURL('image/png').split(',')[1]!;
      },
      [width, height] as const,
    );
  const header = page.getByLabel('Header image (optional)');
  await header.setInputFiles({
    name: 'tiny.png',
    mimeType: 'image/png',
    buffer: Buffer.from(await png(100, 20), 'base64'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Unable to upload image. A header image must be between 300px by 60px and 2000px by 1000px.',
  );
  await header.setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from(await png(600, 120), 'base64'),
  });
  await expect(page.getByRole('status').filter({ hasText: 'Processing complete' })).toBeVisible();
  await expect(page.getByLabel('Show the image instead of the header text')).toBeChecked();
  await expect(page.getByRole('complementary').getByRole('img')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page).toHaveURL(/\/request-reviews\/templates\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Chosen header' })).toBeVisible();

  // A campaign made from the template keeps its message and header image.
  await page.goto('/request-reviews/campaigns/new');
  await page.getByLabel('Campaign name').fill(`From ${name}`);
  await page.getByLabel('Location').selectOption({ index: 1 });
  await page.getByLabel('Start from a template (optional)').selectOption({ label: name });
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/request-reviews\/campaigns\/\d+$/);
  await expect(page.getByLabel('Layout')).toHaveValue('branded');
  await expect(page.getByRole('img', { name: 'Chosen header' })).toBeVisible();
  await expectFitsWidth(page, 390);
});
