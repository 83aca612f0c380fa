import { createElement, type ReactElement, useId } from 'react';
import {
  type BarChartProps,
  type BarRow,
  barChart,
  type CreateElement,
  type DonutChartProps,
  donutChart,
  type LineChartProps,
  lineChart,
  type SparklineProps,
  sparkline,
} from './index';

/** React's `createElement` is a chart element factory as it is. */
const h: CreateElement<ReactElement> = createElement;

/** Title and description ids for a chart's `aria-labelledby` and `aria-describedby`. */
function useChartIds() {
  const id = useId();
  return { title: `${id}-title`, description: `${id}-desc` };
}

/**
 * Lines and bars over labelled points on a left and an optional right axis, as an SVG with
 * `role="img"`, a `<title>` and a `<desc>` (the same markup the server renders into its files).
 */
export function LineChart(props: Omit<LineChartProps, 'ids'>): ReactElement {
  const ids = useChartIds();
  return lineChart(h, { ...props, ids });
}

/** Horizontal bars, one per row, with its label and figure; an SVG with a title. */
export function BarChart<R extends BarRow>(props: Omit<BarChartProps<R>, 'ids'>): ReactElement {
  const ids = useChartIds();
  return barChart(h, { ...props, ids });
}

/** Slices of a whole as a pie or donut; an SVG with a title (say the shares in `description`). */
export function DonutChart(props: Omit<DonutChartProps, 'ids'>): ReactElement {
  const ids = useChartIds();
  return donutChart(h, { ...props, ids });
}

/** A small line of values named by `label`; nothing with fewer than two known values. */
export function Sparkline(props: SparklineProps): ReactElement | null {
  return sparkline(h, props);
}
