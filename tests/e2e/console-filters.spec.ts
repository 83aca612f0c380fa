import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

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

const query = (page: Page) => new URL(page.url()).searchParams;

async function pick(page: Page, control: string, option: string | RegExp) {
  await page.getByRole('button', { name: new RegExp(`^${control} `) }).click();
  await page
    .getByRole(
      'option',
      typeof option === 'string' ? { name: option, exact: true } : { name: option },
    )
    .click();
}

test.describe('shared filter bar', () => {
  test('keeps its state in the URL, survives a reload and clears paging on change', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    const sources = await apiGet<{ _embedded: { sources: { id: number; name: string }[] } }>(
      page,
      '/api/sources?per_page=1&sort[by]=ordinal,name&sort[order]=asc',
    );
    const source = sources._embedded.sources[0]!;

    await page.goto('/dashboard?dateDescriptor=sixMonths&page=2&before=9&fromPage=keep');
    await expect(page.getByRole('button', { name: /^Source / })).toHaveText(/All sources/);
    await pick(page, 'Source', source.name);
    await expect(page).toHaveURL(new RegExp(`sourceId=${source.id}`));
    expect(query(page).get('page')).toBeNull();
    expect(query(page).get('before')).toBeNull();
    expect(query(page).get('fromPage')).toBe('keep');

    await page.getByRole('button', { name: /^Date range/ }).click();
    await page.getByRole('button', { name: '12 months', exact: true }).click();
    await expect(page).toHaveURL(/dateDescriptor=twelveMonths/);
    expect(query(page).get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.reload();
    await expect(page.getByRole('button', { name: /^Source / })).toHaveText(
      new RegExp(source.name),
    );
    await expect(page.getByRole('button', { name: /^Date range/ })).toHaveText(/12 months/);
    expect(query(page).get('sourceId')).toBe(String(source.id));

    // Back to all sources removes the parameter; paging set again is cleared again.
    await page.goto(`${new URL(page.url()).pathname}?${query(page)}&page=3`);
    await pick(page, 'Source', 'All sources');
    expect(query(page).get('sourceId')).toBeNull();
    expect(query(page).get('page')).toBeNull();

    // The location list offers 'Add Location' to admins (location create).
    await page.getByRole('button', { name: /^Location / }).click();
    await expect(page.getByRole('link', { name: 'Add Location' })).toHaveAttribute(
      'href',
      '/settings/locations/new',
    );
    await page.keyboard.press('Escape');
  });

  test('a custom range cannot end after today (spec 1 section 5)', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const asked: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/reviews') asked.push(url);
    });
    await page.goto('/reviews?dateDescriptor=custom&from=2026-01-01&to=2030-01-01');
    await expect(
      page.getByRole('list', { name: 'Reviews' }).getByRole('article').first(),
    ).toBeVisible();
    const today = await page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    const before = asked.at(-1)?.searchParams.get('published_before') ?? '';
    expect(before.slice(0, 10)).toBe(today);
    expect(asked.every((u) => (u.searchParams.get('published_before') ?? '') < '2030')).toBe(true);
  });

  test('read-only users see no Add Location link', async ({ page }) => {
    await signIn(page, 'readonly@demo.test', '/dashboard');
    await page.getByRole('button', { name: /^Location / }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Location' })).toHaveCount(0);
  });
});

