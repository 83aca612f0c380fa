import { join } from 'node:path';
import { writeOutboxFile } from './write-outbox-file';

export type SmsMessage = { to: string; body: string };

/** Text messages (SMS alerts). */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** Writes each message as a JSON file into an outbox folder (the default). */
export function outboxSms(dir: string): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await writeOutboxFile(dir, message);
    },
  };
}

/** Keeps messages in memory (tests). */
export function memorySms(): SmsProvider & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return { name: 'memory', sent, send: async (m) => void sent.push(m) };
}

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** Default https://api.twilio.com (tests point it at a fake server). */
  baseUrl?: string;
};

/**
 * Twilio's Programmable Messaging API: POST /2010-04-01/Accounts/{Sid}/Messages.json,
 * form-encoded To, From (or MessagingServiceSid) and Body, HTTP basic auth with the
 * account SID and auth token. Errors answer JSON `{code, message, status}`.
 */
export function twilioSms(config: TwilioConfig): SmsProvider {
  const base = (config.baseUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    name: 'twilio',
    async send(message) {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      form.set(config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', config.from);
      const res = await fetch(
        `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${auth}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form,
          signal: AbortSignal.timeout(15_000),
        },
      );
      if (!res.ok) {
        const err = (await res.json().catch(() => null)) as {
          code?: number;
          message?: string;
        } | null;
        throw new Error(
          `Twilio answered ${res.status}${err?.code ? ` (${err.code})` : ''}: ${err?.message ?? res.statusText}`,
        );
      }
    },
  };
}

/** Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set; the outbox otherwise. */
export function createSms(env: NodeJS.ProcessEnv, outboxDir: string): SmsProvider {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_BASE_URL } = env;
  if (TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM)
    return twilioSms({
      accountSid: TWILIO_ACCOUNT_SID,
      authToken: TWILIO_AUTH_TOKEN,
      from: TWILIO_FROM,
      ...(TWILIO_BASE_URL ? { baseUrl: TWILIO_BASE_URL } : {}),
    });
  return outboxSms(join(outboxDir, 'sms'));
}
