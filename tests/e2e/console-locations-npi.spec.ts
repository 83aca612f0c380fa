import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test('a health care location: a typed NPI is checked in the registry, Find NPI fills one in', async ({
  page,
}) => {
  await signIn(page, 'admin@evergreen.demo.test', '/settings/locations');
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/settings\/locations\/\d+\/details/);
  await page.goto(`${page.url().split('?')[0]}?withEdit=true`);
  const npi = page.getByRole('textbox', { name: 'NPI', exact: true });
  await expect(npi).toBeVisible();

  // Not a number of ten digits: refused when the field is left.
  await npi.fill('12345');
  await npi.blur();
  await expect(page.getByText('NPI not found')).toBeVisible();

  // Empty: Find NPI searches the registry by the public name and address.
  await npi.fill('');
  await page.getByRole('button', { name: 'Find NPI' }).click();
  await expect(page.getByText(/^Above NPI is registered to: /)).toBeVisible();
  await expect(npi).toHaveValue(/^\d{10}$/);
  const found = await npi.inputValue();

  // The found number, typed again, names the same provider.
  await npi.fill(found);
  await npi.blur();
  await expect(page.getByText(/^Above NPI is registered to: /)).toBeVisible();
});
