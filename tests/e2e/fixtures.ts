import { test as base, expect } from '@playwright/test';
import { e2eOrigin } from './e2e-server';

/**
 * Playwright's `test`, against this worker's own Plaudit server (`baseURL`), failing any test
 * during which a page broke its Content Security Policy (a refused script, style, image or
 * connection is a defect the user would see as a broken screen). Every spec imports `test` from
 * here.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => use(e2eOrigin()),
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
          violations.push(`${page.url()}: ${msg.text()}`);
      });
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
