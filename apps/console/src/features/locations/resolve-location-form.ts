import { type Path, type Resolver, set } from 'react-hook-form';
import type { HolidayRow } from './holiday-hours';
import { formErrors, type LocationFormState, type OverrideDraft } from './location-form';

/** The form's values: the location's fields and its holiday hours. */
export type LocationFormValues = LocationFormState & { holidays: HolidayRow[] };
/** A field of the form, as the child editors name it (`overrides.12.phone`). */
export type FieldPath = Path<LocationFormValues>;

/** Checks the values with `formErrors` (the server's location schema) as react-hook-form reads errors. */
export const resolveLocationForm: Resolver<LocationFormValues> = async (values) => {
  const problems = Object.entries(formErrors(values));
  if (problems.length === 0) return { values, errors: {} };
  const errors = {};
  for (const [key, message] of problems) set(errors, key, { type: 'validate', message });
  return { values: {}, errors };
};

/** A directory's override before anything is checked. */
export const EMPTY_OVERRIDE = (sourceId: number): OverrideDraft => ({
  source_id: sourceId,
  phoneOn: false,
  phone: '',
  websiteOn: false,
  website: '',
});
