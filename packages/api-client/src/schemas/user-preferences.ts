import { listQuery } from './common';
import {
  boolean,
  type Infer,
  id,
  json,
  object,
  oneOf,
  optional,
  partial,
  record,
  string,
} from './validate';

export const PREFERENCE_TYPES = ['saved_filters'] as const;
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];

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

export type UserPreference = {
  id: number;
  account_id: number;
  user_id: number;
  preference_type: PreferenceType;
  name: string;
  config: SavedFilterConfig;
  created_at: string;
  updated_at: string;
};

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
