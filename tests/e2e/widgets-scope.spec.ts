import { readFileSync } from 'node:fs';
import type { PublicWidget } from '@plaudit/api-client';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/**
 * A widget says what its figures cover (its locations, its sources when limited, all time), on
 * a customer's page and in the console beside its preview, so its average and count are not
 * read as the dashboard's (which counts its filters' period and locations).
 */

const EXAMPLE = readFileSync(
  new URL('../../examples/script-tag/index.html', import.meta.url),
  'utf8',
);
const idOf = (kind: string) =>
  new RegExp(`data-plaudit-widget="([^"]+)"\\s+data-plaudit-kind="${kind}"`).exec(EXAMPLE)![1]!;
const STAR = idOf('star_snapshot');
const FEED = idOf('full_page');

const count = (n: number) => `${n.toLocaleString('en-US')} reviews`;

test('the example page: the star snapshot names its location and the feed its locations, all time', async ({
  page,
}) => {
  const star = (await (
    await page.request.get(`/api/public/widgets/${STAR}`)
  ).json()) as PublicWidget;
  const feed = (await (
    await page.request.get(`/api/public/widgets/${FEED}`)
  ).json()) as PublicWidget;
  const place = star.data.summary.scope!.location_name!;
  expect(place).toBeTruthy();
  const locations = feed.data.summary.scope!.locations;
  expect(feed.data.summary.scope!.all_locations).toBe(true);

  await page.goto('/examples/script-tag/');
  const starWidget = page.locator(`[data-plaudit-widget="${STAR}"]`);
  await expect(starWidget.locator('[part~="count"]')).toHaveText(count(star.data.summary.count));
  await expect(starWidget.locator('[part~="scope"]')).toHaveText(`${place} · all time`);

  const feedWidget = page.locator(`[data-plaudit-widget="${FEED}"]`);
  await feedWidget.scrollIntoViewIfNeeded();
  await expect(feedWidget.locator('[part~="count"]')).toHaveText(count(feed.data.summary.count));
  await expect(feedWidget.locator('[part~="scope"]')).toHaveText(
    `All ${locations} locations · all time`,
  );
  // Read out with the figures, in the widget's own text (not hidden from assistive technology).
  await expect(feedWidget.getByText(`All ${locations} locations · all time`)).toBeVisible();
});

test('the console: the editor and the preview say what the rating counts and why the dashboard differs', async ({
  page,
}) => {
  const star = (await (
    await page.request.get(`/api/public/widgets/${STAR}`)
  ).json()) as PublicWidget;
  const feed = (await (
    await page.request.get(`/api/public/widgets/${FEED}`)
  ).json()) as PublicWidget;
  const { average, count: n, scope } = star.data.summary;
  await signIn(page, 'admin@demo.test', `/amplify/widgets/edit/star_snapshot/${STAR}`);
  const note = page.getByTestId('widget-scope');
  await expect(note.getByRole('heading', { name: 'What the rating counts' })).toBeVisible();
  await expect(note).toContainText(
    `${average!.toFixed(2)} from ${count(n)}: every review ever received (all time) at ${scope!.location_name}, from every review source.`,
  );
  await expect(note).toContainText('The dashboard counts the locations and dates of its filters');
  // The live preview carries the same scope line as the published widget.
  await expect
    .poll(() =>
      page
        .getByTestId('widget-preview')
        .evaluate((el) => el.shadowRoot?.querySelector('[part~="scope"]')?.textContent ?? ''),
    )
    .toBe(`${scope!.location_name} · all time`);
  expect(await seriousViolations(page), 'widget editor').toEqual([]);

  // Another choice of coverage is said in words until it is published.
  await page.getByLabel('Location (optional)').selectOption('');
  await expect(note).toContainText(
    'The average and count: every review ever received (all time) at every location, from every review source.',
  );
  await expectFitsWidth(page, 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The feed's preview page: the published figures over every location.
  await page.goto(`/amplify/widgets/preview/full_page/${FEED}`);
  await expect(page.getByTestId('widget-scope')).toContainText(
    `${feed.data.summary.average!.toFixed(2)} from ${count(feed.data.summary.count)}: every review ever received (all time) at every location, from every review source.`,
  );
  expect(await seriousViolations(page), 'widget preview').toEqual([]);
});
