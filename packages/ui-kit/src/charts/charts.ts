import {
  type ChartPadding,
  labelAnchor,
  labelIndices,
  linearScale,
  linePaths,
  xPositions,
} from './geometry';

/** The SVG elements a chart is made of. */
export type ChartTag =
  | 'svg'
  | 'g'
  | 'title'
  | 'desc'
  | 'line'
  | 'rect'
  | 'path'
  | 'circle'
  | 'text';

/** An element's attributes, with React's names (`strokeWidth`, `textAnchor`, `className`). */
export type ChartAttributes = { [attribute: string]: string | number | boolean | undefined };

/** What a chart element holds: elements of the factory, text, nothing, or a list of them. */
export type ChartChild<N> = N | string | number | null | undefined | readonly ChartChild<N>[];

/**
 * The element factory a chart is built with, making nodes of type `N`: React's `createElement`
 * in the console (the `LineChart`, `BarChart`, `DonutChart` and `Sparkline` components), Preact's
 * `h` on the server, which renders it to an SVG string with preact-render-to-string. Both are
 * one as they are: `lineChart(createElement, props)` is a `ReactNode`, `lineChart(h, props)` a
 * Preact `ComponentChild`. Attribute names are React's; both write them out as SVG's.
 */
export type CreateElement<N = unknown> = (
  type: ChartTag,
  props: ChartAttributes | null,
  ...children: ChartChild<N>[]
) => N;

/** The text alternative every chart carries: its title and an optional summary of the figures. */
export type ChartText = {
  /** The chart's accessible name (its `<title>`). */
  title: string;
  /** A summary of the figures (its `<desc>`), for the chart's accessible description. */
  description?: string;
  /** Element ids for the title and description (from `useId`); without them, `aria-label`. */
  ids?: { title: string; description: string };
};

/** Text style of the axis labels; without it the page's CSS styles them. */
export type ChartTextStyle = { fontSize?: number; fill?: string; fontFamily?: string };

/** One value axis of a `LineChart`. */
export type ChartAxis = {
  /** The bottom of the axis (0 unless given). */
  min?: number;
  /** The top of the axis. */
  max: number;
  /** Draw `min` at the top and `max` at the bottom (ranks: 1 at the top). */
  inverted?: boolean;
  /** Fractions of the axis that get a label (and a grid line with `grid`): default 0, ½, 1. */
  ticks?: readonly number[];
  /** A tick's label. */
  format?: (value: number) => string;
  /** Grid lines across the chart at the ticks (the left axis' only). */
  grid?: boolean;
};

/** One series of a `LineChart`: a line (with optional dots) or bars, one value per x label. */
export type ChartSeries = {
  kind: 'line' | 'bar';
  /** One value per x label; null leaves a gap (the line joins the known neighbours). */
  values: readonly (number | null)[];
  /** Its colour (a ui-kit chart token); or style it with `className`. */
  color?: string;
  className?: string;
  /** The axis it is measured on: 'left' (default) or 'right'. */
  axis?: 'left' | 'right';
  /** Lines: the stroke width (2) and a dash pattern ('6 3'). */
  strokeWidth?: number;
  dash?: string;
  /** Lines: the radius of a dot on each known value (none when 0 or absent). */
  dot?: number;
  /** Lines: the periods the range cuts, drawn hollow on a dashed segment (`partialDash`). */
  partial?: readonly boolean[];
  partialDash?: string;
  /** Bars: the opacity of the bars. */
  opacity?: number;
};

/** The props of a `LineChart`: lines and bars over one x axis of labelled points. */
export type LineChartProps = ChartText & {
  /** The viewBox' size; the SVG scales to its box. */
  width: number;
  height: number;
  padding: ChartPadding;
  /** One label per point (dates formatted with `formatPeriod`/`formatMonth`). */
  labels: readonly string[];
  /** At most about this many x labels show (default 8). */
  maxLabels?: number;
  /** Count the shown labels back from the last (`'end'`) or from the first; `labelLast` adds the last. */
  labelFrom?: 'start' | 'end';
  labelLast?: boolean;
  /** Anchor the first and last label inward (for the `point` layout). */
  labelEdgesInward?: boolean;
  /** The x labels' baseline, measured up from the bottom (default 8). */
  labelOffset?: number;
  /** `band` (default): each point in the middle of its slot; `point`: first and last on the edges. */
  layout?: 'band' | 'point';
  /** Bars are `barFraction` of a slot wide (0.6), between `barMin` (2) and `barMax`; side by side when several. */
  barFraction?: number;
  barMin?: number;
  barMax?: number;
  left: ChartAxis;
  right?: ChartAxis;
  series: readonly ChartSeries[];
  /** A line along the bottom of the plot (the x axis), in this colour. */
  baseline?: string;
  /** Grid lines' colour or class. */
  gridColor?: string;
  gridClassName?: string;
  textStyle?: ChartTextStyle;
  /** Where to draw it inside a larger SVG (the server's report). */
  x?: number;
  y?: number;
  className?: string;
};

const textProps = (style: ChartTextStyle | undefined) =>
  style ? { fontSize: style.fontSize, fill: style.fill, fontFamily: style.fontFamily } : {};

/** A chart's `<svg>` with its text alternative: `role="img"`, a `<title>` and a `<desc>`. */
export function chartFrame<N>(
  h: CreateElement<N>,
  p: ChartText,
  svg: ChartAttributes,
  ...body: ChartChild<N>[]
): N {
  const { ids, title, description } = p;
  return h(
    'svg',
    {
      ...svg,
      role: 'img',
      'aria-labelledby': ids?.title,
      'aria-describedby': ids && description ? ids.description : undefined,
      'aria-label': ids ? undefined : description ? `${title}. ${description}` : title,
    },
    h('title', { id: ids?.title }, title),
    description ? h('desc', { id: ids?.description }, description) : null,
    ...body,
  );
}

