import { parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  formatUsDate,
  parseUsDate,
  validateCustomRange,
  validateSingleDate,
} from './dateDescriptors';

// The descriptors and resolveDateDescriptor are tested in @plaudit/api-client (src/dates).
const TODAY = '2024-05-15'; // a Wednesday

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

  it('resolves every two-digit year as date-fns parse does (within 50 years of today)', () => {
    for (const today of [TODAY, '2026-11-28', '2050-01-01']) {
      for (let yy = 0; yy < 100; yy++) {
        const text = `06/15/${String(yy).padStart(2, '0')}`;
        const expected = parse(text, 'MM/dd/yy', new Date(`${today}T00:00:00`)).getFullYear();
        expect(parseUsDate(text, today)?.getFullYear(), `${text} seen from ${today}`).toBe(
          expected,
        );
      }
    }
    expect(parseUsDate('06/15/74', TODAY)?.getFullYear()).toBe(1974);
    expect(parseUsDate('06/15/73', TODAY)?.getFullYear()).toBe(2073);
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
