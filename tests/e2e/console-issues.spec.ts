import { expect, test } from './fixtures';
import { apiHeaders, signIn } from './sign-in';

/** A location's integration issues on its detail page (spec 2 section 7: GET and PATCH /issues). */
test.describe('location issues', () => {
  test("a location's integration issues: what is wrong, muted and unmuted", async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const headers = await apiHeaders(page.request, 'admin@demo.test');
    type Issue = { id: number; location_id: number; description: string; muted: boolean };
    const list = async (query: string) =>
      (await (await page.request.get(`/api/issues?${query}`, { headers })).json())._embedded
        .issues as Issue[];
    const unmuted = await list('muted=false');
    expect(unmuted.length).toBeGreaterThan(0);
    const locationId = unmuted[0]!.location_id;
    const mine = await list(`location_id=${locationId}`);
    const target = mine.findIndex((i) => !i.muted);
    await page.goto(`/settings/locations/${locationId}/details`);
    const card = page.getByRole('region', { name: 'Integration Issues' });
    const items = card.getByRole('listitem');
    await expect(items).toHaveCount(mine.length);
    for (const [n, issue] of mine.entries())
      await expect(items.nth(n)).toHaveText(
        issue.muted
          ? `Issue Muted ${issue.description} Unmute`
          : `Issue Found ${issue.description} Mute`,
      );
    // Muting says so on the card and on the server; unmuting puts it back.
    const item = items.nth(target);
    await item.getByRole('button', { name: 'Mute' }).click();
    await expect(item).toContainText('Issue Muted');
    const muted = await list(`location_id=${locationId}&muted=true`);
    expect(muted.map((i) => i.id)).toContain(mine[target]!.id);
    await item.getByRole('button', { name: 'Unmute' }).click();
    await expect(item).toContainText('Issue Found');
    await expect(item.getByRole('button', { name: 'Mute' })).toBeVisible();
  });
});
