import type {
  Location,
  LocationSaveBody,
  LocationSourceOverride,
  OpenStatus,
  SourceOverridesSave,
} from '@plaudit/api-client';
import {
  locationCreateBody,
  phone,
  type Schema,
  SOURCE_OVERRIDE_MESSAGES,
  safeParse,
  website,
} from '@plaudit/api-client/schemas';
import { type HoursState, hoursErrors, hoursFromLocation, hoursToApi } from './hours';

export const FORM_MESSAGES = {
  missingInfo: 'There is missing required information. Please review the form and try again.',
  updateError:
    'There was an issue with updating this location. Please review the form and try again.',
  googleError:
    'There was an error fetching Google location data. Please review the form and try again.',
  sourceDataError:
    'There was an error while fetching source-specific data. Please refresh the page and try again.',
  accountError: 'Something went wrong fetching account information.',
  statesError: 'Unable to load states data at this time. Please reload or try again later.',
  countriesError: 'Unable to load countries data at this time. Please reload or try again later.',
  issuesError: 'Unable to load issues at this time. Please reload or try again later.',
  categoriesError: 'Unable to fetch categories at this time. Please reload or try again later.',
  categoryPickerError: 'Error fetching categories',
  categoryLoadError: 'Unable to load category at this time...',
  updated: 'Location updated successfully.',
  created: 'Location created successfully.',
  specialHoursFetch: 'There was an error fetching special hours',
  specialHoursUpdate: 'There was an error updating holiday hours',
} as const;

/** Required fields and their labels ('{Label} is required'). */
export const REQUIRED_FIELDS = {
  name: 'Internal Name',
  public_name: 'Public Name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipcode: 'Zipcode',
  country: 'Country',
} as const;
export type RequiredField = keyof typeof REQUIRED_FIELDS;

export const requiredMessage = (field: RequiredField) => `${REQUIRED_FIELDS[field]} is required`;

export type Ref = { id: number; name: string } | null;

/** A directory's override in the form: a checkbox reveals each input. */
export type OverrideDraft = {
  id?: number;
  source_id: number;
  phoneOn: boolean;
  phone: string;
  websiteOn: boolean;
  website: string;
};

export type LocationFormState = {
  name: string;
  public_name: string;
  address: string;
  address_2: string;
  city: string;
  zipcode: string;
  country: Ref;
  state: (Ref & { code?: string | null }) | null;
  phone: string;
  website: string;
  external_id: string;
  google_place_id: string;
  category: Ref;
  open_status: OpenStatus;
  hours: HoursState;
  npi: string;
  overrides: Record<number, OverrideDraft>;
};

/** United States, as the new form's default country. */
export const DEFAULT_COUNTRY_NAME = 'United States';

export function emptyForm(country: Ref = null): LocationFormState {
  return {
    name: '',
    public_name: '',
    address: '',
    address_2: '',
    city: '',
    zipcode: '',
    country,
    state: null,
    phone: '',
    website: '',
    external_id: '',
    google_place_id: '',
    category: null,
    open_status: 'active',
    hours: { week: null, remove_hours: false },
    npi: '',
    overrides: {},
  };
}

export function formFromLocation(
  loc: Location,
  overrides: readonly LocationSourceOverride[] = [],
): LocationFormState {
  const drafts: Record<number, OverrideDraft> = {};
  for (const o of overrides) {
    drafts[o.source_id] = {
      id: o.id,
      source_id: o.source_id,
      phoneOn: Boolean(o.phone),
      phone: o.phone ?? '',
      websiteOn: Boolean(o.website),
      website: o.website ?? '',
    };
  }
  return {
    name: loc.name,
    public_name: loc.public_name,
    address: loc.address,
    address_2: loc.address_2 ?? '',
    city: loc.city,
    zipcode: loc.zipcode,
    country: loc.country_id ? { id: loc.country_id, name: loc.country ?? '' } : null,
    state: loc.state_id ? { id: loc.state_id, name: loc.state ?? '', code: loc.state_code } : null,
    phone: loc.phone ?? '',
    website: loc.website ?? '',
    external_id: loc.external_id ?? '',
    google_place_id: loc.google_place_id ?? '',
    category: loc.category_id ? { id: loc.category_id, name: loc.category_name ?? '' } : null,
    open_status: loc.open_status,
    hours: hoursFromLocation(loc.hours),
    npi: loc.industry_ids?.npi_numbers?.[0] ?? '',
    overrides: drafts,
  };
}

/** The '{Label} is required' message of an empty required field, or null. */
export function requiredError(form: LocationFormState, field: RequiredField): string | null {
  const empty =
    field === 'country'
      ? !form.country
      : field === 'state'
        ? !form.state
        : !(form[field] as string).trim();
  return empty ? requiredMessage(field) : null;
}

/** The save body's fields as the form names them, for the shared schema's messages. */
const FIELD_LABELS = {
  ...REQUIRED_FIELDS,
  country_id: REQUIRED_FIELDS.country,
  state_id: REQUIRED_FIELDS.state,
  address_2: 'Address 2',
  phone: 'Phone',
  website: 'Website',
  external_id: 'External ID',
  google_place_id: 'Google Place ID',
} as const;

