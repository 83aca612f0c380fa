import { describe, expect, it } from 'vitest';
import {
  DATE_DESCRIPTOR_LABELS,
  DATE_DESCRIPTORS,
  formatUsDate,
  isDateDescriptor,
  normalizeDateDescriptor,
  parseUsDate,
  resolveDateDescriptor,
  SCHEDULABLE_DATE_DESCRIPTORS,
  validateCustomRange,
  validateSingleDate,
} from './dateDescriptors';

const TODAY = '2024-05-15'; // a Wednesday

describe('resolveDateDescriptor', () => {
  it.each([
    ['today', '2024-05-15', '2024-05-15'],
    ['yesterday', '2024-05-14', '2024-05-14'],
    ['sevenDays', '2024-05-08', '2024-05-15'],
    ['fourteenDays', '2024-05-01', '2024-05-15'],
    ['thirtyDays', '2024-04-15', '2024-05-15'],
    ['threeMonths', '2024-02-15', '2024-05-15'],
    ['sixMonths', '2023-11-15', '2024-05-15'],
    ['twelveMonths', '2023-05-15', '2024-05-15'],
    ['twoYears', '2022-05-15', '2024-05-15'],
    ['lastCalendarWeek', '2024-05-05', '2024-05-11'],
    ['lastCalendarYear', '2023-01-01', '2023-12-31'],
    ['prevMonth', '2024-04-01', '2024-04-30'],
    ['prevQuarter', '2024-01-01', '2024-03-31'],
    ['mtd', '2024-05-01', '2024-05-15'],
    ['qtd', '2024-04-01', '2024-05-15'],
    ['ytd', '2024-01-01', '2024-05-15'],
    ['allTime', '1970-01-01', '2024-05-15'],
  ] as const)('%s → %s..%s', (descriptor, from, to) => {
    expect(resolveDateDescriptor(descriptor, TODAY)).toEqual({ from, to });
  });

  it('accepts a Date for today', () => {
    expect(resolveDateDescriptor('mtd', new Date(2024, 0, 31, 23, 59))).toEqual({
      from: '2024-01-01',
      to: '2024-01-31',
    });
  });

  it('handles month ends and year boundaries', () => {
    expect(resolveDateDescriptor('threeMonths', '2024-05-31')).toEqual({
      from: '2024-02-29',
      to: '2024-05-31',
    });
    expect(resolveDateDescriptor('prevQuarter', '2024-02-10')).toEqual({
      from: '2023-10-01',
      to: '2023-12-31',
    });
    expect(resolveDateDescriptor('lastCalendarWeek', '2024-01-02')).toEqual({
      from: '2023-12-24',
      to: '2023-12-30',
    });
  });

  it('returns the custom range, or null without one', () => {
    expect(
      resolveDateDescriptor('custom', TODAY, { from: '2024-01-01', to: '2024-02-01' }),
    ).toEqual({ from: '2024-01-01', to: '2024-02-01' });
    expect(resolveDateDescriptor('custom', TODAY)).toBeNull();
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
  });

  it('schedulable presets are today through ytd without allTime', () => {
    expect(SCHEDULABLE_DATE_DESCRIPTORS[0]).toBe('today');
    expect(SCHEDULABLE_DATE_DESCRIPTORS.at(-1)).toBe('ytd');
    expect(SCHEDULABLE_DATE_DESCRIPTORS).not.toContain('allTime');
    expect(SCHEDULABLE_DATE_DESCRIPTORS).not.toContain('custom');
  });
});

describe('parseUsDate (strict MM/DD/YY)', () => {
  it('parses valid dates', () => {
    expect(formatUsDate(parseUsDate('02/29/24', TODAY)!)).toBe('02/29/24');
    expect(parseUsDate('12/31/99', TODAY)?.getFullYear()).toBe(1999);
    expect(parseUsDate('01/05/24', TODAY)?.getFullYear()).toBe(2024);
  });

  it.each([
    '2/5/24',
    '02/30/24',
    '13/01/24',
    '02/05/2024',
    '2024-02-05',
    'ab/cd/ef',
    '02-05-24',
    '',
  ])('refuses %j', (text) => {
    expect(parseUsDate(text, TODAY)).toBeNull();
  });

  it('formats ISO dates for the inputs', () => {
    expect(formatUsDate('2024-03-07')).toBe('03/07/24');
  });
});

describe('validateCustomRange', () => {
  it('requires both dates', () => {
    expect(validateCustomRange('', '05/01/24', TODAY)).toEqual({
      ok: false,
      error: 'Date Required',
      field: 'from',
    });
    expect(validateCustomRange('05/01/24', ' ', TODAY)).toEqual({
      ok: false,
      error: 'Date Required',
      field: 'to',
    });
  });

  it('refuses invalid dates, from after to, and to after today', () => {
    expect(validateCustomRange('5/1/24', '05/02/24', TODAY)).toMatchObject({
      error: 'Invalid Date Range',
      field: 'from',
    });
    expect(validateCustomRange('05/03/24', '05/02/24', TODAY)).toMatchObject({
      error: 'Invalid Date Range',
    });
    expect(validateCustomRange('05/01/24', '05/16/24', TODAY)).toMatchObject({
      error: 'Invalid Date Range',
      field: 'to',
    });
  });

  it('accepts a valid range including a one-day range ending today', () => {
    expect(validateCustomRange('05/15/24', '05/15/24', TODAY)).toEqual({
      ok: true,
      range: { from: '2024-05-15', to: '2024-05-15' },
    });
    expect(validateCustomRange('01/01/23', '02/01/24', TODAY)).toEqual({
      ok: true,
      range: { from: '2023-01-01', to: '2024-02-01' },
    });
  });
});

describe('validateSingleDate', () => {
  it('allows only today or later', () => {
    expect(validateSingleDate('', TODAY)).toEqual({ ok: false, error: 'Date Required' });
    expect(validateSingleDate('05/14/24', TODAY)).toEqual({
      ok: false,
      error: 'Invalid Date Range',
    });
    expect(validateSingleDate('05/15/24', TODAY)).toEqual({ ok: true, date: '2024-05-15' });
    expect(validateSingleDate('06/01/24', TODAY)).toEqual({ ok: true, date: '2024-06-01' });
  });
});
