/**
 * The geometry of every Plaudit chart: scales, axis tops, which x labels show, line paths and
 * pie arcs. Pure functions without React, shared by the chart builders (./charts.ts) that the
 * console renders with React and the server renders to an SVG string.
 */

/** A chart's inner margins in viewBox units: room for the axis labels. */
export type ChartPadding = { top: number; right: number; bottom: number; left: number };

/**
 * A linear scale from `[min, max]` onto `[from, to]` (an SVG y range is usually given bottom
 * first, `from` = bottom, `to` = top). An empty domain (min = max) maps every value to `from`.
 */
export function linearScale(
  min: number,
  max: number,
  from: number,
  to: number,
): (value: number) => number {
  const span = max - min;
  return (value) => (span === 0 ? from : from + ((value - min) / span) * (to - from));
}

/**
 * An axis top for counts: the largest value rounded up to an even number, at least 2, so the
 * middle grid line is a whole number too (0, 1, 2 rather than 0, 1, 1). Negative values count
 * as zero (counts cannot be negative; the top stays above the baseline).
 */
export function evenAxisMax(values: readonly (number | null | undefined)[]): number {
  const largest = Math.max(0, ...values.map((v) => v ?? 0));
  return Math.max(2, Math.ceil(largest / 2) * 2);
}

/**
 * The x positions of `count` points across `[left, left + width]`. `band`: each point in the
 * middle of its own slot (bar charts and mixed charts); `point`: the first and last point on the
 * edges (line charts of a period), one point in the middle.
 */
export function xPositions(
  count: number,
  left: number,
  width: number,
  layout: 'band' | 'point',
): { x: (index: number) => number; step: number } {
  if (layout === 'band') {
    const step = count > 0 ? width / count : width;
    return { x: (i) => left + step * i + step / 2, step };
  }
  const step = count > 1 ? width / (count - 1) : width;
  return { x: (i) => left + (count > 1 ? i * step : width / 2), step };
}

/**
 * Which of `count` x labels show, at most about `max` of them: every n-th counted from the first
 * (`from: 'start'`) or back from the last (`'end'`, so the range's end always has its label);
 * `last` adds the last label when counting from the start.
 */
export function labelIndices(
  count: number,
  max: number,
  options: { from?: 'start' | 'end'; last?: boolean } = {},
): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil(count / Math.max(1, max)));
  const shown: number[] = [];
  for (let i = 0; i < count; i++) {
    const counted = options.from === 'end' ? count - 1 - i : i;
    if (counted % every === 0 || (options.last && i === count - 1)) shown.push(i);
  }
  return shown;
}

/** Where the i-th of n axis labels is anchored: the edge ones inward, so none runs off the chart. */
export const labelAnchor = (i: number, n: number): 'start' | 'middle' | 'end' =>
  n > 1 && i === 0 ? 'start' : n > 1 && i === n - 1 ? 'end' : 'middle';

/**
 * A line through the known values (null values are skipped and the line joins their
 * neighbours), as SVG path data split in two: the segments between whole periods (`solid`) and
 * those touching a period marked partial (`dashed`). Empty strings when nothing is drawn.
 */
export function linePaths(
  values: readonly (number | null)[],
  x: (index: number) => number,
  y: (value: number) => number,
  partial?: readonly boolean[],
): { solid: string; dashed: string } {
  const at = (i: number) => `${x(i).toFixed(1)},${y(values[i] as number).toFixed(1)}`;
  const split = partial?.some(Boolean) ?? false;
  let solid = '';
  let dashed = '';
  let prev = -1;
  values.forEach((v, i) => {
    if (v === null) return;
    if (prev >= 0) {
      if (split && (partial?.[i] || partial?.[prev])) dashed += `M${at(prev)}L${at(i)}`;
      else solid += solid && !split ? `L${at(i)}` : `M${at(prev)}L${at(i)}`;
    }
    prev = i;
  });
  return { solid, dashed };
}

/**
 * An SVG path of a pie or donut slice from `start` to `end` (fractions of the circle, clockwise
 * from twelve o'clock); `inner` > 0 cuts the donut's hole. A whole circle is one closed arc.
 */
export function arcPath(
  cx: number,
  cy: number,
  r: number,
  start: number,
  end: number,
  inner = 0,
): string {
  const point = (radius: number, f: number) => {
    const a = f * 2 * Math.PI - Math.PI / 2;
    return `${(cx + radius * Math.cos(a)).toFixed(3)} ${(cy + radius * Math.sin(a)).toFixed(3)}`;
  };
  if (end - start >= 0.99999) {
    const outer = `M ${cx} ${cy - r} A ${r} ${r} 0 1 1 ${cx - 0.01} ${cy - r} Z`;
    return inner > 0
      ? `${outer} M ${cx} ${cy - inner} A ${inner} ${inner} 0 1 0 ${cx + 0.01} ${cy - inner} Z`
      : outer;
  }
  const large = end - start > 0.5 ? 1 : 0;
  if (inner <= 0)
    return `M ${cx} ${cy} L ${point(r, start)} A ${r} ${r} 0 ${large} 1 ${point(r, end)} Z`;
  return `M ${point(r, start)} A ${r} ${r} 0 ${large} 1 ${point(r, end)} L ${point(inner, end)} A ${inner} ${inner} 0 ${large} 0 ${point(inner, start)} Z`;
}

/**
 * The drawn shares of slices: each at least `minPercent` of the circle so it stays visible,
 * scaled so they add up to 1. Zero and negative values draw nothing.
 */
export function sliceFractions(values: readonly number[], minPercent = 0): number[] {
  const total = values.reduce((n, v) => n + Math.max(0, v), 0);
  if (!total) return values.map(() => 0);
  const floored = values.map((v) => (v > 0 ? Math.max(minPercent, (v / total) * 100) : 0));
  const sum = floored.reduce((a, b) => a + b, 0);
  return floored.map((f) => f / sum);
}
