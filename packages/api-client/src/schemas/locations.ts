import * as v from 'valibot';
import { listQuery } from './common';
import { directoryCodeAnswer } from './sources';
import {
  answer,
  array,
  boolean,
  httpUrl,
  type Infer,
  id,
  nullable,
  object,
  oneOf,
  optional,
  partial,
  type Schema,
  string,
} from './validate';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const OPEN_STATUSES = ['active', 'temporarily_inactive', 'inactive'] as const;
export type OpenStatus = (typeof OPEN_STATUSES)[number];
/** How each open status is shown to people. */
export const OPEN_STATUS_LABELS: Record<OpenStatus, string> = {
  active: 'Open',
  temporarily_inactive: 'Temporarily Closed',
  inactive: 'Permanently Closed',
};

/** HH:mm, 24-hour. */
export const time = () =>
  string({ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, patternMessage: 'Times must be written HH:mm' });

export const hoursRange = object({ open_time: time(), close_time: time() });
export const dayHours = object({
  open: boolean(),
  is_24_hours: optional(boolean(), false),
  hours: optional(array(hoursRange, { max: 6 }), []),
});
export type DayHours = Infer<typeof dayHours>;
export const weekHours = object({
  monday: dayHours,
  tuesday: dayHours,
  wednesday: dayHours,
  thursday: dayHours,
  friday: dayHours,
  saturday: dayHours,
  sunday: dayHours,
});
export type WeekHours = Infer<typeof weekHours>;

/** 10-digit US-style phone with optional parentheses, dashes, dots or spaces (spec 1 section 5). */
export const PHONE_PATTERN = /^\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
/** A phone number schema: `PHONE_PATTERN`, at most 40 characters. */
export const phone = () =>
  string({ max: 40, pattern: PHONE_PATTERN, patternMessage: 'Enter a 10-digit phone number' });
/** A website: an http(s) address (`example.com` is stored as https://example.com); empty clears it. */
export const website = () => httpUrl({ message: 'Enter a valid website', allowEmpty: true });
/** A US National Provider Identifier: 10 digits. */
export const npiNumber = () => string({ pattern: /^\d{10}$/, patternMessage: 'NPI not found' });

export const openStatusAnswer: Schema<OpenStatus> = v.picklist(OPEN_STATUSES);

/** A location's opening hours as the server sends them: the request's defaults filled in. */
interface LocationHours extends WeekHours {}
const dayHoursAnswer: Schema<DayHours> = v.object({
  open: v.boolean(),
  is_24_hours: v.boolean(),
  hours: v.array(v.object({ open_time: v.string(), close_time: v.string() })),
});
const weekHoursAnswer: Schema<LocationHours> = v.object({
  monday: dayHoursAnswer,
  tuesday: dayHoursAnswer,
  wednesday: dayHoursAnswer,
  thursday: dayHoursAnswer,
  friday: dayHoursAnswer,
  saturday: dayHoursAnswer,
  sunday: dayHoursAnswer,
});

const locationDirectoryFields = answer(
  v.object({
    directory_code: directoryCodeAnswer,
    directory_name: v.string(),
    directory_enabled: v.boolean(),
    rtx_source_id: v.number(),
    status: v.string(),
    status_description: v.nullable(v.string()),
    listing_url: v.nullable(v.string()),
    last_checked_at: v.nullable(v.string()),
  }),
);
export interface LocationDirectory extends Infer<typeof locationDirectoryFields> {}
const locationDirectoryAnswer: Schema<LocationDirectory> = locationDirectoryFields;

export const locationAnswer = answer(
  v.object({
    id: v.number(),
    account_id: v.number(),
    name: v.string(),
    public_name: v.string(),
    address: v.string(),
    address_2: v.nullable(v.string()),
    city: v.string(),
    country: v.nullable(v.string()),
    country_id: v.nullable(v.number()),
    state: v.nullable(v.string()),
    state_id: v.nullable(v.number()),
    state_code: v.nullable(v.string()),
    zipcode: v.string(),
    phone: v.nullable(v.string()),
    website: v.nullable(v.string()),
    external_id: v.nullable(v.string()),
    google_place_id: v.nullable(v.string()),
    category_id: v.nullable(v.number()),
    category_name: v.nullable(v.string()),
    open_status: openStatusAnswer,
    hours: v.nullable(weekHoursAnswer),
    is_headquarters: v.boolean(),
    industry_ids: v.object({ npi_numbers: v.array(v.string()) }),
    publishing_enabled: v.boolean(),
    timezone: v.string(),
    group_ids: v.array(v.number()),
    directories: v.array(locationDirectoryAnswer),
    created_at: v.string(),
    updated_at: v.string(),
  }),
);
export interface Location extends Infer<typeof locationAnswer> {}

const locationFields = {
  name: string({ min: 1, max: 255 }),
  public_name: string({ min: 1, max: 255 }),
  address: string({ min: 1, max: 255 }),
  address_2: optional(nullable(string({ max: 255 }))),
  city: string({ min: 1, max: 120 }),
  country_id: id(),
  state_id: id(),
  zipcode: string({ min: 1, max: 20 }),
  phone: optional(nullable(phone())),
  website: optional(nullable(website())),
  external_id: optional(nullable(string({ max: 120 }))),
  google_place_id: optional(nullable(string({ max: 255 }))),
  category_id: optional(nullable(id())),
  open_status: optional(oneOf(OPEN_STATUSES), 'active'),
  hours: optional(nullable(weekHours)),
  remove_hours: optional(boolean()),
  is_headquarters: optional(boolean()),
  industry_ids: optional(object({ npi_numbers: array(npiNumber(), { max: 20 }) })),
  timezone: optional(string({ max: 64 })),
};

export const locationCreateBody = object(locationFields);
export type LocationCreateBody = Infer<typeof locationCreateBody>;
export const locationUpdateBody = partial(object(locationFields));
export type LocationUpdateBody = Infer<typeof locationUpdateBody>;

export const locationListQuery = object({
  ...listQuery(['name', 'city', 'created_at', 'external_id', 'public_name'] as const),
  group_id: optional(id()),
  location_ids: optional(array(id(), { coerce: true, max: 500 })),
  search_type: optional(oneOf(['typeahead', 'full'] as const)),
  open_status: optional(oneOf(OPEN_STATUSES)),
});
export type LocationListQuery = Infer<typeof locationListQuery>;

export const LAST_LOCATION_ERROR = "Can't delete the last location on the account.";
