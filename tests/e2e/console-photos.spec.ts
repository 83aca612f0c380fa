import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { apiHeaders, signIn } from './sign-in';

async function pick(page: Page, control: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${control} `) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const photos = (page: Page) => page.getByRole('list', { name: 'Photos' }).getByRole('listitem');

test.describe('the photo gallery', () => {
  test.beforeEach(() => {
    test.setTimeout(120_000);
  });

  test('filters by type and rating, shows a customer photo’s details, confirms a delete', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.test', '/photos');
    await expect(page.getByRole('heading', { level: 1, name: 'Photos' })).toBeVisible();
    await expect(photos(page)).toHaveCount(8);
    await expect(page.getByText(/^\d+ photos$/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Photo pages' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await pick(page, 'Type', 'Customer photos');
    await expect(page).toHaveURL(/type=customer/);
    await expect(photos(page).filter({ hasText: 'Owner' })).toHaveCount(0);
    const rated = photos(page).filter({ has: page.getByRole('img', { name: /out of 5 stars/ }) });
    await rated
      .first()
      .getByRole('button', { name: /^Open details: .+ photo of .+ by / })
      .click();
    const details = page.getByRole('dialog');
    await expect(details.getByText('Added by')).toBeVisible();
    await expect(details.getByRole('img', { name: /out of 5 stars/ })).toBeVisible();
    await expect(details.getByRole('link', { name: 'Read the review' })).toBeVisible();
    await expect(details.getByText(/^\d+ × \d+ px$/)).toBeVisible();
    await expect(details.getByRole('button', { name: 'Delete photo' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await details.getByRole('button', { name: 'Close' }).click();

    // The rating filter (the shared bar's): every card shows that many stars.
    const stars = await page
      .getByRole('list', { name: 'Photos' })
      .getByRole('img', { name: /out of 5 stars/ })
      .first()
      .getAttribute('aria-label');
    const rating = Number(stars!.charAt(0));
    await page.goto(`/photos?type=customer&rating=${rating}`);
    await expect(photos(page).first()).toBeVisible();
    const count = await photos(page).count();
    await expect(photos(page).getByRole('img', { name: `${rating} out of 5 stars` })).toHaveCount(
      count,
    );

    await page.goto('/photos?type=owner&photoCategory=COVER');
    await expect(photos(page).first()).toBeVisible();
    await expect(photos(page).filter({ hasNotText: 'Cover' })).toHaveCount(0);
    await photos(page)
      .first()
      .getByRole('button', { name: /^Open details/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete photo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete photo?' });
    await expect(
      confirm.getByText('This will remove the photo from your GMB listing online.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
  });

  test('the link from location photo management lands here with the location filtered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'manager@demo.test');
    const headers = await apiHeaders(page.request, 'manager@demo.test');
    const list = await (
      await page.request.get('/api/locations?keywords=Seattle%20Capitol%20Hill', { headers })
    ).json();
    const loc = list._embedded.locations[0] as { id: number; name: string };
    await page.goto(`/settings/locations/${loc.id}/details`);
    await page
      .getByRole('region', { name: 'Photo Management' })
      .getByRole('link', { name: 'View Photo Gallery' })
      .click();
    await expect(page).toHaveURL(`/photos?locationId=${loc.id}`);
    await expect(
      page.getByRole('button', { name: new RegExp(`^Location ${loc.name}`) }),
    ).toBeVisible();
    const cards = photos(page).filter({ has: page.getByRole('button', { name: /^Open details/ }) });
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNotText: loc.name })).toHaveCount(0);
    // The location has a logo but no cover: the Cover card comes first (spec 2 §9).
    await expect(photos(page).first()).toHaveText(/^Cover(Add Cover|No cover yet)$/);
  });

  test('a user sees photos without delete; the gallery fits 390 px', async ({ page }) => {
    await signIn(page, 'user@demo.test', '/photos?type=owner');
    await photos(page)
      .first()
      .getByRole('button', { name: /^Open details/ })
      .click();
    await expect(page.getByRole('dialog').getByText('Owner photo')).toBeVisible();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Delete photo' }),
    ).toHaveCount(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expectFitsWidth(page, 390);
    expect(await seriousViolations(page)).toEqual([]);
    await photos(page)
      .first()
      .getByRole('button', { name: /^Open details/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
