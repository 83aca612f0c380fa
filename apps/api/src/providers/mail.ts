import { writeOutboxFile } from './write-outbox-file';

export type MailMessage = {
  to: string[];
  /** The account's own confirmed sender (custom e-mail); absent: the server's sender (MAIL_FROM). */
  from?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
};

export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/** Writes each message as a JSON file into an outbox folder (the default). */
export function outboxMail(dir: string): MailProvider {
  return {
    name: 'outbox',
    async send(message) {
      await writeOutboxFile(dir, message);
    },
  };
}

/** Keeps messages in memory (tests). */
export function memoryMail(): MailProvider & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { name: 'memory', sent, send: async (m) => void sent.push(m) };
}
