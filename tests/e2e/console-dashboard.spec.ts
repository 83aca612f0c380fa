import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

type Overview = {
  average_rating: number | null;
  total_reviews: number;
  positive_reviews: number;
  negative_reviews: number;
  change: { average_rating: number | null };
};

/** GET an API path with the browser's session (the same credentials the console uses). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const stored = await page.evaluate(() => localStorage.getItem('plaudit.auth'));
  const { auth } = JSON.parse(stored ?? '{}') as { auth: { email: string; token: string } };
  const res = await page.request.get(path, {
    headers: {
      authorization: `Basic ${Buffer.from(`${auth.email}:${auth.token}`).toString('base64')}`,
    },
  });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** The figures as the page's locale writes them. */
async function expected(page: Page, o: Overview) {
  return page.evaluate((x) => {
    const count = (n: number) => n.toLocaleString();
    return {
      rating:
        x.average_rating == null
          ? '--'
          : x.average_rating.toLocaleString(undefined, {
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            }),
      total: count(x.total_reviews),
      positive: count(x.positive_reviews),
      negative: count(x.negative_reviews),
    };
  }, o);
}

/**
 * Runs `action`, waits for the dashboard's overview call carrying `params`, then checks that the
 * figures on screen equal the API's answer to the same query, fetched by the test.
 */
async function checkFigures(page: Page, action: () => Promise<unknown>, params: string[] = []) {
  const overview = page.waitForResponse(
    (r) =>
      /\/api\/metrics\/\d+\/overview\?/.test(r.url()) && params.every((p) => r.url().includes(p)),
  );
  await action();
  const url = new URL((await overview).url());
  expect(url.searchParams.get('published_after')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const o = await apiGet<Overview>(page, `${url.pathname}?${url.searchParams}`);
  expect(o.total_reviews).toBeGreaterThan(0);
  const want = await expected(page, o);
  await expect(page.getByTestId('total-reviews-value')).toHaveText(want.total);
  await expect(page.getByTestId('average-rating-value')).toHaveText(want.rating);
  await expect(page.getByTestId('positive-reviews-value')).toHaveText(want.positive);
  await expect(page.getByTestId('negative-reviews-value')).toHaveText(want.negative);
  return url.searchParams;
}

/** The browser's local date `days` ago (the filter bar resolves presets in local time). */
const isoDaysAgo = (page: Page, days: number) =>
  page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() - n);
    const pad = (x: number) => String(x).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, days);