test.describe('saved filters', () => {
  test('save, refuse a duplicate name, apply, update and delete with confirmation', async ({
    page,
  }) => {
    await signIn(page, 'manager@demo.test');
    const locations = await apiGet<{ _embedded: { locations: { id: number; name: string }[] } }>(
      page,
      '/api/locations?per_page=2&sort[by]=name&sort[order]=asc',
    );
    const [first, second] = locations._embedded.locations;

    await page.goto('/dashboard?dateDescriptor=thirtyDays');
    await pick(page, 'Location', new RegExp(`^${first!.name}`));
    await expect(page).toHaveURL(new RegExp(`locationId=${first!.id}`));

    // Save as new: the name is required (tooltip 'Enter a name').
    await page.getByRole('button', { name: 'Save as new' }).click();
    const name = page.getByLabel('Name of the new saved filter');
    await expect(name).toBeFocused();
    await expect(page.getByRole('button', { name: 'Confirm' })).toHaveAttribute(
      'title',
      'Enter a name',
    );
    await expect(page.getByRole('button', { name: 'Confirm' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await name.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Enter a name' })).toBeVisible();
    await expect(name).toHaveAttribute('maxlength', '60');
    await name.fill('First location, 30 days');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Filter saved')).toBeVisible();
    await expect(page).toHaveURL(/savedFilterId=\d+/);
    const savedId = query(page).get('savedFilterId')!;
    await expect(page.getByRole('button', { name: /^Saved filters / })).toHaveText(
      /First location, 30 days/,
    );

    // The same name again (any case) is refused, by the bar and by the server (409).
    await page.getByRole('button', { name: 'Save as new' }).click();
    await page.getByLabel('Name of the new saved filter').fill('first LOCATION, 30 days');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('A saved filter with that name already exists')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    // A name taken meanwhile (another tab) is refused by the server with 409 and the same text.
    const stored0 = await page.evaluate(() => localStorage.getItem('plaudit.auth'));
    const { auth } = JSON.parse(stored0 ?? '{}') as { auth: { email: string; token: string } };
    const created = await page.request.post('/api/user_preferences', {
      headers: {
        authorization: `Basic ${Buffer.from(`${auth.email}:${auth.token}`).toString('base64')}`,
      },
      data: { name: 'Made in another tab', config: { dateDescriptor: 'sevenDays' } },
    });
    expect(created.status()).toBe(201);
    await page.getByRole('button', { name: 'Save as new' }).click();
    await page.getByLabel('Name of the new saved filter').fill('Made in another tab');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('A saved filter with that name already exists')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Apply: from a clean dashboard, choosing the filter loads its config into the URL.
    await page.goto('/dashboard?dateDescriptor=twoYears&sourceId=1&page=2');
    await pick(page, 'Saved filters', 'First location, 30 days');
    await expect(page).toHaveURL(new RegExp(`locationId=${first!.id}`));
    let q = query(page);
    expect(q.get('dateDescriptor')).toBe('thirtyDays');
    expect(q.get('sourceId')).toBeNull();
    expect(q.get('page')).toBeNull();
    expect(q.get('savedFilterId')).toBe(savedId);

    // Update (Save): change the location and store it in the applied filter.
    await pick(page, 'Location', new RegExp(`^${second!.name}`));
    await expect(page).toHaveURL(new RegExp(`locationId=${second!.id}`));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Filter updated')).toBeVisible();
    const stored = await apiGet<{
      _embedded: { user_preferences: { id: number; config: Record<string, unknown> }[] };
    }>(page, '/api/user_preferences?preference_type=saved_filters');
    const saved = stored._embedded.user_preferences.find((f) => String(f.id) === savedId)!;
    expect(saved.config).toMatchObject({
      dateDescriptor: 'thirtyDays',
      locationId: String(second!.id),
    });
    await page.goto('/dashboard');
    await pick(page, 'Saved filters', 'First location, 30 days');
    await expect(page).toHaveURL(new RegExp(`locationId=${second!.id}`));

    // Delete asks first; Cancel keeps it, Delete removes it.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete saved filter' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete saved filter' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Filter deleted')).toBeVisible();
    q = query(page);
    expect(q.get('savedFilterId')).toBeNull();
    const after = await apiGet<{ _total: number }>(
      page,
      '/api/user_preferences?preference_type=saved_filters',
    );
    expect(after._total).toBe(stored._embedded.user_preferences.length - 1);
    await expect(page.getByRole('button', { name: /^Saved filters / })).toHaveText(/None/);
  });
});
