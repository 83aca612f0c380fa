import { readFileSync } from 'node:fs';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test.describe('importing reviews from a spreadsheet', () => {
  test('upload, follow the progress, see the counts, download the failed rows, find the review', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', '/reviews');
    await page.getByRole('link', { name: 'Import reviews' }).click();
    await expect(page.getByRole('heading', { name: 'Import Reviews', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recent imports' })).toBeVisible();

    // The template downloads with the columns.
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the template' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('review-import-template.csv');
    expect(readFileSync((await template.path())!, 'utf8')).toContain(
      'location,source,external_id,rating,author_name,published_at,title,content,url',
    );

    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose a CSV file to import.');

    const author = `Sheet Tester ${Date.now()}`;
    const locations = await (
      await page.request.get('/api/locations?per_page=1', {
        headers: await page.evaluate(() => {
          const { auth } = JSON.parse(localStorage.getItem('plaudit.auth') ?? '{}');
          return { authorization: `Basic ${btoa(`${auth.email}:${auth.token}`)}` };
        }),
      })
    ).json();
    const location = locations._embedded.locations[0].name as string;
    const csv = [
      'location,source,rating,author_name,published_at,content',
      `"${location}",google,4,${author},${new Date().toISOString().slice(0, 10)},"Imported from a sheet, tasty soup"`,
      `"${location}",google,9,Bad Row,2026-11-01,Too many stars`,
    ].join('\n');
    await page.getByLabel('CSV file').setInputFiles({
      name: 'november.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page).toHaveURL(/\/reviews\/import\?import=\d+$/);
    const progress = page.getByRole('region', { name: 'november.csv' });
    await expect(progress.getByRole('status')).toHaveText(
      'Done — 1 new, 0 updated, 1 not imported',
    );
    expect(await seriousViolations(page)).toEqual([]);

    const [failed] = await Promise.all([
      page.waitForEvent('download'),
      progress.getByRole('button', { name: 'Download the 1 failed row' }).click(),
    ]);
    expect(readFileSync((await failed.path())!, 'utf8')).toContain(
      'Row 3: rating must be at most 5',
    );
    await expect(
      page.getByRole('table', { name: 'Recent imports' }).getByRole('row').nth(1),
    ).toContainText('november.csv');

    // A typed URL lands on the same import.
    await page.reload();
    await expect(page.getByRole('region', { name: 'november.csv' }).getByRole('status')).toHaveText(
      'Done — 1 new, 0 updated, 1 not imported',
    );

    await progress.getByRole('link', { name: 'See the reviews' }).click();
    await expect(page.getByText(author).first()).toBeVisible();

    await page.goto('/reviews/import');
    await expectFitsWidth(page, 390);
  });
});
