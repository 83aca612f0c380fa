import { type ReactNode, useId } from 'react';
import { formatMonth } from '../../lib/format';
import { CHART_COLORS } from '../dashboard/chart-data';
import {
  categoryLabel,
  formatCount,
  formatRating,
  formatShare,
  type Sentiment,
  COMPETITORS_TEXT as T,
} from './competitors-format';

/** Mine in the palette's blue, competitors in its amber (both 3:1 on white). */
export const MINE_COLOR = CHART_COLORS[0];
export const THEIRS_COLOR = CHART_COLORS[2];
const SENTIMENT_COLORS = {
  positive: CHART_COLORS[1],
  neutral: CHART_COLORS[4],
  negative: CHART_COLORS[3],
};

type Side = { average_rating: number | null; reviews: number };
export type TrendPoint = { period: string; mine: Side; competitors: Side };

function Legend({ mine = T.mine, theirs = T.theirs }: { mine?: string; theirs?: string }) {
  return (
    <figcaption className="cmp-legend">
      <span>
        <span className="cmp-swatch" style={{ background: MINE_COLOR }} aria-hidden="true" />
        {mine}
      </span>
      <span>
        <span className="cmp-swatch" style={{ background: THEIRS_COLOR }} aria-hidden="true" />
        {theirs}
      </span>
    </figcaption>
  );
}

const W = 640;
const H = 220;
const PAD = { top: 14, right: 16, bottom: 32, left: 44 };

/**
 * Average rating (lines) or review volume (paired bars) per month, mine against the
 * competitors'. Plain SVG like the dashboard's trend, with the figures as a table.
 */
