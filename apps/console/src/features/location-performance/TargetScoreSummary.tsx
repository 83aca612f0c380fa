import type { TargetScoreRow } from '@plaudit/api-client/schemas';
import { useTargetScores } from '@plaudit/hooks';
import { formatScore, PERF_TEXT } from './performance-format';

export type TargetScoresFilters = {
  start_date?: string;
  end_date?: string;
  group_id?: number;
  location_id?: number;
  source_id?: number[];
  group_by: 'location' | 'group';
};

/** How many rows the summary lists (the best by target score). */
export const TARGET_TOP_N = 5;

/** The change against the previous period: up, down or flat, with its text alternative. */
export function trendOf(
  now: number | null,
  before: number | null,
): { kind: 'up' | 'down' | 'flat'; text: string } | null {
  if (now === null || before === null) return null;
  const d = Math.round((now - before) * 10) / 10;
  if (d === 0) return { kind: 'flat', text: 'no change vs previous period' };
  const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;
  return d > 0
    ? { kind: 'up', text: `up ${points(d)} vs previous period` }
    : { kind: 'down', text: `down ${points(-d)} vs previous period` };
}

function Trend({ now, before }: { now: number | null; before: number | null }) {
  const t = trendOf(now, before);
  if (!t) return <span className="lp-trend">No previous period</span>;
  return (
    <span className={`lp-trend lp-trend--${t.kind}`}>
      <span aria-hidden="true">{t.kind === 'up' ? '▲ ' : t.kind === 'down' ? '▼ ' : '= '}</span>
      {t.text}
    </span>
  );
}

/**
 * Target scores (GET /target_scores with with_lag): the mean target score of
 * the rows in the filters and its trend against the previous period, with the
 * best TARGET_TOP_N locations (or groups) and theirs.
 */
export function TargetScoreSummary({ filters }: { filters: TargetScoresFilters }) {
  const all = useTargetScores({ ...filters, with_lag: true });
  const top = useTargetScores({ ...filters, with_lag: true, top_n: TARGET_TOP_N });
  const error = all.error || top.error;
  const noun = filters.group_by === 'group' ? 'groups' : 'locations';
  return (
    <section className="lp-target-scores" aria-labelledby="lp-target-scores-title">
      <h2 id="lp-target-scores-title">Target score</h2>
      {error ? (
        <p className="form-error" role="alert">
          {PERF_TEXT.targetScoresError}
        </p>
      ) : !all.data || !top.data ? (
        <div className="skeleton skeleton--lines" role="status" aria-label="Loading target scores">
          <span />
          <span />
        </div>
      ) : all.data.total_score === null ? (
        <p>No target score yet: set targets to see how close your {noun} come to them.</p>
      ) : (
        <>
          <p className="lp-target-total">
            <span>
              All {noun}: <strong>{formatScore(all.data.total_score)}</strong>
            </span>{' '}
            <Trend now={all.data.total_score} before={all.data.lag_score} />
          </p>
          <p className="lp-target-total">
            <span>
              Best {Math.min(TARGET_TOP_N, top.data._embedded.target_scores.length)}:{' '}
              <strong>{formatScore(top.data.total_score)}</strong>
            </span>{' '}
            <Trend now={top.data.total_score} before={top.data.lag_score} />
          </p>
          <ol className="lp-target-list" aria-label={`Best ${noun} by target score`}>
            {top.data._embedded.target_scores.map((r: TargetScoreRow) => (
              <li key={r.id}>
                <span className="lp-target-name">{r.name}</span>{' '}
                <strong>{formatScore(r.total_score)}</strong>{' '}
                <Trend now={r.total_score} before={r.lag_score} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