/** The form field a body field comes from. */
const FORM_FIELD: Record<string, string> = {
  country_id: 'country',
  state_id: 'state',
  category_id: 'category',
};

const firstMessage = (schema: Schema<unknown>, value: string): string | null => {
  const r = safeParse(schema, value);
  return r.ok ? null : (r.issues[0]?.message ?? null);
};

/**
 * Every problem of the form, field → message: the location as the server's own
 * schema (`locationCreateBody`) reads it, required fields with the spec's
 * '{Label} is required', the week's hours as `hours`, and each checked
 * directory override as `overrides.{source}.phone|website`.
 */
export function formErrors(form: LocationFormState): Record<string, string> {
  const out: Record<string, string> = {};
  const body = locationBody(form, { healthCare: false, placeIdEditable: true, editing: true });
  const checked = safeParse(locationCreateBody, body, '', FIELD_LABELS);
  if (!checked.ok) {
    for (const issue of checked.issues) {
      const top = issue.path.split(/[.[]/)[0] ?? issue.path;
      const field = FORM_FIELD[top] ?? top;
      if (field in REQUIRED_FIELDS && requiredError(form, field as RequiredField))
        out[field] = requiredMessage(field as RequiredField);
      else out[field] ??= issue.message;
    }
  }
  const dayProblem = Object.values(hoursErrors(form.hours))[0];
  if (dayProblem) out.hours = dayProblem;
  for (const o of Object.values(form.overrides)) {
    const key = `overrides.${o.source_id}`;
    const phoneProblem = !o.phoneOn
      ? null
      : o.phone.trim()
        ? firstMessage(phone(), o.phone)
        : SOURCE_OVERRIDE_MESSAGES.phoneRequired;
    const websiteProblem = !o.websiteOn
      ? null
      : o.website.trim()
        ? firstMessage(website(), o.website)
        : SOURCE_OVERRIDE_MESSAGES.websiteRequired;
    if (phoneProblem) out[`${key}.phone`] = phoneProblem;
    if (websiteProblem) out[`${key}.website`] = websiteProblem;
  }
  return out;
}

/** The overrides to save: every directory touched, unchecked ones cleared (null). */
export function overridesToSave(
  form: LocationFormState,
  initial: LocationFormState | null,
): SourceOverridesSave {
  const out: SourceOverridesSave = [];
  for (const o of Object.values(form.overrides)) {
    const before = initial?.overrides[o.source_id];
    const phone = o.phoneOn && o.phone.trim() ? o.phone.trim() : null;
    const website = o.websiteOn && o.website.trim() ? o.website.trim() : null;
    const beforePhone = before?.phoneOn && before.phone.trim() ? before.phone.trim() : null;
    const beforeWebsite = before?.websiteOn && before.website.trim() ? before.website.trim() : null;
    if (before && phone === beforePhone && website === beforeWebsite) continue;
    if (!before && phone === null && website === null) continue;
    out.push({ ...(o.id ? { id: o.id } : {}), source_id: o.source_id, phone, website });
  }
  return out;
}

/** The location fields of the save (hours HH:mm, empty website null, NPI as industry_ids). */
export function locationBody(
  form: LocationFormState,
  opts: { healthCare: boolean; placeIdEditable: boolean; editing: boolean },
): LocationSaveBody {
  const body: LocationSaveBody = {
    name: form.name.trim(),
    public_name: form.public_name.trim(),
    address: form.address.trim(),
    address_2: form.address_2.trim() || null,
    city: form.city.trim(),
    zipcode: form.zipcode.trim(),
    country_id: form.country?.id as number,
    state_id: form.state?.id as number,
    phone: form.phone.trim() || null,
    website: form.website.trim() || null,
    external_id: form.external_id.trim() || null,
    category_id: form.category?.id ?? null,
    open_status: form.open_status,
  };
  if (form.hours.remove_hours) {
    body.hours = null;
    body.remove_hours = true;
  } else if (form.hours.week) body.hours = hoursToApi(form.hours);
  if (opts.placeIdEditable) body.google_place_id = form.google_place_id.trim() || null;
  if (opts.healthCare)
    body.industry_ids = { npi_numbers: form.npi.trim() ? [form.npi.trim()] : [] };
  if (!opts.editing) delete body.open_status;
  return body;
}

/** The list query kept across list → details → edit → details (spec 2 section 2). */
export const LIST_QUERY_KEYS = [
  'sort[by]',
  'sort[order]',
  'keywords',
  'search_type',
  'page',
  'per_page',
  'group_id',
] as const;

export function listQueryOf(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out = new URLSearchParams();
  for (const key of LIST_QUERY_KEYS) {
    const v = params.get(key);
    if (v) out.set(key, v);
  }
  const s = out.toString();
  return s ? `?${s}` : '';
}

/** The quick place search shows for a new location or one with a place id issue. */
export function showsPlaceSearch(isNew: boolean, issueStatuses: readonly string[]): boolean {
  return (
    isNew ||
    issueStatuses.includes('missing_place_id') ||
    issueStatuses.includes('conflicting_place_id')
  );
}