/** The browser's local date `months` months ago, the month's end clamped (rolling ranges). */
const isoMonthsAgo = (page: Page, months: number) =>
  page.evaluate((n) => {
    const d = new Date();
    const day = d.getDate();
    d.setDate(1);
    d.setMonth(d.getMonth() - n);
    d.setDate(Math.min(day, new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate()));
    const pad = (x: number) => String(x).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, months);

test.describe('dashboard', () => {
  test('shows the figures of the metrics API for the same filters', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    // The request must be the 12 months' one: the page signIn landed on may still answer its own.
    const first = await checkFigures(
      page,
      () => page.goto('/dashboard?dateDescriptor=twelveMonths'),
      [`published_after=${await isoMonthsAgo(page, 12)}`],
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(first.get('published_before')).toBe(await isoDaysAgo(page, 0));

    // The dashboard's date options: 30 days, 6 months, 12 months, 2 years, all time.
    await page.getByRole('button', { name: /^Date range/ }).click();
    for (const name of ['30 days', '6 months', '12 months', '2 years', 'All time'])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '14 days', exact: true })).toHaveCount(0);
    await checkFigures(
      page,
      () => page.getByRole('button', { name: '30 days', exact: true }).click(),
      [`published_after=${await isoDaysAgo(page, 30)}`],
    );
    await expect(page).toHaveURL(/dateDescriptor=thirtyDays/);

    // A location filter applies to every figure.
    const locations = await apiGet<{ _embedded: { locations: { id: number; name: string }[] } }>(
      page,
      '/api/locations?per_page=1&sort[by]=name&sort[order]=asc',
    );
    const location = locations._embedded.locations[0]!;
    await page.getByRole('button', { name: /^Date range/ }).click();
    await page.getByRole('button', { name: '2 years', exact: true }).click();
    await expect(page).toHaveURL(/dateDescriptor=twoYears/);
    await page.getByRole('button', { name: /^Location / }).click();
    await checkFigures(
      page,
      () => page.getByRole('option', { name: new RegExp(`^${location.name}`) }).click(),
      [`location_id=${location.id}`],
    );
    await expect(page).toHaveURL(new RegExp(`locationId=${location.id}`));

    // The trend chart and the source pie carry text alternatives.
    await expect(
      page.getByRole('img', { name: 'Rating and review volume by month' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /^Reviews by source: / })).toBeVisible();
    expect(await page.locator('.source-pie__legend li').count()).toBeLessThanOrEqual(5);

    // Group filter: selecting a group clears the location; figures equal the API's for the group.
    const groups = await apiGet<{ _embedded: { groups: { id: number; name: string }[] } }>(
      page,
      '/api/groups?per_page=1&sort[by]=name&sort[order]=asc',
    );
    const group = groups._embedded.groups[0]!;
    await page.getByRole('button', { name: /^Group / }).click();
    const byGroup = await checkFigures(
      page,
      () => page.getByRole('option', { name: group.name, exact: true }).click(),
      [`group_id=${group.id}`],
    );
    expect(byGroup.get('location_id')).toBeNull();
    await expect(page).toHaveURL(new RegExp(`groupId=${group.id}`));
    await expect(page).not.toHaveURL(/locationId=/);
  });

  test('asks for the first screen with the entry, while its chunks load, each request once', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'admin@demo.test');
    // The page signIn landed on may still be asking for its own dashboard: leave it first.
    await page.goto('about:blank');
    // The frame's and the dashboard's chunks are held back until the overview has been asked
    // for: the entry itself must ask (the cards' hooks only run once those chunks are there).
    let release = () => {};
    const released = new Promise<void>((r) => {
      release = r;
    });
    await page.route(/\/assets\/(AppLayout|frame-shared|screens)-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/'))
        asked.push(`${r.method()} ${url.pathname}${url.search}`);
    });
    const overview = page.waitForRequest(/\/api\/metrics\/\d+\/overview\?/);
    await page.goto('/dashboard');
    await overview;
    release();
    await expect(page.getByTestId('total-reviews-value')).not.toHaveText('--');
    await expect(page.getByRole('img', { name: /^Reviews by source: / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Net Promoter Score' })).toBeVisible();
    await expect(page.getByTestId('nps-empty').or(page.getByTestId('nps-value'))).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const metrics = asked.filter((a) => a.startsWith('GET /api/metrics/'));
    for (const kind of ['overview', 'sources', 'overview/breakdown', 'nps'])
      expect(
        metrics.filter((a) => new RegExp(`^GET /api/metrics/(\\d+/)?${kind}\\?`).test(a)),
        kind,
      ).toHaveLength(1);
    // Nothing of the landing is asked twice.
    expect(asked.filter((a, i) => asked.indexOf(a) !== i)).toEqual([]);
    await page.unroute(/\/assets\//);

    // Another signed-in page starts none of them.
    const before = asked.length;
    await page.goto('/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked.slice(before).filter((a) => a.startsWith('GET /api/metrics/'))).toEqual([]);

    // Nor does a visitor without a session (sent to the login page).
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const visitor = await context.newPage();
    const visitorAsked: string[] = [];
    visitor.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/metrics/')) visitorAsked.push(r.url());
    });
    await visitor.goto('/dashboard');
    await expect(visitor).toHaveURL(/\/login/);
    await visitor.waitForLoadState('networkidle');
    expect(visitorAsked).toEqual([]);
    await context.close();
  });

  test('has no serious or critical axe findings', async ({ page }) => {
    await signIn(page, 'admin@demo.test', '/dashboard?dateDescriptor=sixMonths');
    await expect(page.getByTestId('total-reviews-value')).not.toHaveText('--');
    await expect(page.getByRole('img', { name: /^Reviews by source: / })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
