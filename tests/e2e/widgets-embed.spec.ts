import { expect, test } from './fixtures';
import {
  allPainted,
  CSP,
  cspViolations,
  hostPage,
  hostSkeleton,
  ID,
  PLAUDIT,
  SELECTOR,
  UNKNOWN,
  watch,
  widgetsEmbedHost,
} from './widgets-embed-host';

/**
 * The script-tag embed end to end: customer pages on another origin (widgets-embed-host.ts) embed
 * the four demo widgets of "Blue Fern Bistro"; accessibility, motion and keyboard are in
 * widgets-embed-a11y.spec.ts. Build first (`pnpm run build` at the root) so /embed/* is served
 * from apps/loader/dist/embed.
 */
const t = widgetsEmbedHost();

test('strict CSP, hostile CSS, AMD and the loader twice on another origin: all four kinds render', async ({
  page,
}) => {
  const log = await watch(page);
  const payloadRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/public/widgets/')) payloadRequests.push(r.url());
  });
  const response = await page.goto(`${t.host}/strict`);
  expect(response?.headers()['content-security-policy']).toBe(CSP);
  await allPainted(page);

  // Star Snapshot: the average (2 decimals) and the count of the public payload.
  const star = t.payloads.star_snapshot.data.summary;
  await expect(page.locator('#star [part~="rating"]')).toHaveText(star.average.toFixed(2));
  await expect(page.locator('#star [part~="count"]')).toHaveText(
    `${star.count.toLocaleString('en-US')} reviews`,
  );
  await expect(page.locator('#star').getByRole('link', { name: 'Read our reviews' })).toBeVisible();

  // Testimonial Carousel: a pause control, previous/next, one slide per featured review.
  const teaser = page.locator('#teaser');
  const reviews = t.payloads.teaser.data.reviews;
  await expect(teaser.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
  await expect(teaser.getByRole('button', { name: 'Previous review' })).toBeVisible();
  await expect(teaser.getByRole('button', { name: 'Next review' })).toBeVisible();
  await expect(teaser.locator('[aria-roledescription="slide"]')).toHaveCount(reviews.length);
  const first = teaser.getByRole('group', { name: `1 of ${reviews.length}` });
  await expect(first).toBeVisible();
  await expect(first).toContainText(reviews[0]!.text.slice(0, 60));

  // Location Information: name and address.
  const location = t.payloads.location_info.data.location;
  await expect(page.locator('#location [part~="title"]')).toHaveText(location.name);
  for (const line of location.address_lines)
    await expect(page.locator('#location [part~="address"]')).toContainText(line);

  // Location Review Feed: summary and the first page of reviews.
  const feed = t.payloads.full_page;
  await expect(page.locator('#feed [part~="rating"]')).toHaveText(
    feed.data.summary.average.toFixed(2),
  );
  await expect(page.locator('#feed [part~="list"] > li')).toHaveCount(
    feed.settings.layout.page_size,
  );
  await expect(page.locator('#feed').getByRole('button', { name: 'Show more' })).toBeVisible();

  // Every widget in an open shadow root, mounted once although the loader ran twice.
  for (const sel of Object.values(SELECTOR)) {
    expect(await page.locator(sel).evaluate((el) => el.shadowRoot?.mode), sel).toBe('open');
    expect(
      await page
        .locator(sel)
        .evaluate((el) => el.shadowRoot?.querySelectorAll('[part~="widget"]').length),
      sel,
    ).toBe(1);
  }
  expect(await page.locator('script[src$="/embed/loader.js"]').count()).toBe(2);
  expect(payloadRequests.sort()).toEqual(
    Object.values(ID)
      .map((id) => `${PLAUDIT}/api/public/widgets/${id}?html=1`)
      .sort(),
  );

  // The host's hostile CSS reaches neither into the widgets…
  const text = page.locator('#teaser [part~="text"]').first();
  const style = await text.evaluate((el) => {
    const s = getComputedStyle(el);
    return { color: s.color, fontSize: s.fontSize, display: s.display, font: s.fontFamily };
  });
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.fontSize).toBe('15px');
  expect(style.display).not.toBe('inline');
  expect(style.font).not.toContain('Comic Sans');
  const box = await teaser.getByRole('button', { name: 'Next review' }).boundingBox();
  expect(box!.height).toBeLessThan(80);
  // …nor is the host's own content restyled or changed by ours.
  const h1 = await page
    .locator('#title')
    .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).fontSize]);
  expect(h1).toEqual(['rgb(255, 0, 0)', '40px']);
  expect(await hostSkeleton(page)).toEqual(await hostSkeleton(page, hostPage({ strict: true })));

  // A placeholder added later renders; one removed is destroyed.
  await page.evaluate((id) => {
    const el = document.createElement('div');
    el.id = 'late';
    el.setAttribute('data-plaudit-widget', id);
    document.getElementById('intro')!.after(el);
    el.scrollIntoView(); // near the viewport: painted at once (the test scrolled down above)
  }, ID.star_snapshot);
  await expect(page.locator('#late [part~="rating"]')).toHaveText(star.average.toFixed(2));
  await page.evaluate(() => {
    const el = document.getElementById('teaser')!;
    (window as unknown as { removed: Element }).removed = el;
    el.remove();
  });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = (window as unknown as { removed: Element }).removed.shadowRoot!;
        return root.childNodes.length + root.adoptedStyleSheets.length;
      }),
    )
    .toBe(0);

  expect(await cspViolations(page)).toEqual([]);
  expect(log.errors).toEqual([]);
  expect(log.warnings).toEqual([]);
});

