import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { verifyWebhookSignature } from '../../packages/api-client/src/schemas/webhooks';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { readOutbox } from './outbox';
import { signIn } from './sign-in';

const mails = () => readOutbox();

/** The connector's credentials: an administrator's session, taken through POST /api/auth. */
async function connectorHeaders(page: Page) {
  const res = await page.request.post('/api/auth', {
    data: { email: 'admin@demo.test', password: 'demo-password' },
  });
  const session = (await res.json()) as { email: string; token: string };
  return {
    authorization: `Basic ${Buffer.from(`${session.email}:${session.token}`).toString('base64')}`,
  };
}

/** A review arriving the way a connector delivers it (POST /api/reviews). */
async function postReview(
  page: Page,
  fields: { rating: number; author_name: string; content: string },
) {
  const headers = await connectorHeaders(page);
  const locations = await (await page.request.get('/api/locations?per_page=1', { headers })).json();
  const sources = await (await page.request.get('/api/sources?per_page=100', { headers })).json();
  const google = sources._embedded.sources.find((s: { code: string }) => s.code === 'google');
  const res = await page.request.post('/api/reviews', {
    headers,
    data: {
      location_id: locations._embedded.locations[0].id,
      source_id: google.id,
      external_id: `e2e-${fields.author_name}`,
      published_at: new Date().toISOString(),
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

test.describe('reviews arriving', () => {
  test('an alert set up in settings e-mails the new review, which the open list shows at once; its link unsubscribes', async ({
    page,
    browser,
  }) => {
    const author = `Alert Tester ${Date.now()}`;
    await signIn(page, 'user@demo.test', '/settings');
    await page.getByRole('link', { name: 'Alerts' }).click();
    await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New alert' }).click();
    await page.getByLabel('Name').fill(`Bad news ${author}`);
    await page.getByLabel('Reviews rated').selectOption({ label: '2 stars or less' });
    await page.getByLabel('Mentioning any of (optional)').fill('pancakes');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create alert' }).click();
    await expect(page.getByText('Alert created')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: `Bad news ${author}` });
    await expect(card).toContainText(
      'Reviews of 2 stars or less from every source, mentioning “pancakes”, by e-mail as they arrive.',
    );

    await page.goto('/reviews');
    await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Reviews' })).toBeVisible();
    const review = await postReview(page, {
      rating: 1,
      author_name: author,
      content: 'The pancakes were burnt <script>alert(1)</script>',
    });
    // No reload: the list hears of the review on the live channel.
    await expect(page.getByText(author).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'arrived' })).toHaveText(
      /new reviews? (has|have) arrived since you opened this page/,
    );

    await expect
      .poll(() => mails().filter((m) => m.text.includes(`/reviews/${review.id}`)).length)
      .toBe(1);
    const mail = mails().find((m) => m.text.includes(`/reviews/${review.id}`))!;
    expect(mail.to).toEqual(['user@demo.test']);
    expect(mail.subject).toMatch(/^New 1-star review for /);
    expect(mail.text).toContain('“The pancakes were burnt <script>alert(1)</script>”');
    const link = /http:\/\/localhost:\d+(\/unsubscribe\/alerts\/\d+\?token=\S+)/.exec(mail.text)!;

    // The link works without a login.
    const stranger = await browser.newPage();
    await stranger.goto(link[1]!);
    await expect(stranger.getByRole('status')).toHaveText(
      `user@demo.test will no longer receive the alert “Bad news ${author}”.`,
    );
    await stranger.close();
    await page.goto('/settings/alerts');
    await expect(
      page.getByRole('listitem').filter({ hasText: `Bad news ${author}` }),
    ).toContainText('Off');
  });

  test('a webhook shows its secret once, and its receiver gets a verifiable signature', async ({
    page,
  }) => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    try {
      await signIn(page, 'admin@demo.test', '/settings/webhooks');
      await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'New webhook' }).click();
      await page.getByLabel('Address (https://…)').fill('ftp://nope');
      await page.getByRole('button', { name: 'Create webhook' }).click();
      await expect(page.getByText('Address must be an http or https address')).toBeVisible();
      await page.getByLabel('Address (https://…)').fill(url);
      await page.getByRole('button', { name: 'Create webhook' }).click();
      const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
      expect(secret).toMatch(/^whsec_/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'I have saved it' }).click();
      await expect(page.getByRole('textbox', { name: 'Signing secret' })).toHaveCount(0);

      const author = `Hook Tester ${Date.now()}`;
      await postReview(page, { rating: 5, author_name: author, content: 'Great brunch.' });
      await expect.poll(() => received.some((r) => r.body.includes(author))).toBe(true);
      const got = received.find((r) => r.body.includes(author))!;
      expect(got.headers['plaudit-event']).toBe('review.created');
      expect(
        await verifyWebhookSignature(secret, got.headers['plaudit-signature'] as string, got.body),
      ).toBe(true);

      await page.getByRole('button', { name: 'Refresh' }).click();
      const log = page.getByRole('table', { name: 'Recent deliveries' });
      await expect(
        log.getByRole('row').filter({ hasText: 'review.created' }).first(),
      ).toContainText('Delivered (200)');

      // Nothing spills out of a phone screen.
      await expectFitsWidth(page, 390);

      const card = page.getByRole('listitem').filter({ hasText: url });
      await card.getByRole('button', { name: `Delete ${url}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Webhook deleted')).toBeVisible();
    } finally {
      receiver.close();
    }
  });
});
