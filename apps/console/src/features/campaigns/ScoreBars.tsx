import type { ScoreDistribution } from '@plaudit/api-client';
import { barWidth } from '@plaudit/ui-kit';

/** A distribution as labelled bars: a list a screen reader reads as "label: count". */
export function ScoreBars({
  label,
  distribution,
}: {
  label: string;
  distribution: ScoreDistribution;
}) {
  const max = Math.max(1, ...distribution.map((d) => d.count));
  return (
    <ul className="score-bars" aria-label={label}>
      {distribution.map((d) => (
        <li key={d.score}>
          <span>{d.label}</span>
          <span className="score-bars__bar" aria-hidden="true">
            <span style={{ width: barWidth(d.count, max) }} />
          </span>
          <span>
            <span className="pk-visually-hidden">: </span>
            {d.count.toLocaleString()}
          </span>
        </li>
      ))}
    </ul>
  );
}
