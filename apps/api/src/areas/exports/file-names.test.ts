import { describe, expect, it } from 'vitest';
import { exportFileNameOf, fileStem } from './registry';

describe('export file names', () => {
  it('keeps the spec name for CSV and unnamed files', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    expect(exportFileNameOf('7/export-12-0123456789ab.csv', at)).toBe('export-2026-11-28.csv');
    expect(exportFileNameOf('7/export-12-0123456789ab.pdf', at)).toBe('export-2026-11-28.pdf');
  });

  it('names a file after the stem its exporter gave', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    expect(exportFileNameOf('7/export-12-0123456789ab.monthly-ratings.pdf', at)).toBe(
      'monthly-ratings-2026-11-28.pdf',
    );
  });

  it('makes a safe stem of any text', () => {
    expect(fileStem('Monthly Ratings')).toBe('monthly-ratings');
    expect(fileStem('Café <Nord> & "co" / 2026')).toBe('cafe-nord-co-2026');
    expect(fileStem('../../etc/passwd')).toBe('etc-passwd');
    expect(fileStem('★★★')).toBe('');
    expect(fileStem('x'.repeat(100))).toHaveLength(60);
  });
});
