import type {
  GroupScore,
  LocationScore,
  ScoreBreakdown,
  SubscoreBreakdown,
  TargetField,
} from '@plaudit/api-client/schemas';
import { useLocationScores } from '@plaudit/hooks';
import { Button, barWidth } from '@plaudit/ui-kit';
import { useEffect, useRef } from 'react';
import { CustomTargetsEditor } from './CustomTargetsEditor';
import {
  formatCompact,
  formatRating,
  formatScore,
  formatTarget,
  LOADING,
  PERF_TEXT,
} from './performance-format';
import { TARGET_FORM_FIELDS } from './target-fields';

export type BreakdownSubject = { kind: 'location' | 'group'; id: number; name: string };

export type BreakdownQuery = {
  start_date?: string;
  end_date?: string;
  source_id?: number[];
};

const SUBSCORES: (keyof ScoreBreakdown)[] = [
  'AverageRating',
  'ReviewVolume',
  'ResponseEfficiency',
  'LLHealth',
  'MediaPresence',
];
const LABEL = Object.fromEntries(TARGET_FORM_FIELDS.map((f) => [f.field, f.label])) as Record<
  TargetField,
  string
>;

/** A measure's actual value in its target's units (counts abbreviated over six digits). */
function formatMeasure(field: TargetField, v: number | null): string {
  if (v === null) return LOADING;
  if (field === 'avg_rating') return formatRating(v);
  if (field === 'response_rate' || field === 'll_sync_ratio') return `${Math.round(v * 100)}%`;
  if (field === 'response_time') return `${v.toFixed(2)} days`;
  return formatCompact(Math.round(v * 10) / 10);
}

const SOURCE_TEXT = {
  location: 'Measured against this location’s own targets.',
  account: 'Measured against the account’s targets.',
} as const;

/**
 * The score breakdown of one location or group (GET /location_score/...):
 * each subscore's value against its target, its weight and how it is computed,
 * the metrics behind it, and (locations, for editors) the custom targets.
 */
export function ScoreBreakdownPanel({
  subject,
  query,
  canEdit,
  onClose,
}: {
  subject: BreakdownSubject;
  query: BreakdownQuery;
  canEdit: boolean;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const scores = useLocationScores(subject.kind, {
    ...query,
    ...(subject.kind === 'group' ? { group_id: subject.id } : { location_id: subject.id }),
    per_page: 1,
  });
  const row = scores.data?.items[0] as LocationScore | GroupScore | undefined;
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section className="lp-breakdown" aria-labelledby="lp-breakdown-title">
      <header className="lp-breakdown-header">
        <h2 id="lp-breakdown-title" ref={heading} tabIndex={-1}>
          Score breakdown: {subject.name}
        </h2>
        <Button type="button" variant="secondary" size="sm" onClick={onClose}>
          Close breakdown
        </Button>
      </header>
      {scores.error ? (
        <p className="form-error" role="alert">
          {PERF_TEXT.subscoresError}
        </p>
      ) : !scores.data ? (
        <div className="skeleton skeleton--lines" role="status" aria-label="Loading the breakdown">
          <span />
          <span />
          <span />
          <span />
        </div>
      ) : !row ? (
        <p>{PERF_TEXT.empty}</p>
      ) : (
        <>
          <p className="lp-breakdown-summary">
            <span>
              Score <strong>{formatScore(row.score.value)}</strong>
            </span>
            <span>
              Target score <strong>{formatScore(row.target_score)}</strong>
            </span>
            <span data-testid="targets-source">
              {row.targets_source ? SOURCE_TEXT[row.targets_source] : 'No targets are set.'}
            </span>
          </p>
          <ul className="lp-subscores">
            {SUBSCORES.map((k) => (
              <SubscoreItem key={k} s={row.breakdown[k]} group={subject.kind === 'group'} />
            ))}
          </ul>
        </>
      )}
      {subject.kind === 'location' && canEdit && (
        <CustomTargetsEditor locationId={subject.id} onSaved={() => void scores.mutate()} />
      )}
    </section>
  );
}

/** A group's review volume and owner photos are per location (as its score measures them). */
const PER_LOCATION: TargetField[] = ['total_reviews', 'owner_photos_count'];

function SubscoreItem({ s, group }: { s: SubscoreBreakdown; group: boolean }) {
  const target = s.target === null ? null : barWidth(s.target, 100);
  return (
    <li className="lp-subscore">
      <div className="lp-subscore-head">
        <h3>{s.label}</h3>
        <span>Weight {s.weight}%</span>
      </div>
      <p className="lp-subscore-values">
        <span>
          Value <strong>{formatScore(s.value)}</strong>
        </span>
        <span>
          Target <strong>{s.target === null ? 'Not set' : formatScore(s.target)}</strong>
        </span>
      </p>
      <div className="lp-bar" aria-hidden="true">
        <span className="lp-bar-value" style={{ width: barWidth(s.value, 100) }} />
        {target !== null && <span className="lp-bar-target" style={{ left: target }} />}
      </div>
      <ul className="lp-measures">
        {s.measures.map((m) => (
          <li key={m.field}>
            {LABEL[m.field]}
            {group && PER_LOCATION.includes(m.field) ? ' per location' : ''}:{' '}
            {formatMeasure(m.field, m.actual)}
            {m.target !== null &&
              ` (target ${formatTarget(m.field, m.target)}, weight ${m.target_weight}%)`}
          </li>
        ))}
      </ul>
      <p className="lp-formula">
        <span className="lp-formula-label">How it is computed:</span> {s.formula}
      </p>
    </li>
  );
}
