import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { apiHeaders, signIn } from './sign-in';

type Nps = {
  nps: number | null;
  responses: number;
  promoters_percent: number;
  passives_percent: number;
  detractors_percent: number;
};

/**
 * Opens `path`, catches the NPS request the page makes and asks the API the same question on
 * its own: what the card shows must be what the API answers.
 */
async function npsOfPage(page: Page, path: string, email: string) {
  // Leave the page signing in landed on first: its own dashboard may still be asking for the
  // account-wide score, and that request is not the one this page makes.
  await page.goto('about:blank');
  const asked = page.waitForRequest((r) => /\/api\/metrics\/\d+\/nps(\?|$)/.test(r.url()));
  await page.goto(path);
  const url = new URL((await asked).url());
  const headers = await apiHeaders(page.request, email);
  const res = await page.request.get(url.pathname + url.search, { headers });
  expect(res.status()).toBe(200);
  return { answer: (await res.json()) as Nps, url };
}

test.describe('Net Promoter Score (nps_score setting)', () => {
  test.beforeEach(() => {
    test.setTimeout(120_000);
  });

  test('the dashboard card shows the API’s score, groups and the filters it was asked with', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.test');
    const { answer, url } = await npsOfPage(
      page,
      '/dashboard?dateDescriptor=allTime',
      'admin@demo.test',
    );
    expect(answer.responses).toBeGreaterThan(0);
    const card = page.getByRole('region', { name: 'Net Promoter Score' });
    await expect(card.getByTestId('nps-value')).toHaveText(String(answer.nps));
    await expect(card.getByTestId('nps-promoters')).toContainText(`${answer.promoters_percent}%`);
    await expect(card.getByTestId('nps-passives')).toContainText(`${answer.passives_percent}%`);
    await expect(card.getByTestId('nps-detractors')).toContainText(`${answer.detractors_percent}%`);
    expect(url.searchParams.get('published_after')).toBeTruthy();
    expect(url.searchParams.get('source_id')).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
  });

  test('a location filter narrows the card as it narrows the API', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.test');
    const headers = await apiHeaders(page.request, 'admin@demo.test');
    const me = await (await page.request.get('/api/auth', { headers })).json();
    // A location with NPS answers of all time.
    const locations = await (
      await page.request.get('/api/locations?per_page=100', { headers })
    ).json();
    let locationId: number | null = null;
    for (const l of locations._embedded.locations as { id: number }[]) {
      const r = await page.request.get(
        `/api/metrics/${me.account_id}/nps?published_after=2000-01-01&location_id=${l.id}`,
        { headers },
      );
      if (((await r.json()) as Nps).responses > 0) {
        locationId = l.id;
        break;
      }
    }
    expect(locationId).not.toBeNull();
    const { answer, url } = await npsOfPage(
      page,
      `/dashboard?dateDescriptor=allTime&locationId=${locationId}`,
      'admin@demo.test',
    );
    expect(url.searchParams.get('location_id')).toBe(String(locationId));
    await expect(
      page.getByRole('region', { name: 'Net Promoter Score' }).getByTestId('nps-value'),
    ).toHaveText(String(answer.nps));
  });

  test('the microsurvey overview shows the same card', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.test');
    const { answer } = await npsOfPage(
      page,
      '/request-reviews/overview?dateDescriptor=allTime',
      'admin@demo.test',
    );
    const card = page.getByRole('region', { name: 'Net Promoter Score' });
    await expect(card.getByTestId('nps-value')).toHaveText(String(answer.nps));
  });

  test('an account without the setting has no card', async ({ page }) => {
    await signIn(page, 'trial@demo.test', '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.locator('[data-figure]').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Net Promoter Score' })).toHaveCount(0);
  });
});
