import type { LocalSearchScan } from '@plaudit/api-client';
import { LineChart } from '@plaudit/ui-kit';
import { formatDate, formatPeriod } from '../../lib/format';

const pct = (n: number | null) => (n === null ? '—' : `${Math.round(n * 100)}%`);

/**
 * Average rank per scan (line; rank 1 at the top) and the share of points in the
 * top 3 (bars): the ui-kit chart with a title and a summary like the console's other charts.
 */
export function TrendChart({ trend }: { trend: LocalSearchScan[] }) {
  if (trend.length < 2) return <p>The trend appears after the second scan of this keyword.</p>;
  const worst = Math.max(5, ...trend.map((s) => Math.ceil(s.average_rank ?? 21)));
  const first = trend[0]!;
  const last = trend.at(-1)!;
  return (
    <figure className="trend-chart">
      <LineChart
        title="Average rank and share of points in the top 3, per scan"
        description={`${trend.length} scans from ${formatDate(first.finished_at)} to ${formatDate(last.finished_at)}: average rank ${first.average_rank} then ${last.average_rank}; top 3 share ${pct(first.top3_share)} then ${pct(last.top3_share)}.`}
        width={420}
        height={220}
        padding={{ top: 12, right: 16, bottom: 28, left: 36 }}
        labels={trend.map((s) => formatPeriod(s.finished_at, 'day'))}
        maxLabels={4}
        labelLast
        barMin={4}
        baseline="#c8ccd4"
        textStyle={{ fontSize: 13, fill: '#4a5265' }}
        left={{ min: 1, max: worst, inverted: true, ticks: [0, 1], format: String }}
        right={{ max: 1, ticks: [] }}
        series={[
          {
            kind: 'bar',
            axis: 'right',
            values: trend.map((s) => s.top3_share ?? 0),
            color: '#bbd7c4',
          },
          {
            kind: 'line',
            values: trend.map((s) => s.average_rank ?? 21),
            color: '#1f2a44',
            dot: 3.5,
          },
        ]}
      />
      <figcaption className="field__hint">
        Line: average rank (1 is best; unranked points count as 21). Bars: share of points in the
        top 3.
      </figcaption>
    </figure>
  );
}
