import type { MonthlyMetrics } from '@plaudit/api-client';
import { evenAxisMax, LineChart } from '@plaudit/ui-kit';
import { formatMonth } from '../../lib/format';
import { CHART_COLORS, formatCount, formatRating } from './chart-data';

/** The review-count axis' top: the busiest month rounded up to an even number, at least 2. */
export function countAxisMax(months: readonly Pick<MonthlyMetrics, 'totalReviews'>[]): number {
  return evenAxisMax(months.map((m) => m.totalReviews));
}

/**
 * Rating and review volume per month: bars for the review count (left axis), a line for the
 * average rating (right axis, 0-5 stars). The ui-kit chart with a title and description, and the
 * same figures in a table for screen readers and keyboard users.
 */
export function TrendChart({ months }: { months: readonly MonthlyMetrics[] }) {
  if (!months.some((m) => m.totalReviews > 0)) return <p>No reviews in this period.</p>;
  // An even top, so the middle line is a whole number too (0, 1, 2 rather than 0, 1, 1).
  const maxCount = countAxisMax(months);
  const first = months[0]!;
  const last = months[months.length - 1]!;

  return (
    <figure className="trend-chart">
      <LineChart
        title="Rating and review volume by month"
        description={`${months.length} months from ${formatMonth(first.date)} to ${formatMonth(last.date)}. ${formatMonth(last.date)}: ${formatCount(last.totalReviews)} reviews, average rating ${formatRating(last.rating)}.`}
        width={640}
        height={240}
        padding={{ top: 16, right: 44, bottom: 36, left: 48 }}
        labels={months.map((m) => formatMonth(m.date))}
        labelOffset={12}
        barMax={40}
        gridClassName="trend-chart__grid"
        left={{ max: maxCount, grid: true, format: (v) => formatCount(Math.round(v)) }}
        right={{ max: 5, format: (v) => v.toFixed(1) }}
        series={[
          {
            kind: 'bar',
            values: months.map((m) => m.totalReviews),
            color: CHART_COLORS[0],
            opacity: 0.75,
          },
          {
            kind: 'line',
            axis: 'right',
            values: months.map((m) => m.rating ?? null),
            color: CHART_COLORS[3],
            dot: 3,
          },
        ]}
      />
      <figcaption className="trend-chart__legend">
        <span>
          <span className="swatch" style={{ background: CHART_COLORS[0] }} aria-hidden="true" />
          Reviews (left axis)
        </span>
        <span>
          <span className="swatch" style={{ background: CHART_COLORS[3] }} aria-hidden="true" />
          Average rating (right axis)
        </span>
      </figcaption>
      <details className="trend-chart__data">
        <summary>Show the figures as a table</summary>
        <table className="simple-table">
          <caption>Rating and review volume by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Average rating</th>
              <th scope="col">Reviews</th>
              <th scope="col">Positive</th>
              <th scope="col">Negative</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.date}>
                <th scope="row">{formatMonth(m.date)}</th>
                <td>{formatRating(m.rating)}</td>
                <td>{formatCount(m.totalReviews)}</td>
                <td>{formatCount(m.totalPositiveReviews)}</td>
                <td>{formatCount(m.totalNegativeReviews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
