import { describe, expect, it } from 'vitest';
import { CSV_OPTIONS, neutralizeFormula } from './csv-policy';

describe('neutralizeFormula', () => {
  it('prefixes text a spreadsheet would run, and leaves the rest', () => {
    for (const s of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralizeFormula(s)).toBe(`'${s}`);
    for (const s of ['1-2', 'a=b', '', ' =x']) expect(neutralizeFormula(s)).toBe(s);
    expect(CSV_OPTIONS.cast.string('=x')).toBe("'=x");
    expect(CSV_OPTIONS.cast.date(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
  });
});
