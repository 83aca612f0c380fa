import * as v from 'valibot';
import { answer, type Infer, id, object, optional, type Schema, string } from './validate';
import { described } from './validation/described';

/** Messages of spec 2 sections 5 and 8 (NPI). */
export const NPI_MESSAGES = {
  notFound: 'NPI not found',
  noMatch: "Unable to find a NPI number that matches with the 'PUBLIC NAME' and address provided",
  unreachable: 'Unable to reach the NPI database',
  registeredTo: (name: string) => `Above NPI is registered to: ${name}`,
} as const;

const npiResultFields = answer(
  described(
    'An NPI registry entry (NPI-1 a person, NPI-2 an organisation).',
    v.object({
      number: v.string(),
      enumeration_type: v.picklist(['NPI-1', 'NPI-2']),
      first_name: v.nullable(v.string()),
      middle_name: v.nullable(v.string()),
      last_name: v.nullable(v.string()),
      credential: v.nullable(v.string()),
      organization_name: v.nullable(v.string()),
      name: described(
        "The registered name as shown ('Above NPI is registered to: {name}').",
        v.string(),
      ),
      address: v.nullable(v.string()),
      city: v.nullable(v.string()),
      state: v.nullable(v.string()),
      postal_code: v.nullable(v.string()),
    }),
  ),
);
/** An NPI registry entry (NPI-1 a person, NPI-2 an organisation). */
export interface NpiResult extends Infer<typeof npiResultFields> {}
export const npiResultAnswer: Schema<NpiResult> = npiResultFields;
export const npiResultsAnswer = answer(v.object({ results: v.array(npiResultAnswer) }));
export interface NpiResults extends Infer<typeof npiResultsAnswer> {}

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
