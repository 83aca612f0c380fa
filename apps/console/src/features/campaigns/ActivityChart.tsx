import type { CampaignOverviewReport } from '@plaudit/api-client';
import { useId } from 'react';
import { formatDate, formatPeriod } from '../../lib/format';

const W = 640;
const H = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 36 };

/** Requests sent (bars) and answers received (line) per day: SVG with a title and summary. */
export function ActivityChart({ timeline }: { timeline: CampaignOverviewReport['timeline'] }) {
  const titleId = useId();
  const descId = useId();
  if (!timeline.some((d) => d.sent || d.responses))
    return <p>No requests were sent and no answers came in this period.</p>;
  const max = Math.max(2, ...timeline.flatMap((d) => [d.sent, d.responses]));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / timeline.length;
  const x = (i: number) => PAD.left + step * i + step / 2;
  const y = (n: number) => PAD.top + innerH - (n / max) * innerH;
  const sent = timeline.reduce((a, d) => a + d.sent, 0);
  const answered = timeline.reduce((a, d) => a + d.responses, 0);
  const labelEvery = Math.ceil(timeline.length / 6);
  return (
    <figure className="activity-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
        <title id={titleId}>Requests sent and answers received per day</title>
        <desc id={descId}>
          {`${timeline.length} days from ${formatDate(timeline[0]!.date)} to ${formatDate(timeline.at(-1)!.date)}: ${sent} requests sent, ${answered} answers.`}
        </desc>
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="#c8ccd4" />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" fontSize="11" fill="#4a5265">
          {max}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" fontSize="11" fill="#4a5265">
          0
        </text>
        {timeline.map((d, i) => (
          <rect
            key={d.date}
            x={x(i) - Math.max(1, step * 0.35)}
            width={Math.max(2, step * 0.7)}
            y={y(d.sent)}
            height={y(0) - y(d.sent)}
            fill="#9fb3d9"
          />
        ))}
        <polyline
          fill="none"
          stroke="#1f2a44"
          strokeWidth="2"
          points={timeline
            .map((d, i) => `${x(i).toFixed(1)},${y(d.responses).toFixed(1)}`)
            .join(' ')}
        />
        {timeline.map((d, i) =>
          i % labelEvery === 0 ? (
            <text key={d.date} x={x(i)} y={H - 8} textAnchor="middle" fontSize="11" fill="#4a5265">
              {formatPeriod(d.date, 'day')}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="field__hint">Bars: requests sent. Line: answers received.</figcaption>
    </figure>
  );
}
