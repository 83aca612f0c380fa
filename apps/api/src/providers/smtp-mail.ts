import { createTransport } from 'nodemailer';
import type { MailProvider } from './mail';

/** The address of `Name <address>` (or the text itself). */
const envelopeAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * Sends mail over SMTP with nodemailer, configured by one URL:
 * `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`.
 * The sender is `from` (env MAIL_FROM), default `Plaudit <no-reply@plaudit.local>`.
 */
export function smtpMail(url: string, from = 'Plaudit <no-reply@plaudit.local>'): MailProvider {
  const transport = createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        // An account's confirmed sender is the From; the server's address stays the envelope
        // sender, where bounces go.
        ...(message.from
          ? {
              from: { name: message.from.name, address: message.from.address },
              envelope: { from: envelopeAddress(from), to: message.to },
            }
          : { from }),
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
    },
  };
}
