import { describe, expect, it } from 'vitest';
import {
  arcPath,
  evenAxisMax,
  labelAnchor,
  labelIndices,
  linearScale,
  linePaths,
  sliceFractions,
  xPositions,
} from './geometry';
import { barLength, barWidth, clipLabel } from './small-charts';

describe('scales', () => {
  it('maps a domain onto a range, bottom first, and an empty domain to its start', () => {
    const y = linearScale(0, 5, 200, 0);
    expect([y(0), y(2.5), y(5)]).toEqual([200, 100, 0]);
    expect(linearScale(-100, 100, 44, 4)(0)).toBe(24);
    expect(linearScale(3, 3, 50, 10)(3)).toBe(50);
  });

  it('tops a count axis at an even number, at least 2, whatever the values', () => {
    expect(evenAxisMax([])).toBe(2);
    expect(evenAxisMax([0, 0])).toBe(2);
    expect(evenAxisMax([1])).toBe(2);
    expect(evenAxisMax([7, 3])).toBe(8);
    expect(evenAxisMax([-5, null, 3])).toBe(4);
  });

  it('places points in the middle of their slots, or edge to edge; one point in the middle', () => {
    const band = xPositions(4, 10, 400, 'band');
    expect(band.step).toBe(100);
    expect([band.x(0), band.x(3)]).toEqual([60, 360]);
    const point = xPositions(3, 10, 400, 'point');
    expect([point.x(0), point.x(1), point.x(2)]).toEqual([10, 210, 410]);
    expect(xPositions(1, 10, 400, 'point').x(0)).toBe(210);
    expect(xPositions(1, 10, 400, 'band').x(0)).toBe(210);
  });
});

describe('axis labels', () => {
  it('shows every n-th label from the start, or back from the end so the last one shows', () => {
    expect(labelIndices(0, 8)).toEqual([]);
    expect(labelIndices(1, 8)).toEqual([0]);
    expect(labelIndices(12, 6)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(labelIndices(12, 6, { from: 'end' })).toEqual([1, 3, 5, 7, 9, 11]);
    expect(labelIndices(10, 4, { last: true })).toEqual([0, 3, 6, 9]);
    expect(labelIndices(9, 4, { last: true })).toEqual([0, 3, 6, 8]);
  });

  it('anchors the edge labels inward, a lone label in the middle', () => {
    expect([0, 1, 2].map((i) => labelAnchor(i, 3))).toEqual(['start', 'middle', 'end']);
    expect(labelAnchor(0, 1)).toBe('middle');
  });
});

describe('line paths', () => {
  const x = (i: number) => i * 10;
  const y = (v: number) => 100 - v;

  it('joins the known values across gaps, and draws nothing for one point or none', () => {
    expect(linePaths([1, null, 3], x, y)).toEqual({ solid: 'M0.0,99.0L20.0,97.0', dashed: '' });
    expect(linePaths([1, 2, 3], x, y).solid).toBe('M0.0,99.0L10.0,98.0L20.0,97.0');
    expect(linePaths([5], x, y)).toEqual({ solid: '', dashed: '' });
    expect(linePaths([], x, y)).toEqual({ solid: '', dashed: '' });
  });

  it('dashes the segments that touch a partial period', () => {
    const { solid, dashed } = linePaths([1, 2, 3], x, y, [true, false, false]);
    expect(dashed).toBe('M0.0,99.0L10.0,98.0');
    expect(solid).toBe('M10.0,98.0L20.0,97.0');
  });

  it('draws negative and zero values below and on the baseline', () => {
    expect(linePaths([-2, 0], x, linearScale(-2, 2, 40, 0), undefined).solid).toBe(
      'M0.0,40.0L10.0,20.0',
    );
  });
});

describe('slices and bars', () => {
  it('keeps small slices visible and ignores zero and negative ones', () => {
    const f = sliceFractions([10_000, 1, 0, -4], 1);
    expect(f[1]).toBeGreaterThan(0.0098);
    expect(f[2]).toBe(0);
    expect(f[3]).toBe(0);
    expect(f.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(sliceFractions([0, 0])).toEqual([0, 0]);
  });

  it('draws a pie slice to the centre, a whole circle as one arc, a donut with its hole', () => {
    expect(arcPath(60, 60, 56, 0, 0.25)).toBe(
      'M 60 60 L 60.000 4.000 A 56 56 0 0 1 116.000 60.000 Z',
    );
    expect(arcPath(60, 60, 56, 0, 1)).toBe('M 60 4 A 56 56 0 1 1 59.99 4 Z');
    expect(arcPath(60, 60, 56, 0, 0.75, 30)).toContain('A 30 30 0 1 0');
    expect(arcPath(60, 60, 56, 0, 1, 30)).toContain('M 60 30 A 30 30');
  });

  it('gives a known value a visible bar, none to an unknown one, never past the track', () => {
    expect(barLength(null, 5, 100)).toBe(0);
    expect(barLength(0, 5, 100)).toBe(2);
    expect(barLength(-3, 5, 100)).toBe(2);
    expect(barLength(2.5, 5, 100)).toBe(50);
    expect(barLength(9, 5, 100)).toBe(100);
    expect(barLength(1, 0, 100)).toBe(0);
    expect(clipLabel('Main Street Bakery', 10)).toBe('Main Stre…');
    expect(clipLabel('Short', 10)).toBe('Short');
  });

  it("gives an HTML bar its width on the track as a CSS percentage, by the SVG bars' rule", () => {
    expect(barWidth(30, 120)).toBe('25%');
    expect(barWidth(0.4, 1)).toBe('40%');
    expect(barWidth(undefined, 10)).toBe('0%');
    expect(barWidth(null, 10, 1)).toBe('0%');
    expect(barWidth(0, 10, 1)).toBe('1%');
    expect(barWidth(250, 100)).toBe('100%');
    expect(barWidth(-5, 100)).toBe('0%');
    expect(barWidth(5, 0)).toBe('0%');
  });
});
