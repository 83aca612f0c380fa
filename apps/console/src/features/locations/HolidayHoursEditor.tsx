import { Button } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { TimeInput, TimeOptions } from './HoursEditor';
import {
  CONSECUTIVE_CLOSED_WARNING,
  type HolidayRow,
  hasLongClosure,
  holidayErrors,
  holidayWarnings,
  newHolidayRow,
  setHolidayTime,
} from './holiday-hours';

/** Said beside a disabled Save / Add Location while a holiday row is unfinished or wrong. */
export const HOLIDAY_BLOCKS_SAVE = 'Finish or remove the holiday hours above to save.';

/** Holiday (special) hours rows: date, Closed, 24 hours, times; errors and warnings per row. */
export function HolidayHoursEditor({
  rows,
  onChange,
  today,
}: {
  rows: HolidayRow[];
  onChange: (rows: HolidayRow[]) => void;
  today: string;
}) {
  const listId = `holiday-times-${useId().replace(/:/g, '')}`;
  const errors = holidayErrors(rows, today);
  // A row just added has no date yet: that is said once its date field is left, not at once.
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const shownError = (row: HolidayRow) =>
    row.start_date || left.has(row.id) ? errors[row.id] : undefined;
  const warnings = holidayWarnings(rows, today);
  const update = (id: string, fn: (r: HolidayRow) => HolidayRow) =>
    onChange(rows.map((r) => (r.id === id ? fn(r) : r)));
  return (
    <div className="holiday-editor">
      <TimeOptions id={listId} />
      {rows.length === 0 && <p className="field__hint">No holiday hours set.</p>}
      <ul className="holiday-rows">
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <li key={row.id} className="holiday-row" aria-label={`Holiday hours ${n}`}>
              <div className="holiday-row__fields">
                <label className="field field--inline">
                  <span>Date</span>
                  <input
                    type="date"
                    value={row.start_date}
                    aria-invalid={Boolean(shownError(row)) || undefined}
                    aria-label={`Holiday date ${n}`}
                    onBlur={() => setLeft((s) => new Set(s).add(row.id))}
                    onChange={(e) => update(row.id, (r) => ({ ...r, start_date: e.target.value }))}
                  />
                </label>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={row.closed}
                    onChange={(e) =>
                      update(row.id, (r) => ({
                        ...r,
                        closed: e.target.checked,
                        is_24_hours: e.target.checked ? false : r.is_24_hours,
                      }))
                    }
                  />
                  Closed<span className="pk-visually-hidden"> on holiday {n}</span>
                </label>
                {!row.closed && (
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={row.is_24_hours}
                      onChange={(e) =>
                        update(row.id, (r) => ({
                          ...r,
                          is_24_hours: e.target.checked,
                          hours: r.hours.length
                            ? r.hours
                            : [{ open_time: '9:00 AM', close_time: '5:00 PM' }],
                        }))
                      }
                    />
                    24 hours<span className="pk-visually-hidden"> on holiday {n}</span>
                  </label>
                )}
                {!row.closed &&
                  !row.is_24_hours &&
                  (row.hours.length ? row.hours : [{ open_time: '', close_time: '' }]).map(
                    (h, i) => (
                      <span key={i} className="time-range">
                        <TimeInput
                          label={`Holiday ${n} opening time`}
                          value={h.open_time}
                          listId={listId}
                          onChange={(v) =>
                            update(row.id, (r) => setHolidayTime(r, i, 'open_time', v))
                          }
                        />
                        <span aria-hidden="true">to</span>
                        <TimeInput
                          label={`Holiday ${n} closing time`}
                          value={h.close_time}
                          listId={listId}
                          onChange={(v) =>
                            update(row.id, (r) => setHolidayTime(r, i, 'close_time', v))
                          }
                        />
                      </span>
                    ),
                  )}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
                  aria-label={`Remove holiday hours ${n}`}
                >
                  Remove
                </button>
              </div>
              {shownError(row) && (
                <p className="field__error" role="alert">
                  {shownError(row)}
                </p>
              )}
              {!errors[row.id] && warnings[row.id] && (
                <p className="field__warning">{warnings[row.id]}</p>
              )}
            </li>
          );
        })}
      </ul>
      {hasLongClosure(rows) && <p className="field__warning">{CONSECUTIVE_CLOSED_WARNING}</p>}
      <Button
        type="button"
        variant="secondary"
        onClick={() => onChange([...rows, newHolidayRow()])}
      >
        Add Holiday Hours
      </Button>
    </div>
  );
}
