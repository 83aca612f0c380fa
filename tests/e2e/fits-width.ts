import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** How far the page is wider than the window (0: nothing overflows). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Resizes the window and expects no sideways scrolling once the layout has
 * followed the new width (the console switches to its phone layout on a
 * media-query listener, a frame or two after the resize).
 */
export async function expectFitsWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
}
