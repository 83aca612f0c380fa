import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test.describe('console accessibility (axe: no serious or critical findings)', () => {
  test('login and password screens', async ({ page }) => {
    for (const path of ['/login', '/forgot-password', '/expired-password', '/error']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page), 'login with an error').toEqual([]);
  });

  test('accounts pages (partner)', async ({ page }) => {
    await signIn(page, 'partner@demo.test');
    for (const path of ['/accounts', '/accounts/trials']) {
      await page.goto(path);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('settings pages (admin)', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    for (const path of ['/settings', '/settings/profile', '/settings/users', '/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/settings/users') await expect(page.getByRole('row').nth(1)).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto('/settings/users/new');
    await expect(page.getByRole('dialog', { name: 'Invite User' })).toBeVisible();
    expect(await seriousViolations(page), 'invite dialog').toEqual([]);
  });
});
