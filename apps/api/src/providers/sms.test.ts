import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSms, twilioSms } from './sms';

/**
 * A fake of Twilio's Messages resource as documented: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, basic auth with the account
 * SID and auth token; 201 with the message resource, or an error `{code, message, status}`.
 */
let server: Server;
let baseUrl: string;
const got: { path: string; auth: string; form: URLSearchParams }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      got.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', form });
      const [user, pass] = Buffer.from((req.headers.authorization ?? '').slice(6), 'base64')
        .toString()
        .split(':');
      res.setHeader('content-type', 'application/json');
      if (user !== 'AC123' || pass !== 'secret-token') {
        res
          .writeHead(401)
          .end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
        return;
      }
      if (!/^\+[1-9]\d{7,14}$/.test(form.get('To') ?? '')) {
        res.writeHead(400).end(
          JSON.stringify({
            code: 21211,
            message: "The 'To' number is not a valid phone number.",
            status: 400,
          }),
        );
        return;
      }
      res.writeHead(201).end(
        JSON.stringify({
          sid: 'SM1',
          status: 'queued',
          to: form.get('To'),
          body: form.get('Body'),
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('twilioSms', () => {
  it('sends through the Messages resource with basic auth', async () => {
    const sms = twilioSms({
      accountSid: 'AC123',
      authToken: 'secret-token',
      from: '+15550001111',
      baseUrl,
    });
    await sms.send({ to: '+15551234567', body: 'Plaudit: 1★ review' });
    const last = got.at(-1)!;
    expect(last.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(Object.fromEntries(last.form)).toEqual({
      To: '+15551234567',
      From: '+15550001111',
      Body: 'Plaudit: 1★ review',
    });
  });

  it('uses a messaging service when given one, and reports Twilio’s error', async () => {
    const sms = twilioSms({
      accountSid: 'AC123',
      authToken: 'secret-token',
      from: 'MG99',
      baseUrl,
    });
    await sms.send({ to: '+15551234567', body: 'x' });
    expect(got.at(-1)!.form.get('MessagingServiceSid')).toBe('MG99');
    await expect(sms.send({ to: '555', body: 'x' })).rejects.toThrow(
      "Twilio answered 400 (21211): The 'To' number is not a valid phone number.",
    );
    const wrong = twilioSms({ accountSid: 'AC123', authToken: 'nope', from: 'MG99', baseUrl });
    await expect(wrong.send({ to: '+15551234567', body: 'x' })).rejects.toThrow('401 (20003)');
  });

  it('is chosen by environment; the outbox otherwise', () => {
    expect(createSms({}, '/tmp/outbox').name).toBe('outbox');
    expect(
      createSms(
        { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15550001111' },
        '/tmp/outbox',
      ).name,
    ).toBe('twilio');
  });
});
