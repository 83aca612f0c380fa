#!/usr/bin/env node
/**
 * Draws the review-source icons served at /source-icons/icons/{code}.png (and
 * /logos/{code}.png): a rounded square in the source's colour with its initials,
 * 64×64 PNG, rendered by Chromium. Not brand logos: a neutral mark that names the
 * source next to its written name. Run after adding a source:
 *   node scripts/make-source-icons.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

/** code → [initials, background] (codes of apps/api/seed/reference-data.ts). */
const ICONS = {
  google: ['G', '#1a73e8'],
  facebook: ['f', '#1877f2'],
  apple_maps: ['AM', '#1c1c1e'],
  bing: ['B', '#00809d'],
  trip_advisor: ['T', '#00815a'],
  yelp: ['Y', '#c41200'],
  plaudit: ['P', '#5b3cc4'],
  opentable: ['OT', '#b3141c'],
  zomato: ['Z', '#cb202d'],
  healthgrades: ['H', '#0b5e8a'],
  vitals: ['V', '#1d6f42'],
  zocdoc: ['Zd', '#8a5a00'],
  trustpilot: ['Tp', '#00704a'],
  foursquare: ['4', '#c2185b'],
};

const out = join(import.meta.dirname, '..', 'apps', 'console', 'public', 'source-icons', 'icons');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 32, height: 32 }, deviceScaleFactor: 2 });
  for (const [code, [text, colour]] of Object.entries(ICONS)) {
    await page.setContent(
      `<html><body style="margin:0;background:transparent">
        <div style="width:32px;height:32px;border-radius:7px;background:${colour};color:#fff;
          display:flex;align-items:center;justify-content:center;
          font:700 ${text.length > 1 ? 13 : 18}px/1 'DejaVu Sans',Arial,sans-serif;
          letter-spacing:-0.5px">${text}</div></body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true, type: 'png' });
    writeFileSync(join(out, `${code}.png`), png);
    console.log(`${code}.png ${png.length} B`);
  }
} finally {
  await browser.close();
}
