import type { LocalSearchScan } from '@plaudit/api-client';
import { useId } from 'react';
import { formatDate, formatPeriod } from '../../lib/format';

const W = 420;
const H = 220;
const PAD = { top: 12, right: 16, bottom: 28, left: 36 };

const pct = (n: number | null) => (n === null ? '—' : `${Math.round(n * 100)}%`);

/**
 * Average rank per scan (line; rank 1 at the top) and the share of points in the
 * top 3 (bars), as SVG with a title and a summary like the console's other charts.
 */
export function TrendChart({ trend }: { trend: LocalSearchScan[] }) {
  const titleId = useId();
  const descId = useId();
  if (trend.length < 2) return <p>The trend appears after the second scan of this keyword.</p>;
  const worst = Math.max(5, ...trend.map((s) => Math.ceil(s.average_rank ?? 21)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / trend.length;
  const x = (i: number) => PAD.left + step * i + step / 2;
  const yRank = (r: number) => PAD.top + ((r - 1) / (worst - 1)) * innerH;
  const yShare = (s: number) => PAD.top + innerH - s * innerH;
  const first = trend[0]!;
  const last = trend.at(-1)!;
  const labelEvery = Math.ceil(trend.length / 4);
  return (
    <figure className="trend-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
        <title id={titleId}>Average rank and share of points in the top 3, per scan</title>
        <desc id={descId}>
          {`${trend.length} scans from ${formatDate(first.finished_at)} to ${formatDate(last.finished_at)}: average rank ${first.average_rank} then ${last.average_rank}; top 3 share ${pct(first.top3_share)} then ${pct(last.top3_share)}.`}
        </desc>
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={PAD.top + innerH}
          y2={PAD.top + innerH}
          stroke="#c8ccd4"
        />
        <text x={PAD.left - 6} y={yRank(1) + 4} textAnchor="end" fontSize="13" fill="#4a5265">
          1
        </text>
        <text x={PAD.left - 6} y={yRank(worst) + 4} textAnchor="end" fontSize="13" fill="#4a5265">
          {worst}
        </text>
        {trend.map((s, i) => (
          <rect
            key={s.id}
            x={x(i) - Math.max(2, step * 0.3)}
            width={Math.max(4, step * 0.6)}
            y={yShare(s.top3_share ?? 0)}
            height={PAD.top + innerH - yShare(s.top3_share ?? 0)}
            fill="#bbd7c4"
          />
        ))}
        <polyline
          fill="none"
          stroke="#1f2a44"
          strokeWidth="2"
          points={trend
            .map((s, i) => `${x(i).toFixed(1)},${yRank(s.average_rank ?? 21).toFixed(1)}`)
            .join(' ')}
        />
        {trend.map((s, i) => (
          <circle key={s.id} cx={x(i)} cy={yRank(s.average_rank ?? 21)} r="3.5" fill="#1f2a44" />
        ))}
        {trend.map((s, i) =>
          i % labelEvery === 0 || i === trend.length - 1 ? (
            <text key={s.id} x={x(i)} y={H - 8} textAnchor="middle" fontSize="13" fill="#4a5265">
              {formatPeriod(s.finished_at, 'day')}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="field__hint">
        Line: average rank (1 is best; unranked points count as 21). Bars: share of points in the
        top 3.
      </figcaption>
    </figure>
  );
}
