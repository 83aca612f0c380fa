import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

let n = 0;

/**
 * Writes one message of a local outbox (mail, SMS) as `<time>-<pid>-<sequence>.json`. The JSON is
 * written under a hidden `.tmp` name first and renamed into place, so whoever watches the folder
 * (a developer, the e2e tests) never reads a half-written file.
 */
export async function writeOutboxFile(dir: string, message: unknown): Promise<string> {
  // Named before anything is awaited, so the names sort in the order the messages were sent.
  const seq = String(n++).padStart(6, '0');
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${seq}.json`;
  await mkdir(dir, { recursive: true });
  const tmp = join(dir, `.${name}.tmp`);
  await writeFile(tmp, JSON.stringify(message, null, 2));
  await rename(tmp, join(dir, name));
  return name;
}
