import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '../../packages/api-client/src/schemas/webhooks';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/**
 * "Send test event" on a webhook: a signed webhook.test event reaches the receiver (on
 * 127.0.0.1, which the e2e server allows with WEBHOOKS_ALLOW_PRIVATE=true), the card says
 * what the receiver answered, and the delivery log lists it; a failing receiver is said too.
 */
test('a webhook’s test event reaches its receiver, signed; the card shows the answer and the log records it', async ({
  page,
}) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let answer = 204;
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/test-hook`;
  try {
    await signIn(page, 'admin@demo.test', '/settings/webhooks');
    await page.getByRole('button', { name: 'New webhook' }).click();
    await page.getByLabel('Address (https://…)').fill(url);
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    await page.getByRole('button', { name: 'I have saved it' }).click();

    const card = page.getByRole('listitem').filter({ hasText: url });
    await card.getByRole('button', { name: `Send test event to ${url}` }).click();
    await expect(card.getByRole('status')).toHaveText(
      'Test event delivered: the receiver answered 204.',
    );
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.headers['plaudit-event']).toBe('webhook.test');
    expect(JSON.parse(got.body)).toMatchObject({ event: 'webhook.test' });
    expect(
      await verifyWebhookSignature(secret, got.headers['plaudit-signature'] as string, got.body),
    ).toBe(true);
    const log = page.getByRole('table', { name: 'Recent deliveries' });
    await expect(
      log.getByRole('row').filter({ hasText: 'webhook.test' }).filter({ hasText: url }).first(),
    ).toContainText('Delivered (204)');
    expect(await seriousViolations(page)).toEqual([]);

    // A receiver that fails: said on the card and in the log.
    answer = 503;
    await card.getByRole('button', { name: `Send test event to ${url}` }).click();
    await expect(card.getByRole('status')).toHaveText(
      'Test event not delivered: The receiver answered 503.',
    );
    await expect(
      log.getByRole('row').filter({ hasText: 'webhook.test' }).filter({ hasText: url }).first(),
    ).toContainText('Failed (503) — The receiver answered 503');
    await expectFitsWidth(page, 390);

    await card.getByRole('button', { name: `Delete ${url}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Webhook deleted')).toBeVisible();
  } finally {
    receiver.close();
  }
});