export function TrendComparison({
  points,
  metric,
}: {
  points: readonly TrendPoint[];
  metric: 'rating' | 'reviews';
}) {
  const titleId = useId();
  const descId = useId();
  if (!points.some((p) => p.mine.reviews + p.competitors.reviews > 0))
    return <p className="cmp-muted">{T.noReviews}</p>;
  const title = metric === 'rating' ? 'Average rating by month' : 'Reviews by month';
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / points.length;
  const x = (i: number) => PAD.left + step * i + step / 2;
  const busiest = Math.max(1, ...points.flatMap((p) => [p.mine.reviews, p.competitors.reviews]));
  const max = metric === 'rating' ? 5 : Math.max(2, Math.ceil(busiest / 2) * 2);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const labelEvery = Math.ceil(points.length / 8);
  const last = points[points.length - 1]!;
  const line = (side: 'mine' | 'competitors') =>
    points
      .map((p, i) =>
        p[side].average_rating == null
          ? null
          : `${x(i).toFixed(1)},${y(p[side].average_rating!).toFixed(1)}`,
      )
      .filter((s): s is string => s !== null)
      .join(' ');
  const barW = Math.max(2, Math.min(18, step * 0.3));
  const axis = (f: number) =>
    metric === 'rating' ? (max * f).toFixed(1) : formatCount(Math.round(max * f));

  return (
    <figure className="cmp-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
        <title id={titleId}>{title}</title>
        <desc id={descId}>
          {`${formatMonth(last.period)}: ${T.mine.toLowerCase()} ${
            metric === 'rating'
              ? formatRating(last.mine.average_rating)
              : formatCount(last.mine.reviews)
          }, competitors ${
            metric === 'rating'
              ? formatRating(last.competitors.average_rating)
              : formatCount(last.competitors.reviews)
          }.`}
        </desc>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={PAD.top + innerH * (1 - f)}
              y2={PAD.top + innerH * (1 - f)}
              className="cmp-chart__grid"
            />
            <text x={PAD.left - 6} y={PAD.top + innerH * (1 - f) + 4} textAnchor="end">
              {axis(f)}
            </text>
          </g>
        ))}
        {metric === 'reviews' &&
          points.map((p, i) => (
            <g key={p.period}>
              <rect
                x={x(i) - barW}
                y={y(p.mine.reviews)}
                width={barW}
                height={Math.max(0, PAD.top + innerH - y(p.mine.reviews))}
                fill={MINE_COLOR}
              />
              <rect
                x={x(i)}
                y={y(p.competitors.reviews)}
                width={barW}
                height={Math.max(0, PAD.top + innerH - y(p.competitors.reviews))}
                fill={THEIRS_COLOR}
              />
            </g>
          ))}
        {metric === 'rating' &&
          (['mine', 'competitors'] as const).map((side) => {
            const color = side === 'mine' ? MINE_COLOR : THEIRS_COLOR;
            return (
              <g key={side}>
                <polyline
                  points={line(side)}
                  fill="none"
                  stroke={color}
                  strokeWidth={2}
                  strokeDasharray={side === 'mine' ? undefined : '6 3'}
                />
                {points.map((p, i) =>
                  p[side].average_rating == null ? null : (
                    <circle
                      key={p.period}
                      cx={x(i)}
                      cy={y(p[side].average_rating!)}
                      r={3}
                      fill={color}
                    />
                  ),
                )}
              </g>
            );
          })}
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.period} x={x(i)} y={H - 10} textAnchor="middle">
              {formatMonth(p.period)}
            </text>
          ) : null,
        )}
      </svg>
      <Legend />
      <details className="cmp-chart__data">
        <summary>Show the figures as a table</summary>
        <div className="table-scroll">
          <table className="simple-table">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">{T.mine}</th>
                <th scope="col">{T.theirs}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.period}>
                  <th scope="row">{formatMonth(p.period)}</th>
                  <td>
                    {metric === 'rating'
                      ? formatRating(p.mine.average_rating)
                      : formatCount(p.mine.reviews)}
                  </td>
                  <td>
                    {metric === 'rating'
                      ? formatRating(p.competitors.average_rating)
                      : formatCount(p.competitors.reviews)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** Positive, neutral and negative reviews as one 100% bar per side, with the figures. */
export function SentimentBars({
  rows,
}: {
  rows: readonly { label: string; sentiment: Sentiment }[];
}) {
  const kinds = ['positive', 'neutral', 'negative'] as const;
  return (
    <div className="cmp-sentiment">
      {rows.map((r) => {
        const total = kinds.reduce((n, k) => n + r.sentiment[k], 0);
        const summary = total
          ? kinds.map((k) => `${Math.round((r.sentiment[k] / total) * 100)}% ${k}`).join(', ')
          : 'no reviews';
        return (
          <div key={r.label} className="cmp-sentiment__row">
            <p className="cmp-sentiment__label">{r.label}</p>
            <div className="cmp-sentiment__bar" role="img" aria-label={`${r.label}: ${summary}`}>
              {total > 0 &&
                kinds.map((k) =>
                  r.sentiment[k] > 0 ? (
                    <span
                      key={k}
                      style={{
                        width: `${(r.sentiment[k] / total) * 100}%`,
                        background: SENTIMENT_COLORS[k],
                      }}
                    />
                  ) : null,
                )}
            </div>
            <p className="cmp-sentiment__figures">
              {kinds.map((k) => (
                <span key={k}>
                  <span
                    className="cmp-swatch"
                    style={{ background: SENTIMENT_COLORS[k] }}
                    aria-hidden="true"
                  />
                  {`${formatCount(r.sentiment[k])} ${k}`}
                </span>
              ))}
            </p>
          </div>
        );
      })}
    </div>
  );
}

export type CategoryRow = {
  category: string;
  mine: { mentions: number; positive_share: number | null };
  competitors: { mentions: number; positive_share: number | null };
};

/** Experience categories: the positive share of mentions, mine beside the competitors'. */
export function CategoryBars({ rows }: { rows: readonly CategoryRow[] }) {
  if (!rows.length) return <p className="cmp-muted">No experience categories in this period.</p>;
  return (
    <figure className="cmp-categories">
      <div className="table-scroll">
        <table className="cmp-categories__table">
          <caption className="pk-visually-hidden">
            Positive share of mentions per experience category
          </caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Positive share</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.category}>
                <th scope="row">
                  {categoryLabel(r.category)}
                  <span className="cmp-table__brand">
                    {`${formatCount(r.mine.mentions)} vs ${formatCount(r.competitors.mentions)} mentions`}
                  </span>
                </th>
                <td>
                  {(['mine', 'competitors'] as const).map((side) => {
                    const share = r[side].positive_share;
                    const who = side === 'mine' ? T.mine : T.theirs;
                    return (
                      <div key={side} className="cmp-categories__bar">
                        <span
                          className="cmp-categories__fill"
                          style={{
                            width: `${Math.round((share ?? 0) * 100)}%`,
                            background: side === 'mine' ? MINE_COLOR : THEIRS_COLOR,
                          }}
                          aria-hidden="true"
                        />
                        <span className="cmp-categories__value">
                          <span className="pk-visually-hidden">{who}: </span>
                          {formatShare(share)}
                        </span>
                      </div>
                    );
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Legend />
    </figure>
  );
}

/** One figure as two horizontal bars (mine, theirs) on a common scale. */
export function PairBars({
  label,
  mine,
  theirs,
  max,
  format,
  mineLabel = T.mine,
  theirsLabel = T.theirs,
}: {
  label: string;
  mine: number | null;
  theirs: number | null;
  max: number;
  format: (v: number | null) => string;
  mineLabel?: string;
  theirsLabel?: string;
}) {
  const width = (v: number | null) =>
    `${max > 0 && v != null ? Math.min(100, (v / max) * 100) : 0}%`;
  return (
    <ul className="cmp-pair" aria-label={label}>
      {(
        [
          [mineLabel, mine, MINE_COLOR],
          [theirsLabel, theirs, THEIRS_COLOR],
        ] as const
      ).map(([who, v, color]) => (
        <li key={who} className="cmp-pair__row">
          <span className="cmp-pair__who">{who}</span>
          <span className="cmp-pair__track" aria-hidden="true">
            <span style={{ width: width(v), background: color }} />
          </span>
          <span className="cmp-pair__value">{format(v)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A wide table scrolls in its box on phones; the box takes the keyboard focus to scroll. */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
