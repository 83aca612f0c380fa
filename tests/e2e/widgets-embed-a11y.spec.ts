import { createRequire } from 'node:module';
import { expect, test } from './fixtures';
import { type Payload, SELECTOR, widgetsEmbedHost } from './widgets-embed-host';

/**
 * The script-tag embed's widgets for every visitor: axe in light and dark, reduced motion and the
 * keyboard, on the plain customer page (widgets-embed-host.ts). Build first (`pnpm run build` at
 * the root) so /embed/* is served from apps/loader/dist/embed.
 */
const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');
const t = widgetsEmbedHost();
const { openPlain } = t;

type AxeResult = {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown }[] }[];
  passes: { id: string; nodes: { target: unknown[] }[] }[];
};

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violations in any kind (${scheme})`, async ({
    browser,
  }) => {
    // The demo carousel is themed light on purpose: set every widget's scheme explicitly.
    // Reduced motion keeps the carousel still while axe measures contrast.
    const { page, close } = await openPlain(browser, {
      colorScheme: scheme,
      reducedMotion: 'reduce',
      edit: (p) => {
        p.settings.theme.scheme = scheme;
      },
    });
    const background = await page
      .locator('#star [part~="root"]')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe(scheme === 'dark' ? 'rgb(22, 27, 34)' : 'rgb(255, 255, 255)');
    await page.addScriptTag({ path: AXE });
    const result = (await page.evaluate(() =>
      (
        window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<unknown> } }
      ).axe.run(document, { resultTypes: ['violations', 'passes'] }),
    )) as AxeResult;
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.id} (${v.impact}): ${v.help} → ${JSON.stringify(v.nodes.map((n) => n.target))}`,
      );
    expect(serious).toEqual([]);
    // axe did look inside every shadow root (a shadow target is a list: host, then inner selector).
    const shadowHosts = new Set(
      result.passes
        .flatMap((p) =>
          p.nodes.map((n) => n.target[0]).filter((t): t is string[] => Array.isArray(t)),
        )
        .map((t) => t[0]),
    );
    expect([...shadowHosts].sort()).toEqual(Object.values(SELECTOR).sort());
    await close();
  });
}

test('reduced motion: the carousel does not rotate by itself', async ({ browser }) => {
  const n = t.payloads.teaser.data.reviews.length;
  const fast = (p: Payload) => {
    if (p.widget_type === 'teaser') p.settings.layout.interval_seconds = 3;
  };
  // Without a preference it rotates (so the check below can see a rotation)…
  const moving = await openPlain(browser, { reducedMotion: 'no-preference', edit: fast });
  const teaser = moving.page.locator('#teaser');
  await expect(teaser.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
  await expect(teaser.getByRole('group', { name: `2 of ${n}` })).toBeVisible({ timeout: 8_000 });
  await moving.close();
  // …under reduced motion it starts stopped and stays on the first slide.
  const still = await openPlain(browser, { reducedMotion: 'reduce', edit: fast });
  const teaser2 = still.page.locator('#teaser');
  await expect(teaser2.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  await still.page.waitForTimeout(4_000);
  await expect(teaser2.getByRole('group', { name: `1 of ${n}` })).toBeVisible();
  await expect(teaser2.locator('#slides')).toHaveAttribute('aria-live', 'polite');
  await still.close();
});

test('keyboard: Tab reaches the carousel controls, with a visible focus style', async ({
  browser,
}) => {
  const { page, close } = await openPlain(browser, {});
  const n = t.payloads.teaser.data.reviews.length;
  const focused = () =>
    page.evaluate(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      return {
        label: el.getAttribute('aria-label') ?? el.textContent,
        outline: `${s.outlineStyle} ${s.outlineWidth}`,
      };
    });
  const labels: string[] = [];
  for (let i = 0; i < 10 && !labels.includes('Stop automatic slide show'); i++) {
    await page.keyboard.press('Tab');
    labels.push((await focused())?.label ?? '');
  }
  expect(labels.at(-1)).toBe('Stop automatic slide show');
  expect((await focused())?.outline).toBe('solid 2px');
  // Focus inside stops the rotation (the slides become a polite live region).
  await expect(page.locator('#teaser #slides')).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('Tab');
  expect(await focused()).toEqual({ label: 'Previous review', outline: 'solid 2px' });
  await page.keyboard.press('Tab');
  expect(await focused()).toEqual({ label: 'Next review', outline: 'solid 2px' });
  await page.keyboard.press('Enter');
  await expect(page.locator('#teaser').getByRole('group', { name: `2 of ${n}` })).toBeVisible();
  // Without focus the same button has no outline: the style comes with focus.
  await page.locator('#title').click();
  expect(
    await page
      .locator('#teaser')
      .getByRole('button', { name: 'Next review' })
      .evaluate((el) => getComputedStyle(el).outlineStyle),
  ).toBe('none');
  await close();
});
