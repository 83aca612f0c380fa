import { describe, expect, it } from 'vitest';
import {
  DATE_DESCRIPTOR_LABELS,
  DATE_DESCRIPTORS,
  formatIsoDate,
  isDateDescriptor,
  isIsoDate,
  normalizeDateDescriptor,
  resolveDateDescriptor,
  SCHEDULABLE_DATE_DESCRIPTORS,
  toLocalDate,
} from './date-descriptors';

const TODAY = '2024-05-15'; // a Wednesday
const LATER = '2026-05-20'; // a Wednesday too

describe('resolveDateDescriptor', () => {
  it.each([
    ['today', TODAY, '2024-05-15', '2024-05-15'],
    ['yesterday', TODAY, '2024-05-14', '2024-05-14'],
    ['sevenDays', TODAY, '2024-05-08', '2024-05-15'],
    ['fourteenDays', TODAY, '2024-05-01', '2024-05-15'],
    ['thirtyDays', TODAY, '2024-04-15', '2024-05-15'],
    ['threeMonths', TODAY, '2024-02-15', '2024-05-15'],
    ['sixMonths', TODAY, '2023-11-15', '2024-05-15'],
    ['twelveMonths', TODAY, '2023-05-15', '2024-05-15'],
    ['twoYears', TODAY, '2022-05-15', '2024-05-15'],
    ['lastCalendarWeek', TODAY, '2024-05-05', '2024-05-11'],
    ['lastCalendarYear', TODAY, '2023-01-01', '2023-12-31'],
    ['prevMonth', TODAY, '2024-04-01', '2024-04-30'],
    ['prevQuarter', TODAY, '2024-01-01', '2024-03-31'],
    ['mtd', TODAY, '2024-05-01', '2024-05-15'],
    ['qtd', TODAY, '2024-04-01', '2024-05-15'],
    ['ytd', TODAY, '2024-01-01', '2024-05-15'],
    ['allTime', TODAY, '1970-01-01', '2024-05-15'],
    ['today', LATER, '2026-05-20', '2026-05-20'],
    ['yesterday', LATER, '2026-05-19', '2026-05-19'],
    ['sevenDays', LATER, '2026-05-13', '2026-05-20'],
    ['fourteenDays', LATER, '2026-05-06', '2026-05-20'],
    ['thirtyDays', LATER, '2026-04-20', '2026-05-20'],
    ['threeMonths', LATER, '2026-02-20', '2026-05-20'],
    ['sixMonths', LATER, '2025-11-20', '2026-05-20'],
    ['twelveMonths', LATER, '2025-05-20', '2026-05-20'],
    ['twoYears', LATER, '2024-05-20', '2026-05-20'],
    ['lastCalendarWeek', LATER, '2026-05-10', '2026-05-16'],
    ['lastCalendarYear', LATER, '2025-01-01', '2025-12-31'],
    ['prevMonth', LATER, '2026-04-01', '2026-04-30'],
    ['prevQuarter', LATER, '2026-01-01', '2026-03-31'],
    ['mtd', LATER, '2026-05-01', '2026-05-20'],
    ['qtd', LATER, '2026-04-01', '2026-05-20'],
    ['ytd', LATER, '2026-01-01', '2026-05-20'],
    ['allTime', LATER, '1970-01-01', '2026-05-20'],
    // Month ends clamp, leap days, quarter, week and year boundaries.
    ['threeMonths', '2024-05-31', '2024-02-29', '2024-05-31'],
    ['twelveMonths', '2024-02-29', '2023-02-28', '2024-02-29'],
    ['prevMonth', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['prevQuarter', '2024-02-10', '2023-10-01', '2023-12-31'],
    ['lastCalendarWeek', '2024-01-02', '2023-12-24', '2023-12-30'],
    ['yesterday', '2024-01-01', '2023-12-31', '2023-12-31'],
  ] as const)('%s on %s → %s..%s', (descriptor, today, from, to) => {
    expect(resolveDateDescriptor(descriptor, today)).toEqual({ from, to });
  });

  it('accepts a Date for today and covers every descriptor', () => {
    expect(resolveDateDescriptor('mtd', new Date(2024, 0, 31, 23, 59))).toEqual({
      from: '2024-01-01',
      to: '2024-01-31',
    });
    expect(resolveDateDescriptor('prevMonth', new Date(2024, 2, 31))).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    for (const d of DATE_DESCRIPTORS.filter((x) => x !== 'custom')) {
      const r = resolveDateDescriptor(d, new Date(2024, 1, 29, 23, 30));
      expect(isIsoDate(r.from) && isIsoDate(r.to) && r.from <= r.to).toBe(true);
    }
  });

  it('defaults today to now', () => {
    const before = formatIsoDate(new Date());
    const range = resolveDateDescriptor('today');
    const after = formatIsoDate(new Date());
    expect(range.from).toBe(range.to);
    expect([before, after]).toContain(range.from);
  });

  it.each([
    ['2026-01-01', '2026-01-31', { from: '2026-01-01', to: '2026-01-31' }],
    ['2026-02-30', '2026-03-01', null],
    ['2026-03-01', '2026-01-01', null],
    [undefined, undefined, null],
  ] as const)('custom %s..%s needs two real dates in order', (from, to, expected) => {
    expect(resolveDateDescriptor('custom', LATER, { from, to })).toEqual(expected);
  });

  it('custom ends today at the latest (spec 1 section 5: to cannot be after today)', () => {
    expect(
      resolveDateDescriptor('custom', LATER, { from: '2026-05-01', to: '2030-01-01' }),
    ).toEqual({ from: '2026-05-01', to: LATER });
    expect(
      resolveDateDescriptor('custom', LATER, { from: '2026-05-21', to: '2030-01-01' }),
    ).toBeNull();
  });

  it('custom without a range is null', () => {
    expect(resolveDateDescriptor('custom', LATER)).toBeNull();
    expect(resolveDateDescriptor('custom', LATER, null)).toBeNull();
  });

  it('an invalid today throws instead of giving a wrong range', () => {
    expect(() => resolveDateDescriptor('today', '2024-02-30')).toThrow(RangeError);
    expect(() => resolveDateDescriptor('today', new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  it('isIsoDate accepts only real YYYY-MM-DD dates', () => {
    for (const ok of ['2024-02-29', '2000-02-29', '2024-12-31', '0001-01-01'])
      expect(isIsoDate(ok), ok).toBe(true);
    for (const bad of [
      '2023-02-29',
      '1900-02-29',
      '2024-02-30',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '0000-01-01',
      '2024-1-01',
      '20240101',
      ' 2024-01-01',
      '',
      null,
      20240101,
    ])
      expect(isIsoDate(bad), String(bad)).toBe(false);
  });

  it('toLocalDate reads a Date or YYYY-MM-DD as the start of the local day', () => {
    expect(toLocalDate('2024-03-07')).toEqual(new Date(2024, 2, 7));
    expect(toLocalDate(new Date(2024, 2, 7, 18, 45, 3))).toEqual(new Date(2024, 2, 7));
    expect(toLocalDate('0099-12-31').getFullYear()).toBe(99);
    expect(Number.isNaN(toLocalDate('2024-02-30').getTime())).toBe(true);
  });

  it('formatIsoDate writes the local calendar day', () => {
    expect(formatIsoDate(new Date(2024, 2, 7, 23, 59))).toBe('2024-03-07');
    expect(formatIsoDate(toLocalDate('0099-12-31'))).toBe('0099-12-31');
    expect(() => formatIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('descriptor helpers', () => {
  it('labels every descriptor', () => {
    for (const d of DATE_DESCRIPTORS) expect(DATE_DESCRIPTOR_LABELS[d]).toBeTruthy();
    expect(DATE_DESCRIPTOR_LABELS.thirtyDays).toBe('30 days');
    expect(DATE_DESCRIPTOR_LABELS.allTime).toBe('All time');
  });

  it('recognises and normalises descriptors', () => {
    expect(isDateDescriptor('qtd')).toBe(true);
    expect(isDateDescriptor('fortnight')).toBe(false);
    expect(normalizeDateDescriptor('nope', 'sixMonths')).toBe('sixMonths');
    expect(normalizeDateDescriptor('ytd', 'sixMonths')).toBe('ytd');
    expect(normalizeDateDescriptor(undefined)).toBe('sevenDays');
  });

  it('schedulable presets are today through ytd without allTime', () => {
    expect(SCHEDULABLE_DATE_DESCRIPTORS[0]).toBe('today');
    expect(SCHEDULABLE_DATE_DESCRIPTORS.at(-1)).toBe('ytd');
    expect(SCHEDULABLE_DATE_DESCRIPTORS).not.toContain('allTime');
    expect(SCHEDULABLE_DATE_DESCRIPTORS).not.toContain('custom');
  });
});
