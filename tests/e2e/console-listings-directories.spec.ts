import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test('a directory-specific toggle behind ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING, one flag for listings and the location form (spec 3 section 4.3)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin@demo.test', '/dashboard/local_listings');
  const preview = page.getByRole('complementary', { name: 'New: Google Posts' });
  // The Google Posts announcement shows the first time; Got It makes it final.
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'Got It' }).click();
  await expect(preview).toBeHidden();

  // Switched off (the one rule of every flag: =false off, =true on, kept in a cookie): an
  // expanded row has no directory toggles, and the location form no directory overrides.
  await page.goto(
    '/dashboard/local_listings?features.ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING=false',
  );
  const firstRow = page.locator('.ll-table tbody tr[data-testid^="ll-row-"]').first();
  await expect(firstRow).toBeVisible();
  const rowId = ((await firstRow.getAttribute('data-testid')) ?? '').replace('ll-row-', '');
  await firstRow.getByRole('button', { name: /^Show directories for / }).click();
  await expect(page.locator('.ll-expanded').first()).toBeVisible();
  await expect(page.getByTestId(`ll-dirsettings-${rowId}`)).toHaveCount(0);
  await page.goto(`/settings/locations/${rowId}/details?withEdit=true`);
  await expect(page.getByLabel('Internal Name')).toBeVisible();
  const overrides = page.getByRole('region', { name: 'Directory-Specific Phone and Website' });
  await expect(overrides).toHaveCount(0);

  // On again (as it is by default): the form shows the overrides, and the listings row the
  // Auto Sync directory list, open, whose Google toggle saves.
  await page.goto(
    `/settings/locations/${rowId}/details?withEdit=true&features.ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING=true`,
  );
  await expect(overrides).toBeVisible();
  await page.goto('/dashboard/local_listings');
  const row = page.getByTestId(`ll-row-${rowId}`);
  await row.getByRole('button', { name: /^Show directories for / }).click();
  const settings = page.getByTestId(`ll-dirsettings-${rowId}`);
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('button', { name: /Auto Sync directories/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const toggle = settings.getByTestId(`ll-dir-toggle-${rowId}-google_maps`);
  const before = await toggle.getAttribute('aria-checked');
  const after = before === 'true' ? 'false' : 'true';
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', after);
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('Directory sync settings saved')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-busy', 'false', { timeout: 5000 });

  // Saved on the server: after a reload the toggle keeps its new value.
  await page.reload();
  await page
    .getByTestId(`ll-row-${rowId}`)
    .getByRole('button', { name: /^Show directories for / })
    .click();
  await expect(
    page.getByTestId(`ll-dirsettings-${rowId}`).getByTestId(`ll-dir-toggle-${rowId}-google_maps`),
  ).toHaveAttribute('aria-checked', after);
});
