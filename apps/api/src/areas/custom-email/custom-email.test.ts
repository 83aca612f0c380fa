import type { AddressInfo } from 'node:net';
import {
  CUSTOM_EMAIL_MESSAGES,
  type CustomEmailPreview,
  type CustomEmailSender,
  type Session,
} from '@plaudit/api-client/schemas';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { smtpMail } from '../../providers/smtp-mail';
import { composeRequestMail } from '../campaigns/compose-request';
import { loadRequestBrand } from '../campaigns/request-brand';

let api: TestApi;
let admin: Session;
let readOnly: Session;
let evergreen: Session;

beforeAll(async () => {
  api = await startTestApi();
  [admin, readOnly, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('readonly@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
});
afterAll(() => api?.close());

const json = async <T>(res: globalThis.Response, status: number): Promise<T> => {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
};

const SENDER = {
  from_name: 'Blue Fern Bistro',
  from_address: 'hello@bluefern.example',
  color: '#0b6e4f',
  logo_url: 'https://bluefern.example/logo.png',
};

/** The token of the newest confirmation link mailed to `address`. */
function linkTokenFor(address: string): string {
  const mail = [...api.mail.sent].reverse().find((m) => m.to.includes(address));
  const token = mail && /\/confirm-sender\?token=([\w%-]+)/.exec(mail.text)?.[1];
  expect(token, `a confirmation link to ${address}`).toBeTruthy();
  return decodeURIComponent(token!);
}

describe('custom e-mail sender', () => {
  it('is refused where the setting is off, and to users who may not change the account', async () => {
    const off = await api.request('/api/custom_email', { auth: evergreen });
    expect(off.status).toBe(403);
    expect((await off.json()).error).toBe(CUSTOM_EMAIL_MESSAGES.off);
    const ro = await api.request('/api/custom_email', {
      method: 'PUT',
      auth: readOnly,
      json: SENDER,
    });
    expect(ro.status).toBe(403);
  });

  it('says what is wrong with a bad sender, and stores nothing', async () => {
    for (const [body, error] of [
      [{ ...SENDER, from_address: 'not-an-address' }, 'Enter a valid email address'],
      [{ ...SENDER, color: 'red;background:url(x)' }, 'color must be a colour like #1f2a44'],
      [{ ...SENDER, logo_url: 'javascript:alert(1)' }, 'logo_url'],
      [{ ...SENDER, from_name: '' }, 'from_name'],
    ] as const) {
      const res = await api.request('/api/custom_email', {
        method: 'PUT',
        auth: admin,
        json: body,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toContain(error);
    }
    const now = await json<CustomEmailSender>(
      await api.request('/api/custom_email', { auth: admin }),
      200,
    );
    expect(now.status).toBe('not_set');
  });

  it('sends from the account only after the address confirms the mailed link, once', async () => {
    const pending = await json<CustomEmailSender>(
      await api.request('/api/custom_email', { method: 'PUT', auth: admin, json: SENDER }),
      200,
    );
    expect(pending).toMatchObject({ status: 'pending', from_address: SENDER.from_address });
    const locationId = (
      await api.db
        .selectFrom('locations')
        .select('id')
        .where('account_id', '=', admin.account_id)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    // Pending: requests keep the server's sender and the white label's look.
    expect((await loadRequestBrand(api.db, admin.account_id, locationId))?.from).toBeUndefined();

    const token = linkTokenFor(SENDER.from_address);
    expect(
      (
        await api.request('/api/custom_email/confirmations', {
          method: 'POST',
          json: { token: 'wrong' },
        })
      ).status,
    ).toBe(400);
    const confirmed = await json<CustomEmailSender>(
      await api.request('/api/custom_email/confirmations', { method: 'POST', json: { token } }),
      200,
    );
    expect(confirmed.status).toBe('confirmed');
    const again = await api.request('/api/custom_email/confirmations', {
      method: 'POST',
      json: { token },
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe(CUSTOM_EMAIL_MESSAGES.expired);

    const brand = await loadRequestBrand(api.db, admin.account_id, locationId);
    expect(brand).toMatchObject({
      from: { name: SENDER.from_name, address: SENDER.from_address },
      color: SENDER.color,
      logo: SENDER.logo_url,
    });
    const mail = composeRequestMail(
      {
        subject: 'How was {location_name}?',
        content: 'Hi {first_name}',
        layout: 'branded',
        header_text: null,
        header_image: null,
        use_header_image: false,
        feedback_type: 'stars',
      },
      brand!,
      { email: 'guest@example.com', phone: null, first_name: 'Ana', last_name: null },
      {
        page: 'https://x/p',
        answer: () => 'https://x/a',
        open: 'https://x/o',
        unsubscribe: 'https://x/u',
      },
    );
    expect(mail.from).toEqual({ name: SENDER.from_name, address: SENDER.from_address });
    expect(mail.html).toContain(`background:${SENDER.color}`);
    expect(mail.html).toContain(`src="${SENDER.logo_url}"`);

    // The same address keeps its confirmation; a new one must confirm again.
    const renamed = await json<CustomEmailSender>(
      await api.request('/api/custom_email', {
        method: 'PUT',
        auth: admin,
        json: { ...SENDER, from_name: 'Blue Fern' },
      }),
      200,
    );
    expect(renamed.status).toBe('confirmed');
    const moved = await json<CustomEmailSender>(
      await api.request('/api/custom_email', {
        method: 'PUT',
        auth: admin,
        json: { ...SENDER, from_address: 'team@bluefern.example' },
      }),
      200,
    );
    expect(moved.status).toBe('pending');
    expect((await loadRequestBrand(api.db, admin.account_id, locationId))?.from).toBeUndefined();

    await json(await api.request('/api/custom_email', { method: 'DELETE', auth: admin }), 204);
    expect(
      (await json<CustomEmailSender>(await api.request('/api/custom_email', { auth: admin }), 200))
        .status,
    ).toBe('not_set');
  });

  it('previews the request e-mail with the colour and logo typed', async () => {
    const preview = await json<CustomEmailPreview>(
      await api.request('/api/custom_email/previews', {
        method: 'POST',
        auth: admin,
        json: { color: '#aa3300', logo_url: 'https://cdn.example/l.png' },
      }),
      200,
    );
    expect(preview.subject).toContain('How was your visit');
    expect(preview.html).toContain('background:#aa3300');
    expect(preview.html).toContain('src="https://cdn.example/l.png"');
  });
});

describe('SMTP with a custom sender', () => {
  it('puts the account in From and keeps the server’s address as the envelope sender', async () => {
    const received: { mailFrom: string; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => {
          raw += c.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            mailFrom: String(session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
    try {
      const { port } = smtp.server.address() as AddressInfo;
      const mail = smtpMail(`smtp://127.0.0.1:${port}`, 'Plaudit <no-reply@plaudit.example>');
      await mail.send({
        to: ['guest@example.com'],
        from: { name: 'Blue Fern Bistro', address: 'hello@bluefern.example' },
        subject: 'How was your visit?',
        text: 'Hi',
      });
      expect(received).toHaveLength(1);
      expect(received[0]!.mailFrom).toBe('no-reply@plaudit.example');
      expect(received[0]!.raw).toMatch(/^From: Blue Fern Bistro <hello@bluefern\.example>/m);
    } finally {
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });
});
