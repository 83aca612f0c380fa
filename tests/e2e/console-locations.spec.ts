import { deflateSync } from 'node:zlib';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { apiHeaders, signIn } from './sign-in';

/** A real PNG (noise, so it compresses to more than 10240 bytes). */
function noisePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let seed = 42;
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width * 3; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      raw[y * (width * 3 + 1) + 1 + x] = seed >> 16;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** YYYY-MM-DD, `days` from today (browser and test share the machine's zone). */
function dateFromToday(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
const shortDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`;

test.describe('console locations (spec 2)', () => {
  test('create through the form, edit hours and holiday hours, see them, delete', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin@demo.test', '/settings/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    // Blue Fern shows its partner's white label: Plaudit's own prices are not shown (spec 2).
    await expect(page.getByText('Adding a location may incur additional costs.')).toBeVisible();
    await expect(page.getByText(/Adding a location costs \$/)).toBeHidden();
    expect(await seriousViolations(page), 'list').toEqual([]);

    await page.getByRole('button', { name: 'Add Location' }).click();
    await expect(page).toHaveURL('/settings/locations/new');
    const name = page.getByLabel('Internal Name');
    await expect(name).toBeVisible();
    // Defaults: United States, the field names on blur.
    await expect(page.getByRole('combobox', { name: /^Country/ })).toHaveValue('United States');
    await name.focus();
    await name.blur();
    await expect(page.getByText('Internal Name is required')).toBeVisible();
    expect(await seriousViolations(page), 'form').toEqual([]);
    await page.getByRole('button', { name: 'Add Location', exact: true }).last().click();
    await expect(
      page.getByText(
        'There is missing required information. Please review the form and try again.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Public Name is required')).toBeVisible();

    const locName = `E2E Bistro ${Date.now().toString(36)}`;
    await name.fill(locName);
    // Quick place search: the place fills the public name, address and category (looked up
    // for the place); the internal name is kept.
    await page.getByRole('combobox', { name: 'Quick Place Search' }).fill('Willamette');
    await page.getByRole('option', { name: /Willamette Bistro/ }).click();
    await expect(page.getByLabel('Public Name')).toHaveValue('Willamette Bistro');
    await expect(name).toHaveValue(locName);
    await expect(page.getByLabel('City')).toHaveValue('Portland');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Bistro');
    await page.getByLabel('Public Name').fill('Blue Fern E2E');
    await page.locator('#location-address').fill('1 Test Street');
    await page.getByLabel('City').fill('Portland');
    const state = page.getByRole('combobox', { name: /^State/ });
    await state.fill('Ore');
    await page.getByRole('option', { name: 'Oregon' }).click();
    await expect(state).toHaveValue('Oregon');
    await page.getByLabel('Zipcode').fill('97201');
    // The form checks with the server's schema: a website must be an http(s) address.
    const website = page.getByRole('textbox', { name: 'Website', exact: true });
    await website.fill('ftp://files.example.test');
    await website.blur();
    await expect(page.getByText('Enter a valid website')).toBeVisible();
    await website.fill('bluefern.example.test');
    await expect(page.getByText('Enter a valid website')).toHaveCount(0);
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.fill('Bis');
    await page.getByRole('option').first().click();
    await expect(category).not.toHaveValue('Bis');

    // Hours: Add Hours starts from Monday to Friday 9 to 5 (never a closed week), and Monday
    // can be copied to the other weekdays.
    await page.getByRole('button', { name: 'Add Hours' }).click();
    await expect(page.getByRole('checkbox', { name: 'Closed on Monday' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Closed on Sunday' })).toBeChecked();
    await expect(page.getByLabel('Monday opening time')).toHaveValue('9:00 AM');
    await page.getByLabel('Monday opening time').fill('7:30 AM');
    await page.getByRole('button', { name: 'Copy Monday to all weekdays' }).click();
    await expect(page.getByLabel('Friday opening time')).toHaveValue('7:30 AM');
    await expect(page.getByRole('checkbox', { name: 'Closed on Saturday' })).toBeChecked();
    await page.getByLabel('Monday opening time').fill('9:00 AM');
    await page.getByRole('button', { name: 'Copy Monday to all weekdays' }).click();
    await page.getByLabel('Monday opening time').fill('25:00');
    await expect(page.getByLabel('Monday opening time')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Monday opening time').fill('9:00AM');
    // Enter in a time field picks the time; it does not submit the form.
    await page.getByLabel('Monday opening time').press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Location' })).toBeVisible();
    await expect(page.getByText('Location created successfully.')).toHaveCount(0);

    // Holiday hours: a new row asks for its date once the date is left; Add Location says why
    // it waits. Then the validation texts, then a closed day next month.
    await page.getByRole('button', { name: 'Add Holiday Hours' }).click();
    const addLocation = page.getByRole('button', { name: 'Add Location', exact: true }).last();
    await expect(addLocation).toBeDisabled();
    await expect(addLocation).toHaveAccessibleDescription(
      'Finish or remove the holiday hours above to save.',
    );
    await expect(page.getByText('You must have a date selected')).toHaveCount(0);
    await page.getByLabel('Holiday date 1').focus();
    await page.getByLabel('Holiday date 1').blur();
    await expect(page.getByText('You must have a date selected')).toBeVisible();
    await page.getByLabel('Holiday date 1').fill(dateFromToday(365 * 11));
    await expect(page.getByText('Date cannot be more than 10 years in advance.')).toBeVisible();
    await page.getByLabel('Holiday date 1').fill(dateFromToday(1));
    await expect(
      page.getByText('This date is within 24hrs so it may not be updated in time.'),
    ).toBeVisible();
    const holiday = dateFromToday(30);
    await page.getByLabel('Holiday date 1').fill(holiday);
    await page.getByRole('checkbox', { name: 'Closed on holiday 1' }).check();

    // A new location has no dates to override: it saves without asking.
    await page.getByRole('button', { name: 'Add Location', exact: true }).last().click();
    await expect(page.getByText('Location created successfully.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Override existing dates' })).toHaveCount(0);
    await page.waitForURL(/\/settings\/locations\/new\/\d+\/groups$/);
    const id = /new\/(\d+)\/groups/.exec(page.url())![1];
    await page.getByRole('link', { name: 'Skip', exact: true }).click();

    // The detail page shows the hours and the holiday.
    await expect(page).toHaveURL(`/settings/locations/${id}/details`);
    await expect(page.getByRole('heading', { level: 1, name: locName })).toBeVisible();
    await expect(page.getByText('No External ID')).toBeVisible();
    const hours = page.getByRole('region', { name: 'Operating Hours' });
    await expect(hours.getByText('9:00 AM - 5:00 PM').first()).toBeVisible();
    await expect(hours.getByText(shortDate(holiday))).toBeVisible();
    expect(await seriousViolations(page), 'detail').toEqual([]);

    // Edit: Monday from 8:00 AM, the holiday open 10 to 2; Cancel asks first.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Monday opening time').fill('08:00');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Keep Editing' }).click();
    await page.getByRole('checkbox', { name: 'Closed on holiday 1' }).uncheck();
    await page.getByLabel('Holiday 1 opening time').fill('10:00 AM');
    await page.getByLabel('Holiday 1 closing time').fill('2:00PM');
    await page.getByRole('button', { name: 'Save Location' }).click();
    await page
      .getByRole('dialog', { name: 'Override existing dates' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await expect(page.getByText('Location updated successfully.')).toBeVisible();
    await expect(hours.getByText('8:00 AM - 5:00 PM')).toBeVisible();
    await expect(hours.getByText('10:00 AM - 2:00 PM')).toBeVisible();

    // Copy Link.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy Link: NPS' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();

    // Delete.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Location' }).click();
    await expect(page.getByText(`${locName} successfully deleted`)).toBeVisible();
    await expect(page).toHaveURL('/settings/locations');
  });

  test('upload a real PNG through the photo wizard', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin@demo.test');
    const headers = await apiHeaders(page.request, 'admin@demo.test');
    const list = await (
      await page.request.get('/api/locations?keywords=Austin%20Downtown', { headers })
    ).json();
    const loc = list._embedded.locations[0] as { id: number };
    await page.goto(`/settings/locations/${loc.id}/details`);
    const photos = page.getByRole('region', { name: 'Photo Management' });
    await expect(photos.getByRole('button', { name: 'Add Photos' })).toBeVisible();
    await photos.getByRole('button', { name: 'Add Photos' }).click();
    const wizard = page.getByRole('dialog', { name: 'Add Photos' });
    // The steps read apart: each its own numbered item, not "1. Upload Photo2. Confirm…".
    const steps = wizard.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await expect(steps).toHaveText([
      'Upload Photo',
      'Confirm Photo Selection',
      'Assign Category',
      'Upload to Google',
    ]);
    const [first, second] = [await steps.nth(0).boundingBox(), await steps.nth(1).boundingBox()];
    expect(second!.x - (first!.x + first!.width)).toBeGreaterThanOrEqual(16);
    // Too small: the spec's message.
    await wizard.getByLabel(/Choose a photo/).setInputFiles({
      name: 'small.png',
      mimeType: 'image/png',
      buffer: noisePng(100, 100),
    });
    await expect(
      wizard.getByText(
        'Unable to upload image. Please choose a file that is at least 250px by 250px.',
      ),
    ).toBeVisible();
    await wizard.getByLabel(/Choose a photo/).setInputFiles({
      name: 'e2e-photo.png',
      mimeType: 'image/png',
      buffer: noisePng(320, 300),
    });
    await expect(wizard.getByText(/e2e-photo\.png \(320x300/)).toBeVisible();
    await wizard.getByRole('button', { name: 'Next' }).click();
    // A logo already exists: the override confirmation; cancel and keep no category.
    await wizard.getByLabel('Photo category (optional)').selectOption({ label: 'Logo' });
    await wizard.getByRole('button', { name: 'Next' }).click();
    const override = page.getByRole('dialog', { name: 'Override existing photo' });
    await override.getByRole('button', { name: 'Cancel' }).click();
    await wizard.getByLabel('Photo category (optional)').selectOption('');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Upload' }).click();
    await expect(
      page.getByText(
        'Photo successfully uploaded. It may take up to 5 minutes before the photos display in our system.',
      ),
    ).toBeVisible({ timeout: 20_000 });
    await expect(wizard).toBeHidden();

    // The wizard without upload: Select Photos (from other locations), Assign Category, Upload to Google.
    await photos.getByRole('button', { name: 'Add From Account Photos' }).click();
    const select = page.getByRole('dialog', { name: 'Add Account Photos' });
    await expect(select.getByRole('listitem').filter({ hasText: 'Select Photos' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await select.getByRole('button', { name: 'Next' }).click();
    await expect(select.getByText('Select at least one photo.')).toBeVisible();
    await select.getByRole('checkbox').first().check();
    await select.getByRole('button', { name: 'Next' }).click();
    await expect(select.getByLabel('Photo category (optional)')).toBeVisible();
    await select.getByRole('button', { name: 'Next' }).click();
    await select.getByRole('button', { name: 'Upload' }).click();
    await expect(select).toBeHidden({ timeout: 20_000 });
  });

  test('sync from Google: diff, accept, then nothing to sync', async ({ page }) => {
    await signIn(page, 'manager@demo.test');
    const headers = await apiHeaders(page.request, 'manager@demo.test');
    const list = await (await page.request.get('/api/locations?per_page=100', { headers })).json();
    let target: number | null = null;
    for (const l of list._embedded.locations as {
      id: number;
      google_place_id: string | null;
      open_status: string;
    }[]) {
      if (!l.google_place_id || l.open_status === 'inactive') continue;
      const diff = await (
        await page.request.get(`/api/locations/${l.id}/diff`, { headers })
      ).json();
      if (diff.changed_fields?.includes('hours')) {
        target = l.id;
        break;
      }
    }
    expect(target).not.toBeNull();
    await page.goto(`/settings/locations/${target}/details`);
    await page.getByRole('button', { name: 'Sync From Google' }).click();
    const modal = page.getByRole('dialog', { name: 'Sync From Google' });
    await expect(modal.getByRole('rowheader', { name: 'Hours' })).toBeVisible();
    await modal.getByRole('button', { name: 'Accept Changes' }).click();
    await expect(page.getByText(/Successfully synced location|synced/i).first()).toBeVisible();
    await page.getByRole('button', { name: 'Sync From Google' }).click();
    await expect(modal.getByText('Nothing to sync')).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
  });

  test('a trial account at its limit is told why, with no form it cannot save', async ({
    page,
  }) => {
    await signIn(page, 'trial@demo.test', '/settings/locations/new');
    await expect(page.getByRole('heading', { name: 'Unable to Add Location.' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: /Trial accounts can have 1 location/ }),
    ).toBeVisible();
    await expect(page.getByLabel('Internal Name')).toHaveCount(0);
    // (The trial banner above the page has its own Upgrade Now.)
    await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade now' })).toHaveAttribute(
      'href',
      '/settings/billing/edit',
    );
    await page.getByRole('button', { name: 'Back to Locations' }).click();
    await expect(page).toHaveURL(/\/settings\/locations(\?|$)/);
  });

  test('bulk hours from the list and a read-only user sees no edit controls', async ({ page }) => {
    await signIn(page, 'manager@demo.test', '/settings/locations?keywords=Austin');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page
      .getByRole('checkbox', { name: /^Select .*Austin Downtown/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Edit Hours' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Location Hours' });
    await expect(
      modal.getByText('These changes will be applied to 1 selected location(s)'),
    ).toBeVisible();
    // It starts from the location's own hours, and nothing is saved until something changes.
    await expect(modal.getByRole('checkbox', { name: 'Closed on Monday' })).not.toBeChecked();
    await expect(modal.getByRole('button', { name: 'Save Hours' })).toBeDisabled();
    await modal.getByRole('checkbox', { name: 'Closed on Sunday' }).uncheck();
    await modal.getByRole('checkbox', { name: '24 hours on Sunday' }).check();
    await modal.getByRole('button', { name: 'Save Hours' }).click();
    await expect(page.getByText('Successfully updated hours')).toBeVisible();

    await page
      .getByRole('button', { name: /Log Out|Sign out/i })
      .click()
      .catch(() => {});
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'readonly@demo.test', '/settings/locations');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Location' })).toHaveCount(0);
    await page.getByRole('row').nth(1).getByRole('link').click();
    await expect(page.getByText('Back to Locations')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  });
});
