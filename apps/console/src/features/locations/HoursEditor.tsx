import type { Weekday } from '@plaudit/api-client';
import { WEEKDAYS } from '@plaudit/api-client/schemas';
import { Button, TextInput } from '@plaudit/ui-kit';
import { useId } from 'react';
import {
  addHours,
  addRange,
  copyMondayToWeekdays,
  type HoursState,
  hoursErrors,
  isValidTimeEntry,
  removeHours,
  removeRange,
  setDay24,
  setDayOpen,
  setDayTime,
  TIME_OPTIONS,
  WEEKDAY_LABELS,
} from './hours';

/** The time options (every 30 minutes plus '24 hours') for every time input of a form. */
export function TimeOptions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {TIME_OPTIONS.map((t) => (
        <option key={t} value={t} />
      ))}
    </datalist>
  );
}

/** A time input: any accepted form, or a 30-minute option; invalid text gets error styling. */
export function TimeInput({
  label,
  value,
  onChange,
  listId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  listId: string;
}) {
  const invalid = value.trim() !== '' && !isValidTimeEntry(value);
  return (
    <TextInput
      className="time-input"
      aria-label={label}
      invalid={invalid}
      list={listId}
      placeholder="h:mm AM"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      // Enter picks a suggested time; it must not submit the location form around it.
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.preventDefault();
      }}
    />
  );
}

/** The weekly hours: Add Hours / Remove Hours, Closed, 24 hours and time ranges per day. */
export function HoursEditor({
  value,
  onChange,
  idPrefix = 'hours',
}: {
  value: HoursState;
  onChange: (next: HoursState) => void;
  idPrefix?: string;
}) {
  const listId = `${idPrefix}-times-${useId().replace(/:/g, '')}`;
  const errors = hoursErrors(value);
  if (!value.week)
    return (
      <div className="hours-editor">
        <p className="field__hint">
          {value.remove_hours ? 'Hours will be removed when you save.' : 'No hours set.'}
        </p>
        <Button type="button" variant="secondary" onClick={() => onChange(addHours())}>
          Add Hours
        </Button>
      </div>
    );
  const week = value.week;
  const set = (fn: (s: HoursState) => HoursState) => onChange(fn(value));
  return (
    <div className="hours-editor">
      <TimeOptions id={listId} />
      <p className="button-row">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => set(copyMondayToWeekdays)}
        >
          Copy Monday to all weekdays
        </Button>
      </p>
      <table className="hours-table">
        <caption className="pk-visually-hidden">Hours</caption>
        <tbody>
          {WEEKDAYS.map((day: Weekday) => {
            const d = week[day];
            const label = WEEKDAY_LABELS[day];
            return (
              <tr key={day}>
                <th scope="row">{label}</th>
                <td>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={!d.open}
                      onChange={(e) => set((s) => setDayOpen(s, day, !e.target.checked))}
                    />
                    Closed
                    <span className="pk-visually-hidden"> on {label}</span>
                  </label>
                </td>
                <td>
                  {d.open && (
                    <label className="check">
                      <input
                        type="checkbox"
                        checked={d.is_24_hours}
                        onChange={(e) => set((s) => setDay24(s, day, e.target.checked))}
                      />
                      24 hours
                      <span className="pk-visually-hidden"> on {label}</span>
                    </label>
                  )}
                </td>
                <td>
                  {d.open &&
                    !d.is_24_hours &&
                    d.hours.map((h, i) => (
                      <span key={i} className="time-range">
                        <TimeInput
                          label={`${label} opening time${i ? ` ${i + 1}` : ''}`}
                          value={h.open_time}
                          listId={listId}
                          onChange={(v) => set((s) => setDayTime(s, day, i, 'open_time', v))}
                        />
                        <span aria-hidden="true">to</span>
                        <TimeInput
                          label={`${label} closing time${i ? ` ${i + 1}` : ''}`}
                          value={h.close_time}
                          listId={listId}
                          onChange={(v) => set((s) => setDayTime(s, day, i, 'close_time', v))}
                        />
                        {d.hours.length > 1 && (
                          <button
                            type="button"
                            className="link-button"
                            onClick={() => set((s) => removeRange(s, day, i))}
                            aria-label={`Remove ${label} hours ${i + 1}`}
                          >
                            Remove
                          </button>
                        )}
                      </span>
                    ))}
                  {d.open && !d.is_24_hours && d.hours.length < 6 && (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => set((s) => addRange(s, day))}
                      aria-label={`Add hours on ${label}`}
                    >
                      Add hours
                    </button>
                  )}
                  {errors[day] && <span className="field__error">{errors[day]}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button type="button" variant="secondary" onClick={() => onChange(removeHours())}>
        Remove Hours
      </Button>
    </div>
  );
}
