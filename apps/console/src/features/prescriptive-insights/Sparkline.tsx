import type { PrescriptiveInsight } from '@plaudit/api-client';
import { Sparkline as Line } from '@plaudit/ui-kit';
import { formatDate } from '../../lib/format';

/** A weekly figure as a small line; its label and first and last values are its accessible name. */
export function Sparkline({ trend }: { trend: PrescriptiveInsight['trend'] }) {
  const known = trend.points.filter((p) => p.value !== null) as { week: string; value: number }[];
  if (known.length < 2) return null;
  const first = known[0]!;
  const last = known[known.length - 1]!;
  const label = `${trend.label}: ${first.value} in the week of ${formatDate(first.week)}, ${last.value} in the week of ${formatDate(last.week)}`;
  return (
    <figure className="insight-spark">
      <Line
        label={label}
        values={trend.points.map((p) => p.value)}
        width={160}
        height={40}
        color="#2563eb"
        sized
      />
      <figcaption>{trend.label}</figcaption>
    </figure>
  );
}
