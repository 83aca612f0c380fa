import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const colorScheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ colorScheme, viewport: { width: 1000, height: 900 } });
  const page = await ctx.newPage();
  const logs = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  const reqs = [];
  page.on('request', (r) => reqs.push(r.url().replace('http://127.0.0.1:4710', '')));
  await page.goto('http://127.0.0.1:4711/');
  await page.waitForTimeout(1500);
  const state = await page.evaluate(() => {
    const out = {};
    for (const id of ['teaser', 'star', 'unknown', 'location', 'feed', 'late']) {
      const el = document.getElementById(id);
      out[id] = el ? { text: el.shadowRoot?.textContent?.slice(0, 80) ?? null, h: el.getBoundingClientRect().height, minH: el.style.minHeight, sheets: el.shadowRoot?.adoptedStyleSheets.length } : null;
    }
    out.plaudit = typeof window.Plaudit?.mount;
    return out;
  });
  console.log(colorScheme, JSON.stringify(state, null, 1));
  console.log('requests before scroll', reqs.filter((u) => !u.startsWith('http://127.0.0.1:4711')).join(' '));
  await page.screenshot({ path: `/tmp/shot-${colorScheme}.png`, fullPage: false });
  await page.evaluate(() => document.getElementById('feed').scrollIntoView());
  await page.waitForTimeout(800);
  console.log('feed after scroll', await page.evaluate(() => document.getElementById('feed').shadowRoot?.textContent?.slice(0, 100)));
  console.log('requests after scroll', reqs.filter((u) => u.includes('full-page') || u.includes('hooks')).join(' '));
  await page.screenshot({ path: `/tmp/shot-feed-${colorScheme}.png` });
  // Show more
  const feed = page.locator('#feed');
  await feed.locator('button.more').click();
  console.log('focused after more:', await page.evaluate(() => document.getElementById('feed').shadowRoot.activeElement?.tagName), await feed.locator('ol.list > li').count());
  // carousel
  await page.evaluate(() => document.getElementById('teaser').scrollIntoView());
  const teaser = page.locator('#teaser');
  const label = () => teaser.locator('.slide.on').getAttribute('aria-label');
  console.log('slide', await label());
  await teaser.locator('button[part~="next"]').click();
  console.log('after next', await label(), 'rotation label', await teaser.locator('button[part~="rotation"]').getAttribute('aria-label'), 'live', await teaser.locator('.slides').getAttribute('aria-live'));
  await page.screenshot({ path: `/tmp/shot-teaser-${colorScheme}.png` });
  // removal
  await page.evaluate(() => document.getElementById('star').remove());
  await page.waitForTimeout(100);
  console.log('logs:', logs);
  await ctx.close();
}
await browser.close();
