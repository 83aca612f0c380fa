import { createTransport } from 'nodemailer';
import type { MailProvider } from './mail';

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
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
    },
  };
}
