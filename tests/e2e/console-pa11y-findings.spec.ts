import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test.describe('what HTML_CodeSniffer found beyond axe', () => {
  test('the empty stars on /reviews are text with 4.5:1 against their card', async ({ page }) => {
    await signIn(page, 'admin@demo.test', '/reviews?dateDescriptor=twelveMonths');
    const off = page.locator('.review-stars__off').first();
    await expect(off).toBeAttached({ timeout: 30_000 });
    // The star's colour and the first opaque background behind it, from the computed styles.
    const ratio = await off.evaluate((el) => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const lum = ([r, g, b]: number[]) => {
        const lin = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
      };
      let bg: number[] = [255, 255, 255];
      for (let n: Element | null = el; n; n = n.parentElement) {
        const c = rgb(getComputedStyle(n).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3] === 1)) {
          bg = c.slice(0, 3);
          break;
        }
      }
      const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(bg)];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  test('/dashboard/keywords/categories fits 390 px, its table scrolling in its own box', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/keywords/categories');
    const table = page.getByRole('table', { name: 'Experience categories by positive share' });
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await expectFitsWidth(page, 390);
    await expect(page.getByRole('region', { name: 'Experience categories table' })).toBeVisible();
  });
});
