import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The global setup seeds the test database in the background and says when it is done by
 * writing a marker file: `<marker>.ready`, or `<marker>.failed` holding the error.
 */
export function markSeedReady(marker: string) {
  writeFileSync(`${marker}.ready`, '');
}

export function markSeedFailed(marker: string, err: unknown) {
  writeFileSync(
    `${marker}.failed`,
    err instanceof Error ? (err.stack ?? err.message) : String(err),
  );
}

/** Waits until the run's seed is there; throws the seed's own error when it failed. */
export async function waitForSeed(marker: string) {
  for (;;) {
    if (existsSync(`${marker}.ready`)) return;
    if (existsSync(`${marker}.failed`))
      throw new Error(
        `seeding the test database failed:\n${readFileSync(`${marker}.failed`, 'utf8')}`,
      );
    await sleep(100);
  }
}
