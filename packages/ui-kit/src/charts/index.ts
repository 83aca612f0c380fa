/**
 * `@plaudit/ui-kit/charts`: the chart builders and their geometry without React, for the
 * server, which renders the same charts as the console to an SVG string
 * (`renderToString(lineChart(h, props))` with Preact's `h` and preact-render-to-string).
 *
 * @packageDocumentation
 */
export {
  CHART_COLORS,
  type ChartAttributes,
  type ChartAxis,
  type ChartChild,
  type ChartSeries,
  type ChartTag,
  type ChartText,
  type ChartTextStyle,
  type CreateElement,
  chartFrame,
  type LineChartProps,
  lineChart,
} from './charts';
export {
  arcPath,
  type ChartPadding,
  evenAxisMax,
  labelAnchor,
  labelIndices,
  linearScale,
  linePaths,
  sliceFractions,
  xPositions,
} from './geometry';
export {
  type BarChartProps,
  type BarRow,
  barChart,
  barLength,
  barWidth,
  clipLabel,
  type DonutChartProps,
  type DonutSlice,
  donutChart,
  type SparklineProps,
  sparkline,
} from './small-charts';
