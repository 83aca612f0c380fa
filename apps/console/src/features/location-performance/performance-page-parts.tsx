import { buttonClass } from '@plaudit/ui-kit';
import { Link } from 'react-router';
import { isGroupRow, LocationAddress, type PerformanceRow } from './performance-columns';
import { PERF_TEXT } from './performance-format';
import type { BreakdownSubject } from './ScoreBreakdownPanel';

/** The name cell of a row: the dashboard link, the address and the score breakdown button. */
export function RowName({
  row,
  href,
  name,
  open,
  onBreakdown,
}: {
  row: PerformanceRow;
  href: string;
  name: string;
  open: BreakdownSubject | null;
  onBreakdown?: (s: BreakdownSubject) => void;
}) {
  const subject: BreakdownSubject = isGroupRow(row)
    ? { kind: 'group', id: row.id, name }
    : { kind: 'location', id: row.location_id, name };
  return (
    <th scope="row">
      <Link to={href}>{name}</Link>
      {!isGroupRow(row) && <LocationAddress row={row} />}
      {onBreakdown && (
        <button
          type="button"
          className="lp-breakdown-open"
          aria-label={`Score breakdown for ${name}`}
          aria-expanded={open?.kind === subject.kind && open.id === subject.id}
          onClick={() => onBreakdown(subject)}
        >
          Score breakdown
        </button>
      )}
    </th>
  );
}

/** The table's error, no-groups and empty states (spec 3 section 8 texts). */
export function PerformanceMessage(
  props:
    | { kind: 'error' }
    | { kind: 'noGroups'; addGroupHref?: string }
    | { kind: 'empty'; canAddLocations: boolean },
) {
  if (props.kind === 'error')
    return (
      <div className="lp-message" role="alert">
        <p>
          <strong>{PERF_TEXT.tableError}</strong>
        </p>
        <p>{PERF_TEXT.tableErrorHint}</p>
      </div>
    );
  if (props.kind === 'noGroups')
    return (
      <div className="lp-message">
        <p>
          <strong>{PERF_TEXT.emptyGroups}</strong>
        </p>
        {props.addGroupHref && (
          <Link className={buttonClass('primary')} to={props.addGroupHref}>
            {PERF_TEXT.addGroup}
          </Link>
        )}
      </div>
    );
  return (
    <div className="lp-message">
      <p>
        <strong>{PERF_TEXT.empty}</strong>
      </p>
      <p>{props.canAddLocations ? PERF_TEXT.emptyHintAdd : PERF_TEXT.emptyHint}</p>
    </div>
  );
}
