import * as v from 'valibot';
import { listQuery } from './common';
import { PHONE_PATTERN, website } from './locations';
import {
  answer,
  array,
  boolean,
  type Infer,
  id,
  nullable,
  object,
  optional,
  refine,
  string,
} from './validate';
import { described } from './validation/described';

/** Messages of spec 2 sections 5 and 8 (directory-specific overrides). */
export const SOURCE_OVERRIDE_MESSAGES = {
  phoneRequired: 'Enter phone number or unselect directory',
  websiteRequired: 'Enter website or unselect directory',
  updateError: 'There was an error while updating directory-specific overrides',
  loadError: 'Failed to load directory-specific numbers. Please reload or try again later.',
  publishingError:
    'Failed to update directory publishing status. Please reload or try again later.',
  saved: 'Directory sync settings saved',
  utmNote: 'Apple Maps does not support UTM parameters. Bing may also reject or modify them.',
} as const;

export const locationSourceOverrideAnswer = answer(
  described(
    'A directory-specific phone and website of a location (spec 2 section 3).',
    v.object({
      id: v.number(),
      account_id: v.number(),
      location_id: v.number(),
      source_id: v.number(),
      directory_code: v.nullable(v.string()),
      phone: v.nullable(v.string()),
      website: v.nullable(v.string()),
      enabled: v.boolean(),
      created_at: v.string(),
      updated_at: v.string(),
    }),
  ),
);
/** A directory-specific phone and website of a location (spec 2 section 3). */
export interface LocationSourceOverride extends Infer<typeof locationSourceOverrideAnswer> {}

/** Empty text clears the value (stored as null). */
const overridePhone = () =>
  nullable(
    refine(string({ max: 40 }), (v) =>
      v === '' || PHONE_PATTERN.test(v) ? null : 'Enter a 10-digit phone number',
    ),
  );
const overrideFields = {
  phone: optional(overridePhone()),
  website: optional(nullable(website())),
  enabled: optional(boolean()),
};

/** GET /location_source_overrides */
export const sourceOverrideListQuery = object({
  ...listQuery(['source_id', 'created_at'] as const, 250),
  account_id: optional(id()),
  location_id: optional(id()),
  source_id: optional(id()),
});
export type SourceOverrideListQuery = Infer<typeof sourceOverrideListQuery>;

/**
 * POST /location_source_overrides: creates the location's override for a
 * directory, or updates it when one exists (one row per location and directory).
 */
export const sourceOverrideCreateBody = object({
  account_id: optional(id()),
  location_id: id(),
  source_id: id(),
  ...overrideFields,
});
export type SourceOverrideCreateBody = Infer<typeof sourceOverrideCreateBody>;

/** PATCH /location_source_overrides/{id}: phone, website or enabled; empty becomes null. */
export const sourceOverrideUpdateBody = object({ account_id: optional(id()), ...overrideFields });
export type SourceOverrideUpdateBody = Infer<typeof sourceOverrideUpdateBody>;

/** The overrides part of a location save (PATCH /locations/{id}): one entry per directory. */
export const sourceOverridesSave = array(
  object({ id: optional(id()), source_id: id(), ...overrideFields }),
  { max: 50 },
);
export type SourceOverridesSave = Infer<typeof sourceOverridesSave>;
