import { type DateRange, formatIsoDate, toLocalDate } from '@plaudit/api-client';
import { isAfter, isBefore, isValid, lightFormat } from 'date-fns';

// The descriptors, their labels and their resolution to `{from, to}` live in @plaudit/api-client
// (one implementation with the hooks' URL filters); this module adds the custom range inputs.

/** Format typed into the custom range inputs (spec: MM/DD/YY, strict). */
export const US_DATE_FORMAT = 'MM/dd/yy';

export const DATE_REQUIRED = 'Date Required';
export const INVALID_DATE_RANGE = 'Invalid Date Range';
export type CustomRangeError = typeof DATE_REQUIRED | typeof INVALID_DATE_RANGE;

const US_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{2})$/;

/**
 * The full year of a two-digit one: the year of that ending within 50 years of `reference`'s
 * year, as date-fns's `yy` parser resolves it (with reference year 2026: 76 is 2076, 77 is 1977).
 */
function fullYear(twoDigits: number, reference: Date): number {
  const rangeEnd = reference.getFullYear() + 50;
  const century = Math.floor(rangeEnd / 100) * 100;
  return twoDigits + century - (twoDigits >= rangeEnd % 100 ? 100 : 0);
}

/**
 * Strictly parses MM/DD/YY: two digits each, a real calendar date (02/30/24 is refused).
 * Two-digit years resolve to the century closest to `reference`. Returns null when invalid.
 * (date-fns's `lightFormat` checks the round trip; its full `parse` and `format` would bring
 * every locale token into the app for this one pattern.)
 */
export function parseUsDate(text: string, reference: Date | string = new Date()): Date | null {
  const match = US_DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, mm, dd, yy] = match;
  const ref = toLocalDate(reference);
  const date = new Date(
    fullYear(Number(yy), isValid(ref) ? ref : new Date()),
    Number(mm) - 1,
    Number(dd),
  );
  if (!isValid(date) || lightFormat(date, US_DATE_FORMAT) !== text.trim()) return null;
  return date;
}

/** Formats a YYYY-MM-DD string (or a Date) as MM/DD/YY for the custom inputs. */
export function formatUsDate(value: Date | string): string {
  const date = toLocalDate(value);
  return isValid(date) ? lightFormat(date, US_DATE_FORMAT) : '';
}

export type CustomRangeResult =
  | { ok: true; range: DateRange }
  | { ok: false; error: CustomRangeError; field: 'from' | 'to' };

/**
 * Validates the custom range inputs (spec 1, section 5): both dates required ('Date Required');
 * an unparseable date, from after to, or to after today gives 'Invalid Date Range'.
 */
export function validateCustomRange(
  fromText: string,
  toText: string,
  today: Date | string,
): CustomRangeResult {
  const now = toLocalDate(today);
  if (!fromText.trim()) return { ok: false, error: DATE_REQUIRED, field: 'from' };
  if (!toText.trim()) return { ok: false, error: DATE_REQUIRED, field: 'to' };
  const from = parseUsDate(fromText, now);
  if (!from) return { ok: false, error: INVALID_DATE_RANGE, field: 'from' };
  const to = parseUsDate(toText, now);
  if (!to) return { ok: false, error: INVALID_DATE_RANGE, field: 'to' };
  if (isAfter(from, to)) return { ok: false, error: INVALID_DATE_RANGE, field: 'from' };
  if (isAfter(to, now)) return { ok: false, error: INVALID_DATE_RANGE, field: 'to' };
  return { ok: true, range: { from: formatIsoDate(from), to: formatIsoDate(to) } };
}

export type SingleDateResult = { ok: true; date: string } | { ok: false; error: CustomRangeError };

/** Single-date mode: the date is required and must be today or later. */
export function validateSingleDate(text: string, today: Date | string): SingleDateResult {
  const now = toLocalDate(today);
  if (!text.trim()) return { ok: false, error: DATE_REQUIRED };
  const date = parseUsDate(text, now);
  if (!date || isBefore(date, now)) return { ok: false, error: INVALID_DATE_RANGE };
  return { ok: true, date: formatIsoDate(date) };
}
