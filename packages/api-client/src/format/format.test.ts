import { describe, expect, it } from 'vitest';
import {
  accountLocale,
  distanceUnit,
  formatDate,
  formatDateTime,
  formatDistance,
  formatMonth,
  formatPeriod,
  formatRelative,
} from './format';

describe('accountLocale', () => {
  it('maps the account language to a locale and keeps a full tag', () => {
    expect(accountLocale('en')).toBe('en-US');
    expect(accountLocale('de')).toBe('de-DE');
    expect(accountLocale('en-GB')).toBe('en-GB');
    expect(accountLocale(null)).toBe('en-US');
    expect(accountLocale('not a locale!')).toBe('en-US');
  });
});

describe('formatDate', () => {
  it('writes every date one way: the locale medium date', () => {
    expect(formatDate('2026-11-27')).toBe('Nov 27, 2026');
    expect(formatDate('2026-10-29', { locale: 'en-US' })).toBe('Oct 29, 2026');
    expect(formatDate('2026-11-28T12:00:00Z', { timeZone: 'UTC' })).toBe('Nov 28, 2026');
    expect(formatDate('2026-12-25', { locale: 'de-DE' })).toBe('25.12.2026');
    expect(formatDate('2026-12-25', { locale: 'en-GB' })).toBe('25 Dec 2026');
  });

  it('keeps a calendar date on its day whatever the zone', () => {
    expect(formatDate('2026-01-01', { timeZone: 'Pacific/Honolulu' })).toBe('Jan 1, 2026');
  });

  it('shows a moment in the zone given', () => {
    const moment = '2026-11-28T03:00:00Z';
    expect(formatDate(moment, { timeZone: 'America/Los_Angeles' })).toBe('Nov 27, 2026');
    expect(formatDate(moment, { timeZone: 'Europe/Berlin' })).toBe('Nov 28, 2026');
  });

  it('is empty for nothing or an invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('soon')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the short time to the same date', () => {
    expect(formatDateTime('2026-11-27T15:04:00Z', { timeZone: 'UTC' })).toMatch(
      /^Nov 27, 2026, 3:04\sPM$/,
    );
    expect(formatDateTime('2026-11-27')).toBe('Nov 27, 2026');
    expect(formatDateTime('')).toBe('');
  });
});

describe('formatMonth', () => {
  it('names the month and year', () => {
    expect(formatMonth('2026-03-01')).toBe('Mar 2026');
  });

  it('reads a period by its calendar date, whatever the time or zone after it', () => {
    expect(formatMonth('2026-03')).toBe('Mar 2026');
    expect(formatMonth('2026-03-01T00:00:00.000Z')).toBe('Mar 2026');
    expect(formatMonth('2026-03-01 00:00:00+05')).toBe('Mar 2026');
    expect(formatPeriod('2026-11-20T00:00:00-08:00', 'day')).toBe('Nov 20');
  });
});

describe('formatPeriod', () => {
  it('labels a month with its four-digit year, a day or a week by its first day', () => {
    expect(formatPeriod('2026-10-01', 'month')).toBe('Oct 2026');
    expect(formatPeriod('2026-10-01T00:00:00Z', 'month')).toBe('Oct 2026');
    expect(formatPeriod('2026-11-20', 'day')).toBe('Nov 20');
    expect(formatPeriod('2026-11-15', 'week')).toBe('Nov 15');
  });

  it('writes the whole date in the long form', () => {
    expect(formatPeriod('2026-11-20', 'day', { form: 'long' })).toBe('Nov 20, 2026');
    expect(formatPeriod('2026-11-15', 'week', { form: 'long' })).toBe('Week of Nov 15, 2026');
    expect(formatPeriod('2026-10-01', 'month', { form: 'long' })).toBe('Oct 2026');
  });

  it('follows the locale and keeps calendar dates on their day', () => {
    expect(formatPeriod('2026-11-20', 'day', { locale: 'en-GB' })).toBe('20 Nov');
    expect(formatPeriod('2026-03-01', 'month', { locale: 'de-DE' })).toBe('März 2026');
    expect(formatPeriod('2026-01-01', 'day')).toBe('Jan 1');
    expect(formatPeriod(null, 'day')).toBe('');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelative('2026-11-25T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelative('2026-11-28T11:59:00Z', now)).toBe('1 minute ago');
    expect(formatRelative('2026-11-28T09:10:00Z', now)).toBe('3 hours ago');
    expect(formatRelative('2026-09-28T12:00:00Z', now)).toBe('2 months ago');
    expect(formatRelative('2024-11-28T12:00:00Z', now)).toBe('2 years ago');
  });

  it('says how far ahead, and "now" under a minute', () => {
    expect(formatRelative('2026-11-28T14:00:00Z', now)).toBe('in 2 hours');
    expect(formatRelative(new Date('2026-11-28T12:00:20Z'), now)).toBe('now');
    expect(formatRelative('2026-11-28T11:59:40Z', now)).toBe('now');
  });

  it('follows the locale and is empty without a date', () => {
    expect(formatRelative('2026-11-25T12:00:00Z', now, { locale: 'de-DE' })).toBe('vor 3 Tagen');
    expect(formatRelative('2026-11-25T12:00:00Z', now, { locale: 'fr-FR' })).toBe('il y a 3 jours');
    expect(formatRelative(null, now)).toBe('');
    expect(formatRelative('soon', now)).toBe('');
  });
});

describe('distance', () => {
  it('measures in miles in the United States and kilometres elsewhere', () => {
    expect(distanceUnit('en-US')).toBe('mi');
    expect(distanceUnit('es-US')).toBe('mi');
    expect(distanceUnit('en')).toBe('mi');
    expect(distanceUnit('en-CA')).toBe('km');
    expect(distanceUnit('de-DE')).toBe('km');
    expect(distanceUnit('fr-FR')).toBe('km');
  });

  it('formats kilometres in the locale unit to one decimal', () => {
    expect(formatDistance(1.609344)).toBe('1 mi');
    expect(formatDistance(3.2)).toBe('2 mi');
    expect(formatDistance(2.5, { locale: 'en-GB' })).toBe('2.5 km');
    expect(formatDistance(2.25, { locale: 'de-DE' })).toBe('2,3 km');
    expect(formatDistance(2.5, { unit: 'km' })).toBe('2.5 km');
    expect(formatDistance(null)).toBe('');
  });
});
