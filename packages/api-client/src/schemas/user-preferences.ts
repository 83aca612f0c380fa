import * as v from 'valibot';
import { listQuery } from './common';
import {
  answer,
  boolean,
  type Infer,
  id,
  json,
  object,
  oneOf,
  optional,
  partial,
  record,
  type Schema,
  string,
} from './validate';
import { described } from './validation/described';

export const PREFERENCE_TYPES = ['saved_filters'] as const;
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];
export const preferenceTypeAnswer: Schema<PreferenceType> = v.picklist(PREFERENCE_TYPES);

export const SAVED_FILTER_NAME_MAX = 60;
export const SAVED_FILTER_DUPLICATE = 'A saved filter with that name already exists';

/** The config a saved filter stores: the filter bar's URL state. */
export type SavedFilterConfig = {
  dateDescriptor?: string;
  from?: string;
  to?: string;
  groupId?: string;
  locationId?: string;
  sourceId?: string;
  sentiment?: string;
  [key: string]: unknown;
};

const savedFilterConfigAnswer: Schema<SavedFilterConfig> = described(
  "The config a saved filter stores: the filter bar's URL state.",
  v.looseObject({
    dateDescriptor: v.optional(v.string()),
    from: v.optional(v.string()),
    to: v.optional(v.string()),
    groupId: v.optional(v.string()),
    locationId: v.optional(v.string()),
    sourceId: v.optional(v.string()),
    sentiment: v.optional(v.string()),
  }),
);

export const userPreferenceAnswer = answer(
  v.object({
    id: v.number(),
    account_id: v.number(),
    user_id: v.number(),
    preference_type: preferenceTypeAnswer,
    name: v.string(),
    config: savedFilterConfigAnswer,
    created_at: v.string(),
    updated_at: v.string(),
  }),
);
export interface UserPreference extends Infer<typeof userPreferenceAnswer> {}

export const userPreferenceListQuery = object({
  ...listQuery(['name', 'created_at', 'updated_at'] as const),
  account_id: optional(id()),
  user_id: optional(id()),
  preference_type: optional(oneOf(PREFERENCE_TYPES), 'saved_filters'),
});
export type UserPreferenceListQuery = Infer<typeof userPreferenceListQuery>;

export const userPreferenceCreateBody = object({
  account_id: optional(id()),
  user_id: optional(id()),
  preference_type: optional(oneOf(PREFERENCE_TYPES), 'saved_filters'),
  name: string({ min: 1, max: SAVED_FILTER_NAME_MAX }),
  config: record(json()),
});
export type UserPreferenceCreateBody = Infer<typeof userPreferenceCreateBody>;

export const userPreferenceUpdateBody = partial(
  object({
    name: string({ min: 1, max: SAVED_FILTER_NAME_MAX }),
    config: record(json()),
    /** Drop config keys that are not sent (replace instead of merge). */
    prune: boolean(),
  }),
);
export type UserPreferenceUpdateBody = Infer<typeof userPreferenceUpdateBody>;
