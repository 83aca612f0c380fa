import { type ChartText, type ChartTextStyle, type CreateElement, chartFrame } from './charts';
import { arcPath, linearScale, linePaths, sliceFractions } from './geometry';

/** The props of a `Sparkline`: a small line of values without axes. */
export type SparklineProps = {
  /** Its accessible name: say the first and last figures. */
  label: string;
  values: readonly (number | null)[];
  width: number;
  height: number;
  /** The room kept free around the line, in viewBox units (default 2). */
  inset?: number;
  /** A fixed range (e.g. −100 to 100 for a Net Promoter Score); else the values' own. */
  min?: number;
  max?: number;
  color?: string;
  strokeWidth?: number;
  className?: string;
  lineClassName?: string;
  /** A dashed reference line at this value (e.g. 0), styled by `referenceClassName`. */
  reference?: number;
  referenceClassName?: string;
  /** Give the SVG its size (`width`/`height` attributes) rather than leave it to CSS. */
  sized?: boolean;
};

/** A small line of values (a weekly figure, a monthly score); nothing with fewer than 2 known values. */
export function sparkline<N>(h: CreateElement<N>, p: SparklineProps): N | null {
  const known = p.values.filter((v): v is number => v !== null);
  if (known.length < 2) return null;
  const inset = p.inset ?? 2;
  const min = p.min ?? Math.min(...known);
  const max = p.max ?? Math.max(...known);
  const n = p.values.length;
  const x = (i: number) => (n === 1 ? p.width / 2 : (i / (n - 1)) * (p.width - 2 * inset) + inset);
  const y = linearScale(min, max === min ? min + 1 : max, p.height - inset, inset);
  const { solid } = linePaths(p.values, x, y);
  return chartFrame(
    h,
    { title: p.label },
    {
      viewBox: `0 0 ${p.width} ${p.height}`,
      width: p.sized ? p.width : undefined,
      height: p.sized ? p.height : undefined,
      className: p.className,
    },
    p.reference === undefined
      ? null
      : h('line', {
          x1: 0,
          x2: p.width,
          y1: y(p.reference),
          y2: y(p.reference),
          className: p.referenceClassName,
        }),
    h('path', {
      d: solid,
      fill: 'none',
      stroke: p.color,
      strokeWidth: p.color ? (p.strokeWidth ?? 2) : undefined,
      className: p.lineClassName,
    }),
  );
}

/** One slice of a `DonutChart`. */
export type DonutSlice = { key: string; value: number; color: string };

/** The props of a `DonutChart`: slices of a whole, a pie when `inner` is 0. */
export type DonutChartProps = ChartText & {
  slices: readonly DonutSlice[];
  /** The viewBox' side (default 120), the outer and inner radius (56 and 0: a pie). */
  size?: number;
  radius?: number;
  inner?: number;
  /** A slice is drawn at least this many percent of the circle so that it stays visible. */
  minPercent?: number;
  /** The line between slices (white, 1). */
  separator?: string;
  className?: string;
};

/** Slices of a whole (reviews per source); nothing is drawn when every value is zero. */
export function donutChart<N>(h: CreateElement<N>, p: DonutChartProps): N {
  const size = p.size ?? 120;
  const c = size / 2;
  const fractions = sliceFractions(
    p.slices.map((s) => s.value),
    p.minPercent ?? 0,
  );
  let start = 0;
  const paths = p.slices.map((s, i) => {
    const f = fractions[i]!;
    if (f <= 0) return null;
    const d = arcPath(c, c, p.radius ?? 56, start, start + f, p.inner ?? 0);
    start += f;
    return h('path', {
      d,
      fill: s.color,
      fillRule: 'evenodd',
      stroke: p.separator ?? '#fff',
      strokeWidth: 1,
    });
  });
  return chartFrame(h, p, { viewBox: `0 0 ${size} ${size}`, className: p.className }, ...paths);
}

/** One row of a `BarChart`. */
export type BarRow = { key: string; label: string; value: number | null; note?: string };

/** The props of a `BarChart`: one horizontal bar per row, its label before and its figure after. */
export type BarChartProps<R extends BarRow = BarRow> = ChartText & {
  rows: readonly R[];
  /** The value of a full bar (e.g. 5 for ratings, 100 for percentages). */
  max: number;
  width: number;
  /** The height of a row (28) and the width of the labels' column (260). */
  rowHeight?: number;
  labelWidth?: number;
  /** Room kept after the longest bar for its figure (110). */
  valueWidth?: number;
  color: string;
  labelStyle?: ChartTextStyle;
  valueStyle?: ChartTextStyle;
  /** A row's figure, written after its bar. */
  format: (row: R) => string;
  /** Labels longer than this many characters end with '…' (34). */
  labelChars?: number;
  x?: number;
  y?: number;
};

/** Cut a label to `max` characters with an ellipsis. */
export const clipLabel = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * The length of a bar of `value` on a track of `length` for a full bar of `max`: at least
 * `min` for any known value so that it stays visible, 0 for none, never past the track.
 */
export function barLength(value: number | null, max: number, length: number, min = 2): number {
  if (value === null || max <= 0) return 0;
  return Math.min(length, Math.max(min, (Math.max(0, value) / max) * length));
}

/**
 * An HTML bar's width on its track as a CSS percentage (`'42%'`), by the same rule as `barLength`:
 * for a fill inside a track element (`<span style={{ width: barWidth(v, max) }} />`). A share of
 * a whole is `barWidth(share, 1)`.
 */
export const barWidth = (value: number | null | undefined, max: number, min = 0): string =>
  `${barLength(value ?? null, max, 100, min)}%`;

/** Rows as horizontal bars (a visual report's breakdown by location, source or category). */
export function barChart<N, R extends BarRow>(h: CreateElement<N>, p: BarChartProps<R>): N {
  const rowH = p.rowHeight ?? 28;
  const labelW = p.labelWidth ?? 260;
  const track = p.width - labelW - (p.valueWidth ?? 110);
  const height = rowH * p.rows.length;
  const label = { fontSize: 13, ...p.labelStyle };
  const value = { fontSize: 12, ...p.valueStyle };
  return chartFrame(
    h,
    p,
    { viewBox: `0 0 ${p.width} ${height}`, x: p.x, y: p.y, width: p.width, height },
    ...p.rows.map((r, i) => {
      const top = i * rowH;
      const len = barLength(r.value, p.max, track);
      return h(
        'g',
        null,
        h('text', { x: 0, y: top + rowH * 0.65, ...label }, clipLabel(r.label, p.labelChars ?? 34)),
        h('rect', {
          x: labelW,
          y: top + rowH * 0.2,
          width: len.toFixed(1),
          height: (rowH * 0.6).toFixed(1),
          rx: 3,
          fill: p.color,
        }),
        h('text', { x: labelW + len + 8, y: top + rowH * 0.65, ...value }, p.format(r)),
      );
    }),
  );
}
