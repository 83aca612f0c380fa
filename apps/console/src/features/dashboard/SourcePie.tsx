import type { SourceMetrics } from '@plaudit/api-client';
import { arcPath, formatCount, pieSlices } from './chart-data';

/** Reviews per source: the top 4 sources plus 'Other', with a legend that carries the figures. */
export function SourcePie({ sources }: { sources: readonly SourceMetrics[] }) {
  const slices = pieSlices(sources);
  if (!slices.length) return <p>No reviews in this period.</p>;
  let start = 0;
  const summary = slices.map((s) => `${s.label} ${s.percentage}%`).join(', ');
  return (
    <div className="source-pie">
      <svg viewBox="0 0 120 120" role="img" aria-label={`Reviews by source: ${summary}`}>
        {slices.map((s) => {
          const end = start + s.drawn / 100;
          const d = arcPath(60, 60, 56, start, end);
          start = end;
          return <path key={s.key} d={d} fill={s.color} stroke="#fff" strokeWidth={1} />;
        })}
      </svg>
      <ul className="source-pie__legend">
        {slices.map((s) => (
          <li key={s.key}>
            <span className="swatch" style={{ background: s.color }} aria-hidden="true" />
            <span className="source-pie__name">{s.label}</span>
            <span className="source-pie__value">
              {formatCount(s.count)} ({s.percentage.toLocaleString()}%)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
