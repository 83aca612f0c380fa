import { inject } from 'vitest';
import { waitForSeed } from './wait-for-seed';

/** The run's seeded test database (from the global setup), once its seed is done. */
export async function seededDb() {
  const cfg = inject('testDb');
  await waitForSeed(cfg.marker);
  return cfg;
}