/**
 * Lines and bars over labelled points (per day, week or month), on a left and an optional right
 * axis: the chart of the dashboard's trend, campaign activity, rank trend, competitor comparison
 * and the visual reports (console and exported files).
 */
export function lineChart<N>(h: CreateElement<N>, p: LineChartProps): N {
  const { width: W, height: H, padding: pad } = p;
  const innerW = W - pad.left - pad.right;
  const innerH = H - pad.top - pad.bottom;
  const bottom = pad.top + innerH;
  const n = p.labels.length;
  const { x, step } = xPositions(n, pad.left, innerW, p.layout ?? 'band');
  const scale = (axis: ChartAxis) =>
    axis.inverted
      ? linearScale(axis.min ?? 0, axis.max, pad.top, bottom)
      : linearScale(axis.min ?? 0, axis.max, bottom, pad.top);
  const yLeft = scale(p.left);
  const yRight = p.right ? scale(p.right) : yLeft;
  const yOf = (s: ChartSeries) => (s.axis === 'right' ? yRight : yLeft);
  const text = textProps(p.textStyle);

  const ticks = (axis: ChartAxis | undefined, side: 'left' | 'right') => {
    if (!axis) return [];
    const y = side === 'left' ? yLeft : yRight;
    const min = axis.min ?? 0;
    return (axis.ticks ?? [0, 0.5, 1]).map((f) => {
      const value = min + (axis.max - min) * f;
      const at = y(value);
      return h(
        'g',
        null,
        axis.grid
          ? h('line', {
              x1: pad.left,
              x2: W - pad.right,
              y1: at,
              y2: at,
              stroke: p.gridColor,
              className: p.gridClassName,
            })
          : null,
        h(
          'text',
          side === 'left'
            ? { x: pad.left - 6, y: at + 4, textAnchor: 'end', ...text }
            : { x: W - pad.right + 6, y: at + 4, ...text },
          axis.format ? axis.format(value) : String(value),
        ),
      );
    });
  };

  const bars = p.series.filter((s) => s.kind === 'bar');
  const barW = Math.max(
    p.barMin ?? 2,
    Math.min(p.barMax ?? Number.POSITIVE_INFINITY, step * (p.barFraction ?? 0.6)),
  );
  const barGroup = bars.map((s, k) => {
    const y = yOf(s);
    const base = Math.min(y(0), bottom);
    return h(
      'g',
      { fill: s.color, className: s.className, opacity: s.opacity },
      ...s.values.map((v, i) => {
        if (v === null) return null;
        const top = Math.min(y(v), base);
        return h('rect', {
          x: x(i) - (barW * bars.length) / 2 + k * barW,
          y: top,
          width: barW,
          height: Math.max(0, Math.abs(base - y(v))),
        });
      }),
    );
  });

  const lines = p.series
    .filter((s) => s.kind === 'line')
    .map((s) => {
      const y = yOf(s);
      const known = s.values.filter((v) => v !== null).length;
      const { solid, dashed } =
        known > 1 ? linePaths(s.values, x, y, s.partial) : { solid: '', dashed: '' };
      const stroke = { fill: 'none', stroke: s.color, strokeWidth: s.strokeWidth ?? 2 };
      return h(
        'g',
        { className: s.className },
        solid ? h('path', { d: solid, ...stroke, strokeDasharray: s.dash }) : null,
        dashed
          ? h('path', {
              d: dashed,
              ...stroke,
              strokeDasharray: s.partialDash ?? '6 5',
              'data-partial': 'true',
            })
          : null,
        ...(s.dot
          ? s.values.map((v, i) => {
              if (v === null) return null;
              const partial = s.partial?.[i] ?? false;
              return h('circle', {
                cx: x(i),
                cy: y(v),
                r: partial ? s.dot! + 1 : s.dot,
                fill: partial ? '#ffffff' : s.color,
                stroke: partial ? s.color : undefined,
                strokeWidth: partial ? 2 : undefined,
                'data-partial': partial ? 'true' : undefined,
              });
            })
          : []),
      );
    });

  const shown = labelIndices(n, p.maxLabels ?? 8, { from: p.labelFrom, last: p.labelLast });
  const xLabels = shown.map((i) =>
    h(
      'text',
      {
        x: x(i),
        y: H - (p.labelOffset ?? 8),
        textAnchor: p.labelEdgesInward ? labelAnchor(i, n) : 'middle',
        ...text,
      },
      p.labels[i],
    ),
  );

  return chartFrame(
    h,
    p,
    {
      viewBox: `0 0 ${W} ${H}`,
      preserveAspectRatio: 'xMidYMid meet',
      x: p.x,
      y: p.y,
      width: p.x !== undefined ? W : undefined,
      height: p.x !== undefined ? H : undefined,
      className: p.className,
    },
    ...ticks(p.left, 'left'),
    ...ticks(p.right, 'right'),
    p.baseline
      ? h('line', { x1: pad.left, x2: W - pad.right, y1: bottom, y2: bottom, stroke: p.baseline })
      : null,
    ...barGroup,
    ...lines,
    ...xLabels,
  );
}

/**
 * The chart palette: five colours, each with 3:1 contrast on white (blue, green, amber, red,
 * grey), in the order series take them.
 */
export const CHART_COLORS = ['#1d5fd1', '#2e7d32', '#b7791f', '#c62828', '#5f6b7a'] as const;
