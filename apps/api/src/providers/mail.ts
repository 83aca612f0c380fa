import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type MailMessage = {
  to: string[];
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
  let n = 0;
  return {
    name: 'outbox',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${n++}.json`;
      await writeFile(join(dir, file), JSON.stringify(message, null, 2));
    },
  };
}

/** Keeps messages in memory (tests). */
export function memoryMail(): MailProvider & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { name: 'memory', sent, send: async (m) => void sent.push(m) };
}
