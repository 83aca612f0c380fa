import { describe, expect, it } from 'vitest';
import { formatVisualReportFigure } from './format-figure';

describe('formatVisualReportFigure', () => {
  it('formats each unit as the report shows it', () => {
    expect(formatVisualReportFigure(4.5, 'rating')).toBe('4.50');
    expect(formatVisualReportFigure(50, 'percent')).toBe('50.0%');
    expect(formatVisualReportFigure(1.5, 'days')).toBe('1.5 days');
    expect(formatVisualReportFigure(8746, 'count')).toBe('8,746');
    expect(formatVisualReportFigure(null, 'count')).toBe('–');
  });
});
