import type { NpiResult, NpiSearchQuery } from '@plaudit/api-client';
import { NPI_MESSAGES, NPI_PATTERN, npiNameFromPublicName } from '@plaudit/api-client/schemas';

/** On blur: a non-empty value that is not exactly 10 digits shows 'NPI not found'. */
export function npiBlurError(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return NPI_PATTERN.test(v) ? null : NPI_MESSAGES.notFound;
}

/**
 * The name-derived lookup (no number entered): first and last name from the public name
 * (text before a comma; 'DR.' skipped so the second word is the first name; fewer than 2
 * words gives no name), plus city, state and postal code. Null when no name can be derived.
 */
export function npiSearchFromLocation(form: {
  public_name: string;
  city: string;
  state_code: string | null;
  zipcode: string;
}): NpiSearchQuery | null {
  const name = npiNameFromPublicName(form.public_name);
  if (!name) return null;
  const q: NpiSearchQuery = { first_name: name.first_name, last_name: name.last_name };
  if (form.city.trim()) q.city = form.city.trim();
  if (form.state_code) q.state = form.state_code;
  if (form.zipcode.trim()) q.postal_code = form.zipcode.trim();
  return q;
}

/** Exactly one result is a match. */
export function uniqueNpi(results: readonly NpiResult[]): NpiResult | null {
  return results.length === 1 ? results[0]! : null;
}

export { NPI_MESSAGES, npiNameFromPublicName };
