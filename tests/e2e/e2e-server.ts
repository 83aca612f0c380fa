/**
 * Each Playwright worker has a Plaudit server and database of its own (tests/e2e/serve.mjs,
 * started by playwright.config.ts): worker N (TEST_PARALLEL_INDEX) uses port BASE + 10 N, so a
 * spec may use the next few ports beside its server for servers of its own.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8799);
export const E2E_PORT_STEP = 10;

/** The port of this worker's Plaudit server. */
export function e2ePort(): number {
  return E2E_BASE_PORT + E2E_PORT_STEP * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** http://127.0.0.1:PORT of this worker's Plaudit server. */
export function e2eOrigin(): string {
  return `http://127.0.0.1:${e2ePort()}`;
}
