import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2ePort } from './e2e-server';

export type OutboxMail = { file: string; to: string[]; subject: string; text: string };

/** The outbox folder of the e2e server (tests/e2e/serve.mjs) this test runs against. */
export function outboxDir(): string {
  return join(process.cwd(), '.tmp', `e2e-${e2ePort()}`, 'outbox');
}

/**
 * The mails in an outbox, oldest first: one `.json` file each (the server writes under a hidden
 * `.tmp` name and renames, so a file listed here is whole).
 */
export function readOutbox(dir = outboxDir()): OutboxMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, ...JSON.parse(readFileSync(join(dir, file), 'utf8')) }));
}
