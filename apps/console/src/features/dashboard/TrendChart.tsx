import type { MonthlyMetrics } from '@plaudit/api-client';
import { useId } from 'react';
import { formatMonth } from '../../lib/format';
import { CHART_COLORS, formatCount, formatRating } from './chart-data';

const W = 640;
const H = 240;
const PAD = { top: 16, right: 44, bottom: 36, left: 48 };

/** The review-count axis' top: the busiest month rounded up to an even number, at least 2. */
export function countAxisMax(months: readonly Pick<MonthlyMetrics, 'totalReviews'>[]): number {
  const busiest = Math.max(0, ...months.map((m) => m.totalReviews));
  return Math.max(2, Math.ceil(busiest / 2) * 2);
}

/**
 * Rating and review volume per month: bars for the review count (left axis), a line for the
 * average rating (right axis, 0-5 stars). Plain SVG with a title and description, and the same
 * figures in a table for screen readers and keyboard users.
 */
export function TrendChart({ months }: { months: readonly MonthlyMetrics[] }) {
  const titleId = useId();
  const descId = useId();
  if (!months.some((m) => m.totalReviews > 0)) return <p>No reviews in this period.</p>;
  // An even top, so the middle line is a whole number too (0, 1, 2 rather than 0, 1, 1).
  const maxCount = countAxisMax(months);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / months.length;
  const barW = Math.max(2, Math.min(40, step * 0.6));
  const x = (i: number) => PAD.left + step * i + step / 2;
  const yCount = (n: number) => PAD.top + innerH - (n / maxCount) * innerH;
  const yRating = (r: number) => PAD.top + innerH - (r / 5) * innerH;
  const rated = months
    .map((m, i) => (m.rating == null ? null : `${x(i).toFixed(1)},${yRating(m.rating).toFixed(1)}`))
    .filter((p): p is string => p !== null);
  const labelEvery = Math.ceil(months.length / 8);
  const first = months[0]!;
  const last = months[months.length - 1]!;

  return (
    <figure className="trend-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>Rating and review volume by month</title>
        <desc id={descId}>
          {`${months.length} months from ${formatMonth(first.date)} to ${formatMonth(last.date)}. `}
          {`${formatMonth(last.date)}: ${formatCount(last.totalReviews)} reviews, average rating ${formatRating(last.rating)}.`}
        </desc>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={PAD.top + innerH * (1 - f)}
              y2={PAD.top + innerH * (1 - f)}
              className="trend-chart__grid"
            />
            <text x={PAD.left - 6} y={PAD.top + innerH * (1 - f) + 4} textAnchor="end">
              {formatCount(Math.round(maxCount * f))}
            </text>
            <text x={W - PAD.right + 6} y={PAD.top + innerH * (1 - f) + 4}>
              {(5 * f).toFixed(1)}
            </text>
          </g>
        ))}
        {months.map((m, i) => (
          <rect
            key={m.date}
            x={x(i) - barW / 2}
            y={yCount(m.totalReviews)}
            width={barW}
            height={Math.max(0, PAD.top + innerH - yCount(m.totalReviews))}
            fill={CHART_COLORS[0]}
            opacity={0.75}
          />
        ))}
        {rated.length > 1 && (
          <polyline points={rated.join(' ')} fill="none" stroke={CHART_COLORS[3]} strokeWidth={2} />
        )}
        {months.map((m, i) =>
          m.rating == null ? null : (
            <circle key={m.date} cx={x(i)} cy={yRating(m.rating)} r={3} fill={CHART_COLORS[3]} />
          ),
        )}
        {months.map((m, i) =>
          i % labelEvery === 0 ? (
            <text key={m.date} x={x(i)} y={H - 12} textAnchor="middle">
              {formatMonth(m.date)}
            </text>
          ) : null,
        )}
      </svg>
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
