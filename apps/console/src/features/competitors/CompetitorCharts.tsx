import { barWidth, evenAxisMax, LineChart, sliceFractions } from '@plaudit/ui-kit';
import type { ReactNode } from 'react';
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

/**
 * Average rating (lines) or review volume (paired bars) per month, mine against the
 * competitors'. The ui-kit chart like the dashboard's trend, with the figures as a table.
 */
export function TrendComparison({
  points,
  metric,
}: {
  points: readonly TrendPoint[];
  metric: 'rating' | 'reviews';
}) {
  if (!points.some((p) => p.mine.reviews + p.competitors.reviews > 0))
    return <p className="cmp-muted">{T.noReviews}</p>;
  const title = metric === 'rating' ? 'Average rating by month' : 'Reviews by month';
  const max =
    metric === 'rating'
      ? 5
      : evenAxisMax(points.flatMap((p) => [p.mine.reviews, p.competitors.reviews]));
  const last = points[points.length - 1]!;
  const figure = (side: Side) =>
    metric === 'rating' ? formatRating(side.average_rating) : formatCount(side.reviews);
  const values = (side: 'mine' | 'competitors') =>
    points.map((p) => (metric === 'rating' ? p[side].average_rating : p[side].reviews));
  const series =
    metric === 'rating'
      ? [
          { kind: 'line' as const, values: values('mine'), color: MINE_COLOR, dot: 3 },
          {
            kind: 'line' as const,
            values: values('competitors'),
            color: THEIRS_COLOR,
            dot: 3,
            dash: '6 3',
          },
        ]
      : [
          { kind: 'bar' as const, values: values('mine'), color: MINE_COLOR },
          { kind: 'bar' as const, values: values('competitors'), color: THEIRS_COLOR },
        ];

  return (
    <figure className="cmp-chart">
      <LineChart
        title={title}
        description={`${formatMonth(last.period)}: ${T.mine.toLowerCase()} ${figure(last.mine)}, competitors ${figure(last.competitors)}.`}
        width={640}
        height={220}
        padding={{ top: 14, right: 16, bottom: 32, left: 44 }}
        labels={points.map((p) => formatMonth(p.period))}
        labelOffset={10}
        barFraction={0.3}
        barMax={18}
        gridClassName="cmp-chart__grid"
        left={{
          max,
          grid: true,
          format: (v) => (metric === 'rating' ? v.toFixed(1) : formatCount(Math.round(v))),
        }}
        series={series}
      />
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
        const shares = sliceFractions(kinds.map((k) => r.sentiment[k]));
        const summary = total
          ? kinds.map((k) => `${Math.round((r.sentiment[k] / total) * 100)}% ${k}`).join(', ')
          : 'no reviews';
        return (
          <div key={r.label} className="cmp-sentiment__row">
            <p className="cmp-sentiment__label">{r.label}</p>
            <div className="cmp-sentiment__bar" role="img" aria-label={`${r.label}: ${summary}`}>
              {total > 0 &&
                kinds.map((k, i) =>
                  r.sentiment[k] > 0 ? (
                    <span
                      key={k}
                      style={{
                        width: barWidth(shares[i], 1),
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
                            width: barWidth(share, 1),
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
  const width = (v: number | null) => barWidth(v, max);
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