test('a page with only a star snapshot loads no Preact runtime: core.js paints the server HTML under a strict CSP', async ({
  page,
}) => {
  const log = await watch(page);
  const embed: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${PLAUDIT}/embed/`)) embed.push(r.url().slice(PLAUDIT.length));
  });
  await page.goto(`${t.host}/star-only`);
  const star = page.locator('#star');
  const { average } = t.payloads.star_snapshot.data.summary;
  await expect(star.locator('[part~="rating"]')).toHaveText(average.toFixed(2));
  // Styled (constructable stylesheets), and the stars' fill set through CSSOM despite the CSP.
  await expect(star.locator('.snap')).toHaveCSS('display', 'inline-flex');
  const fill = await star
    .locator('.on')
    .first()
    .evaluate((el) => (el as HTMLElement).style.width);
  expect(fill).toMatch(/^[1-9]\d*(\.\d+)?%$/);
  // Painted from the payload's `html`: nothing more than the loader and core.js.
  expect(embed.sort()).toEqual(['/embed/core.js', '/embed/loader.js']);
  expect(await cspViolations(page)).toEqual([]);
  expect(log.warnings).toEqual([]);
  expect(log.errors).toEqual([]);
});

test('widgets far below the fold: their data (the payloads, with the rendered widgets) comes at once, the Preact code and every paint only when scrolled near', async ({
  page,
}) => {
  const log = await watch(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(PLAUDIT)) asked.push(new URL(r.url()).pathname);
  });
  await page.goto(`${t.host}/below-fold`);
  const early = [
    '/embed/loader.js',
    '/embed/core.js',
    `/api/public/widgets/${ID.star_snapshot}`,
    `/api/public/widgets/${ID.teaser}`,
  ];
  await expect.poll(() => early.filter((p) => !asked.includes(p))).toEqual([]);
  // No Preact code and nothing painted until the placeholders near the viewport.
  await page.waitForTimeout(500);
  expect(asked.sort()).toEqual([...early].sort());
  expect(await page.locator('#star').evaluate((el) => el.shadowRoot)).toBeNull();
  await page.locator('#teaser').scrollIntoViewIfNeeded();
  await expect(page.locator('#star [part~="rating"]')).toHaveText(
    t.payloads.star_snapshot.data.summary.average.toFixed(2),
  );
  await expect(page.locator('#teaser button[part~="next"]')).toBeVisible();
  const later = asked.filter((p) => !early.includes(p));
  expect(later.filter((p) => /^\/embed\/runtime-[\w-]{8}\.js$/.test(p))).toHaveLength(1);
  // Both painted from the payloads asked for at once: no request for their HTML.
  expect(later.filter((p) => p.startsWith('/embed/widgets/'))).toEqual([]);
  expect(log.warnings).toEqual([]);
  expect(log.errors).toEqual([]);
});

test('a page stylesheet slower than the loader: the page’s own (taller) reservation holds, nothing moves', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__shift += (e as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${t.host}/slow-css`);
  await expect(page.locator('#star [part~="rating"]')).toHaveText(
    t.payloads.star_snapshot.data.summary.average.toFixed(2),
  );
  await page.waitForTimeout(300);
  // The loader's reservation (100 px) overrode nothing of the page's: the placeholder is as tall
  // as the page reserved, with the widget painted in it, and the text below never moved.
  expect(
    await page
      .locator('#star')
      .evaluate((el) => (el as HTMLElement).getBoundingClientRect().height),
  ).toBeGreaterThanOrEqual(112);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
});

test('an unknown widget id logs exactly one warning and leaves the page intact', async ({
  page,
}) => {
  const log = await watch(page);
  await page.goto(`${t.host}/strict?unknown`);
  await allPainted(page);
  await expect.poll(() => log.warnings.length).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(log.warnings).toHaveLength(1);
  expect(log.warnings[0]).toContain(`[Plaudit] widget ${UNKNOWN} could not be shown`);
  // Nothing rendered for it, its reserved space released, the page around it as served.
  expect(await page.locator('#unknown').evaluate((el) => el.shadowRoot)).toBeNull();
  // (It named its kind: the loader reserved the teaser's height at once, and released it.)
  expect(
    await page
      .locator('#unknown')
      .evaluate((el) => [
        getComputedStyle(el).minHeight,
        (el as HTMLElement).style.getPropertyValue('--plaudit-reserve'),
        getComputedStyle(el, '::before').content,
      ]),
  ).toEqual(['0px', '', 'none']);
  expect(await hostSkeleton(page)).toEqual(
    await hostSkeleton(page, hostPage({ strict: true, unknown: true })),
  );
  // The browser's own line for the 404 response is the only error.
  expect(log.errors.filter((e) => !/Failed to load resource.*404/.test(e))).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
});

test('the example customer page at /examples/script-tag/ renders all four kinds', async ({
  page,
}) => {
  const log = await watch(page);
  await page.goto('/examples/script-tag/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const kind of ['star_snapshot', 'teaser', 'full_page', 'location_info'] as const) {
    const host = page.locator(`[data-plaudit-widget="${ID[kind]}"]`);
    await host.scrollIntoViewIfNeeded();
    await expect(host.locator('[part~="root"]'), kind).toBeVisible();
  }
  const star = t.payloads.star_snapshot.data.summary;
  await expect(
    page.locator(`[data-plaudit-widget="${ID.star_snapshot}"] [part~="rating"]`),
  ).toHaveText(star.average.toFixed(2));
  await expect(
    page.locator(`[data-plaudit-widget="${ID.location_info}"] [part~="title"]`),
  ).toHaveText(t.payloads.location_info.data.location.name);
  expect(log.warnings).toEqual([]);
  expect(log.errors).toEqual([]);
});
