import type { LocalSearchPoint } from '@plaudit/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pointPlace, RankGrid, RankTable, rankBand } from './RankGrid';

const grid = { grid_size: 5, radius: 2, radius_unit: 'mi' } as const;
const points: LocalSearchPoint[] = Array.from({ length: 25 }, (_, i) => ({
  row: Math.floor(i / 5),
  col: i % 5,
  latitude: 30 + i / 100,
  longitude: -97 - i / 100,
  rank: i === 12 ? 1 : i === 0 ? null : (i % 20) + 1,
  top: [{ rank: 1, place_id: `p${i}`, name: `Place ${i}` }],
}));

describe('the rank grid', () => {
  it('names where each point lies from the location', () => {
    expect(pointPlace({ row: 2, col: 2 }, grid)).toBe('Centre (your location)');
    expect(pointPlace({ row: 0, col: 0 }, grid)).toBe('2 mi N, 2 mi W');
    expect(pointPlace({ row: 3, col: 4 }, grid)).toBe('1 mi S, 2 mi E');
    expect(rankBand(2)).toBe('top3');
    expect(rankBand(10)).toBe('top10');
    expect(rankBand(11)).toBe('top20');
    expect(rankBand(null)).toBe('none');
  });

  it('gives every point a text alternative, and the table the same data', () => {
    render(<RankGrid points={points} grid={grid} locationName="Downtown" keyword="brunch" />);
    expect(screen.getByRole('img', { name: 'Centre (your location): rank 1' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '2 mi N, 2 mi W: not in the top 20' })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(25);
    render(<RankTable points={points} grid={grid} />);
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getByRole('rowheader', { name: '2 mi N, 2 mi W' })).toBeTruthy();
  });
});
