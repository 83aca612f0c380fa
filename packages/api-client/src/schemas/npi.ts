import { type Infer, id, object, optional, string } from './validate';

/** Messages of spec 2 sections 5 and 8 (NPI). */
export const NPI_MESSAGES = {
  notFound: 'NPI not found',
  noMatch: "Unable to find a NPI number that matches with the 'PUBLIC NAME' and address provided",
  unreachable: 'Unable to reach the NPI database',
  registeredTo: (name: string) => `Above NPI is registered to: ${name}`,
} as const;

/** An NPI registry entry (NPI-1 a person, NPI-2 an organisation). */
export type NpiResult = {
  number: string;
  enumeration_type: 'NPI-1' | 'NPI-2';
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  credential: string | null;
  organization_name: string | null;
  /** The registered name as shown ('Above NPI is registered to: {name}'). */
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
};
export type NpiResults = { results: NpiResult[] };

/** GET /npi/{number}: 10 digits, 400 otherwise ('NPI not found'). */
export const NPI_PATTERN = /^\d{10}$/;
export const npiNumberQuery = object({ account_id: optional(id()) });

/** GET /npi: search by name and address (at least a last name or an organisation word). */
export const npiSearchQuery = object({
  account_id: optional(id()),
  first_name: optional(string({ max: 100 })),
  last_name: string({ min: 1, max: 100 }),
  city: optional(string({ max: 100 })),
  state: optional(string({ max: 40 })),
  postal_code: optional(string({ max: 20 })),
});
export type NpiSearchQuery = Infer<typeof npiSearchQuery>;

/**
 * First and last name derived from a public name (spec 2 section 5): only the
 * text before a comma; 'DR.' skipped; fewer than 2 words gives no name.
 */
export function npiNameFromPublicName(
  publicName: string,
): { first_name: string; last_name: string } | null {
  let words = (publicName.split(',')[0] ?? '').trim().split(/\s+/).filter(Boolean);
  if (words[0]?.toUpperCase() === 'DR.' || words[0]?.toUpperCase() === 'DR') words = words.slice(1);
  if (words.length < 2) return null;
  return { first_name: words[0]!, last_name: words[words.length - 1]! };
}
