import type { SourceMetrics } from '@plaudit/api-client';
import { DonutChart } from '@plaudit/ui-kit';
import { formatCount, pieSlices } from './chart-data';

/** Reviews per source: the top 4 sources plus 'Other', with a legend that carries the figures. */
export function SourcePie({ sources }: { sources: readonly SourceMetrics[] }) {
  const slices = pieSlices(sources);
  if (!slices.length) return <p>No reviews in this period.</p>;
  const summary = slices.map((s) => `${s.label} ${s.percentage}%`).join(', ');
  return (
    <div className="source-pie">
      <DonutChart
        title={`Reviews by source: ${summary}`}
        slices={slices.map((s) => ({ key: s.key, value: s.drawn, color: s.color }))}
      />
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
