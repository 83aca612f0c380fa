import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/** Text rendered inside the preview's shadow root (the real runtime). */
async function previewText(page: Page) {
  return page.getByTestId('widget-preview').evaluate((el) => el.shadowRoot?.textContent ?? '');
}

test.describe('console amplify', () => {
  test('create, edit, publish, preview and copy a widget', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'admin@demo.test', '/amplify');
    await expect(page).toHaveURL('/amplify/widgets');
    await expect(page.getByRole('heading', { level: 1, name: 'Amplify' })).toBeVisible();
    for (const name of [
      'Testimonial Carousel',
      'Location Review Feed',
      'Star Snapshot',
      'Location Information',
    ])
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    // The seeded widgets (one per kind, Auto-Update on by default).
    const created = page.getByRole('list', { name: 'Created widgets' });
    await expect(created.getByRole('listitem').first()).toBeVisible();
    await expect(created).toContainText('Auto-Update ');
    expect(await seriousViolations(page), 'widgets page').toEqual([]);

    // Create a Star Snapshot.
    await page.getByRole('link', { name: /^Star Snapshot/ }).click();
    await expect(page).toHaveURL('/amplify/widgets/create/star_snapshot');
    await expect(page.getByRole('heading', { level: 1, name: 'New Star Snapshot' })).toBeVisible();
    await expect.poll(() => previewText(page)).toContain('reviews');
    await page.getByLabel('Widget name').fill('');
    await page.getByRole('button', { name: 'Create Widget' }).click();
    await expect(page.getByText('Enter a name for the widget')).toBeVisible();
    await page.getByLabel('Widget name').fill('E2E footer rating');
    expect(await seriousViolations(page), 'widget form').toEqual([]);
    await page.getByRole('button', { name: 'Create Widget' }).click();
    await expect(page).toHaveURL(/\/amplify\/widgets\/edit\/star_snapshot\/wgt_/);
    await expect(page.getByRole('heading', { level: 1, name: 'E2E footer rating' })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    const id = page.url().split('/').pop() as string;

    // Edit: the live preview follows the form before saving.
    await page.getByLabel('Theme').selectOption('dark');
    await page.getByLabel('Language').selectOption('es');
    await expect.poll(() => previewText(page)).toContain('reseñas');
    await page.getByLabel('Widget name').fill('E2E footer rating (dark)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'E2E footer rating (dark)' }),
    ).toBeVisible();

    // Publish: the public endpoint answers.
    expect((await page.request.get(`/api/public/widgets/${id}`)).status()).toBe(404);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    const published = await page.request.get(`/api/public/widgets/${id}`);
    expect(published.status()).toBe(200);
    expect((await published.json()).settings.theme.scheme).toBe('dark');

    // Copy the snippet.
    await page.getByRole('button', { name: 'Copy Code' }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(
      `<div data-plaudit-widget="${id}" data-plaudit-kind="star_snapshot"></div>`,
    );
    expect(copied).toContain('/embed/loader.js"></script>');
    await expect(page.getByText('Copied!')).toBeHidden({ timeout: 4000 });

    // The HTML without script: the server-rendered widget, ready to paste.
    const noScript = page.getByRole('textbox', { name: 'HTML without script' });
    await expect(noScript).toHaveValue(
      new RegExp(`^<div data-plaudit-widget="${id}"[^>]*><template shadowrootmode="open">`),
    );
    await expect(page.getByText(`/embed/widgets/${id}.html`)).toBeVisible();
    await page.getByRole('button', { name: 'Copy HTML' }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await noScript.inputValue(),
    );

    // Preview: mounted by id from the public payload, in its shadow root.
    await page.goto(`/amplify/widgets/preview/star_snapshot/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'E2E footer rating (dark)' }),
    ).toBeVisible();
    await expect.poll(() => previewText(page)).toContain('reseñas');
    expect(
      await page.getByTestId('widget-preview').evaluate((el) => el.shadowRoot?.mode ?? null),
    ).toBe('open');
    await expect(page.getByRole('textbox', { name: 'Embed code' })).toHaveValue(
      new RegExp(`data-plaudit-widget="${id}"`),
    );

    // The list shows it; the search finds it.
    await page.goto('/amplify/widgets');
    await page.getByRole('searchbox', { name: 'Search widgets' }).fill('E2E footer');
    await expect(
      created.getByRole('listitem').filter({ hasText: 'E2E footer rating' }),
    ).toHaveCount(1);
    await expect(created.getByRole('listitem').filter({ hasText: 'Bistro' })).toHaveCount(0);
  });

  test('delete asks for confirmation', async ({ page }) => {
    await signIn(page, 'admin@demo.test', '/amplify/widgets/create/full_page');
    await page.getByLabel('Widget name').fill('E2E feed to delete');
    await page.getByRole('button', { name: 'Create Widget' }).click();
    await expect(page).toHaveURL(/\/edit\/full_page\/wgt_/);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete widget' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete Widget' }).click();
    await expect(page).toHaveURL('/amplify/widgets');
    await page.getByRole('searchbox', { name: 'Search widgets' }).fill('E2E feed to delete');
    await expect(page.getByText('No widgets match your search.')).toBeVisible();
  });

  test('a read-only user (amplify preview only) sees the teaser and can request access', async ({
    page,
  }) => {
    await signIn(page, 'readonly@demo.test', '/amplify/widgets');
    // The page is the navigation's Amplify; the teaser's headline follows.
    await expect(page.getByRole('heading', { level: 1, name: 'Amplify' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Showcase your reviews' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CREATED WIDGETS' })).toHaveCount(0);
    expect(await seriousViolations(page), 'teaser').toEqual([]);

    // A failure first (the request is refused), then Try again resets the button.
    await page.route('**/api/feature_requests', (route) =>
      route.fulfill({ status: 503, json: { error: 'down' } }),
    );
    await page.getByRole('button', { name: 'Request Access' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'There was an error while sending your request. Try again.',
    );
    await page.unroute('**/api/feature_requests');
    await page.getByRole('button', { name: 'Try again.' }).click();
    await page.getByRole('button', { name: 'Request Access' }).click();
    await expect(page.getByText('Request sent!')).toBeVisible();
  });
});
