import * as v from 'valibot';
import { listQuery } from './common';
import { answer, boolean, type Infer, object, oneOf, optional, type Schema } from './validate';

/** Directory codes of the six listing directories, in their fixed display order. */
export const DIRECTORY_CODES = [
  'google_maps',
  'facebook',
  'apple_maps',
  'bing',
  'trip_advisor',
  'yelp_api',
] as const;
export type DirectoryCode = (typeof DIRECTORY_CODES)[number];
export const directoryCodeAnswer: Schema<DirectoryCode> = v.picklist(DIRECTORY_CODES);

export const sourceAnswer = answer(
  v.object({
    id: v.number(),
    code: v.string(),
    name: v.string(),
    ordinal: v.number(),
    icon_url: v.string(),
    is_directory: v.boolean(),
  }),
);
export interface Source extends Infer<typeof sourceAnswer> {}

export const sourceListQuery = object({
  ...listQuery(['ordinal,name', 'name', 'ordinal'] as const),
  imagesOnly: optional(boolean({ coerce: true })),
  directories_only: optional(boolean({ coerce: true })),
  search_type: optional(oneOf(['typeahead', 'full'] as const)),
});
export type SourceListQuery = Infer<typeof sourceListQuery>;
