import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

const REFUSED = 'You do not have access to this page';

test.describe('screens a user may not open, and addresses that do not exist', () => {
  // Several screens in one walk, on a machine the other tests share.
  test.describe.configure({ timeout: 180_000 });
  test('a Read Only user is refused the new report, the new campaign and settings before any form, inside the frame', async ({
    page,
  }) => {
    await signIn(page, 'readonly@demo.test');
    for (const path of ['/visual-reports/new', '/request-reviews/campaigns/new', '/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(REFUSED);
      await expect(page).toHaveURL(path);
      // Said before the form: no field to fill, no submit to press.
      await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Ask an administrator' })).toBeVisible();
      // The frame's navigation stays, as on billing.
      await expect(page.getByRole('link', { name: 'Reviews' }).first()).toBeAttached();
    }
    // What they may read still opens.
    await page.goto('/visual-reports');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(REFUSED);
    await page.goto('/request-reviews');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(REFUSED);

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REFUSED);
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\?/);
  });

  test('a mistyped address is not found inside the frame, with a way back, at 1440 and 390 px', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', '/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('Error 500')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Reviews' }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\?/);
  });
});
