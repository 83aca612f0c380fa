import type { PrescriptiveInsight } from '@plaudit/api-client';
import { formatDate } from '../../lib/format';

const W = 160;
const H = 40;

/** A weekly figure as a small line; its label and first and last values are its accessible name. */
export function Sparkline({ trend }: { trend: PrescriptiveInsight['trend'] }) {
  const known = trend.points.filter((p) => p.value !== null) as { week: string; value: number }[];
  if (known.length < 2) return null;
  const values = known.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const n = trend.points.length;
  const coords = trend.points
    .map((p, i) =>
      p.value === null
        ? null
        : `${((i / Math.max(1, n - 1)) * (W - 4) + 2).toFixed(1)},${(H - 2 - ((p.value - min) / span) * (H - 4)).toFixed(1)}`,
    )
    .filter((c): c is string => c !== null);
  const first = known[0]!;
  const last = known[known.length - 1]!;
  const label = `${trend.label}: ${first.value} in the week of ${formatDate(first.week)}, ${last.value} in the week of ${formatDate(last.week)}`;
  return (
    <figure className="insight-spark">
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={label}>
        <polyline points={coords.join(' ')} fill="none" stroke="#2563eb" strokeWidth="2" />
      </svg>
      <figcaption>{trend.label}</figcaption>
    </figure>
  );
}
