import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { apiHeaders, signIn } from './sign-in';

const card = (page: Page, rule: string) =>
  page.getByRole('article').filter({ hasText: new RegExp(`^\\d+\\. ${rule}`) });

test.describe('prescriptive insights', () => {
  test.beforeEach(() => {
    test.setTimeout(120_000);
  });

  test('shows recommendations with evidence; acting on unanswered reviews opens them filtered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.test', '/prescriptive_insights');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Prescriptive Insights' }),
    ).toBeVisible();
    await expect(page.getByText(/^\d+ recommendations, computed/)).toBeVisible();
    expect(await page.getByRole('article').count()).toBeGreaterThan(1);
    const waiting = card(page, 'Responses');
    await expect(
      waiting.getByRole('heading', { name: /^\d+ negative reviews have waited more than 7 days/ }),
    ).toBeVisible();
    await expect(waiting.getByRole('table').getByRole('row')).not.toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await waiting.getByRole('link', { name: 'Respond to these reviews' }).click();
    await expect(page).toHaveURL(/\/reviews\?.*sentiment=-1/);
    await expect(page).toHaveURL(/status=new%2Cin_progress/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  });

  test('a keyword recommendation leads to the keyword, filtered by location', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'manager@demo.test');
    const headers = await apiHeaders(page.request, 'manager@demo.test');
    // A location whose negative mentions of some keyword rose (the demo data has several).
    const list = await (await page.request.get('/api/locations?per_page=100', { headers })).json();
    let loc: { id: number; name: string } | undefined;
    let title = '';
    for (const l of list._embedded.locations as { id: number; name: string }[]) {
      const body = await (
        await page.request.get(`/api/prescriptive_insights?location_id=${l.id}`, { headers })
      ).json();
      const found = (body.insights as { rule: string; title: string }[]).find(
        (i) => i.rule === 'rising_negative_keyword',
      );
      if (found) {
        loc = l;
        title = found.title;
        break;
      }
    }
    expect(loc).toBeDefined();
    await page.goto(`/prescriptive_insights?locationId=${loc!.id}`);
    await expect(
      page.getByRole('button', { name: new RegExp(`^Location ${loc!.name}`) }),
    ).toBeVisible();
    const keywords = card(page, 'Keywords');
    await expect(keywords.getByRole('heading', { name: title })).toBeVisible();
    const link = keywords.getByRole('link', { name: /^See the reviews mentioning "/ });
    const name = (await link.textContent()) ?? '';
    const keyword = /"(.+)"/.exec(name)![1]!;
    await link.click();
    await expect(page).toHaveURL(
      new RegExp(
        `/dashboard/keywords/${encodeURIComponent(keyword)}\\?sentiment=negative&locationId=${loc!.id}`,
      ),
    );
  });

  test('says why when nothing is found; fits 390 px', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const headers = await apiHeaders(page.request, 'admin@demo.test');
    const created = await page.request.post('/api/groups', {
      headers,
      data: { name: `Empty e2e group ${Date.now().toString(36)}`, location_ids: [] },
    });
    expect(created.status()).toBe(201);
    const group = (await created.json()) as { id: number };
    try {
      await page.goto(`/prescriptive_insights?groupId=${group.id}`);
      await expect(
        page.getByRole('heading', { name: 'No recommendations right now' }),
      ).toBeVisible();
      await expect(
        page.getByText('no negative review has waited more than 7 days for a response'),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.request.delete(`/api/groups/${group.id}`, { headers });
    }
    await page.goto('/prescriptive_insights');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectFitsWidth(page, 390);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
