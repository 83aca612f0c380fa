import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

test.describe('browser security headers', () => {
  test('another website cannot show the console in a frame', async ({
    page,
    baseURL,
    cspViolations,
  }) => {
    // A real page on another origin (a routed one would be blocked as a public page for other reasons).
    const attacker = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(
        `<!doctype html><title>Win a prize</title><iframe title="prize" src="${baseURL}/login"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = attacker.address() as AddressInfo;
      await page.goto(`http://localhost:${port}/`, { waitUntil: 'load' });
      const frame = page.frames().find((f) => f !== page.mainFrame());
      // Chromium replaces a refused frame with its error page: the console never runs there.
      await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
      expect(await frame?.locator('input').count()).toBe(0);
    } finally {
      attacker.close();
    }
    // The refusal may be reported as a violation: it is the point of this test, not a defect.
    cspViolations.length = 0;
  });

  test('the console runs under its strict policy and a customer page still shows widgets', async ({
    page,
  }) => {
    const res = await page.goto('/login');
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.goto('/examples/script-tag/');
    await expect(page.locator('[data-plaudit-widget]').first()).toBeVisible();
  });
});
