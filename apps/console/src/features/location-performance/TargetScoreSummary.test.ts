import { describe, expect, it } from 'vitest';
import { trendOf } from './TargetScoreSummary';

describe('target score trend against the previous period', () => {
  it('says up, down or no change in points', () => {
    expect(trendOf(75, 72.5)).toEqual({ kind: 'up', text: 'up 2.5 points vs previous period' });
    expect(trendOf(70, 71)).toEqual({ kind: 'down', text: 'down 1 point vs previous period' });
    expect(trendOf(70, 70.02)).toEqual({ kind: 'flat', text: 'no change vs previous period' });
    expect(trendOf(70, null)).toBeNull();
    expect(trendOf(null, 70)).toBeNull();
  });
});
