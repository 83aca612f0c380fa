import { errorMessage, type WeekHours } from '@plaudit/api-client';
import {
  BULK_HOURS_MESSAGES,
  normalizeSpecialHours,
  WEEKDAYS,
  type Weekday,
} from '@plaudit/api-client/schemas';
import { toast, useApi } from '@plaudit/hooks';
import { Button, Modal } from '@plaudit/ui-kit';
import { useState } from 'react';
import { WEEKDAY_LABELS } from '../locations/hours';
import { LL_TEXT } from './listing-logic';

type DayForm = { open: boolean; is24: boolean; openTime: string; closeTime: string };
const defaultDay = (d: Weekday): DayForm => ({
  open: d !== 'sunday',
  is24: false,
  openTime: '09:00',
  closeTime: '17:00',
});

/** Bulk Edit hours: the same weekly hours for the selected locations (POST /locations/bulk_hours). */
export function EditHoursModal({
  locationIds,
  onClose,
  onDone,
}: {
  locationIds: number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { api } = useApi();
  const [days, setDays] = useState<Record<Weekday, DayForm>>(
    () => Object.fromEntries(WEEKDAYS.map((d) => [d, defaultDay(d)])) as Record<Weekday, DayForm>,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ name: string | null; error: string }[]>([]);
  const set = (d: Weekday, patch: Partial<DayForm>) =>
    setDays((all) => ({ ...all, [d]: { ...all[d], ...patch } }));

  const submit = async () => {
    const hours = Object.fromEntries(
      WEEKDAYS.map((d) => {
        const f = days[d];
        return [
          d,
          {
            open: f.open,
            is_24_hours: f.open && f.is24,
            hours: f.open && !f.is24 ? [{ open_time: f.openTime, close_time: f.closeTime }] : [],
          },
        ];
      }),
    ) as WeekHours;
    setBusy(true);
    setError(null);
    try {
      const result = await api.locations.bulkHours({ location_ids: locationIds, hours });
      setFailed(result.failed);
      if (result.failed.length === 0) {
        toast.success(BULK_HOURS_MESSAGES.success, 3000);
        onDone();
      }
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Edit hours"
      description={BULK_HOURS_MESSAGES.applyTo(locationIds.length)}
      footer={
        <div className="button-row">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" variant="primary" disabled={busy} onClick={() => void submit()}>
            Confirm
          </Button>
        </div>
      }
    >
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {failed.length > 0 && (
        <div role="alert" className="form-error">
          <p>{BULK_HOURS_MESSAGES.failedCount(failed.length)}</p>
          <ul>
            {failed.map((f, i) => (
              <li key={`${f.name}-${i}`}>
                {f.name ?? 'Location'}: {f.error}
              </li>
            ))}
          </ul>
        </div>
      )}
      <table className="simple-table ll-hours">
        <caption className="pk-visually-hidden">Weekly hours</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Open</th>
            <th scope="col">24 hrs</th>
            <th scope="col">Opens</th>
            <th scope="col">Closes</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((d) => {
            const f = days[d];
            return (
              <tr key={d}>
                <th scope="row">{WEEKDAY_LABELS[d]}</th>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${WEEKDAY_LABELS[d]} open`}
                    checked={f.open}
                    onChange={(e) => set(d, { open: e.target.checked })}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${WEEKDAY_LABELS[d]} open 24 hours`}
                    checked={f.is24}
                    disabled={!f.open}
                    onChange={(e) => set(d, { is24: e.target.checked })}
                  />
                </td>
                <td>
                  <input
                    type="time"
                    aria-label={`${WEEKDAY_LABELS[d]} opening time`}
                    value={f.openTime}
                    disabled={!f.open || f.is24}
                    onChange={(e) => set(d, { openTime: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    type="time"
                    aria-label={`${WEEKDAY_LABELS[d]} closing time`}
                    value={f.closeTime}
                    disabled={!f.open || f.is24}
                    onChange={(e) => set(d, { closeTime: e.target.value })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Modal>
  );
}

type HolidayEntry = { key: number; date: string; closed: boolean; open: string; close: string };

/** The holiday entries that are sent: only those with a start date, hours normalised and sorted. */
export function holidayPayloads(entries: readonly Omit<HolidayEntry, 'key'>[]) {
  return entries
    .filter((e) => e.date)
    .map((e) => ({
      start_date: e.date,
      closed: e.closed,
      hours: normalizeSpecialHours({
        closed: e.closed,
        hours: e.closed ? [] : [{ open_time: e.open, close_time: e.close }],
      }),
    }));
}

export const HOLIDAY_OVERRIDE_WARNING =
  'Holiday hours already set on these dates for the selected locations will be overridden.';

/**
 * Bulk Add Holiday Hours: the first Confirm shows the override warning and becomes
 * 'Continue anyway'; the second submits, one POST /special_hours per entry.
 */
export function HolidayHoursModal({
  locationIds,
  onClose,
  onDone,
}: {
  locationIds: number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { api } = useApi();
  const [entries, setEntries] = useState<HolidayEntry[]>([
    { key: 1, date: '', closed: true, open: '09:00', close: '17:00' },
  ]);
  const [warned, setWarned] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (key: number, patch: Partial<HolidayEntry>) =>
    setEntries((all) => all.map((e) => (e.key === key ? { ...e, ...patch } : e)));

  const confirm = async () => {
    if (!warned) {
      setWarned(true);
      return;
    }
    setBusy(true);
    try {
      for (const p of holidayPayloads(entries))
        await api.specialHours.createBulk({ ...p, location_ids: locationIds });
      toast.success(LL_TEXT.holidaySuccess, 3000);
      onDone();
    } catch (err) {
      toast.alert(errorMessage(err), 3000);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Add Holiday Hours"
      description={`These changes will be applied to ${locationIds.length} selected location(s)`}
      footer={
        <div className="button-row">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="primary"
            disabled={busy || !entries.some((e) => e.date)}
            onClick={() => void confirm()}
          >
            {warned ? LL_TEXT.continueAnyway : 'Confirm'}
          </Button>
        </div>
      }
    >
      {warned && (
        <p className="ll-warning" role="alert">
          {HOLIDAY_OVERRIDE_WARNING}
        </p>
      )}
      {entries.map((e, i) => (
        <fieldset key={e.key} className="ll-holiday">
          <legend>Holiday {i + 1}</legend>
          <div className="field">
            <label htmlFor={`hol-date-${e.key}`}>Date</label>
            <input
              id={`hol-date-${e.key}`}
              type="date"
              value={e.date}
              onChange={(ev) => set(e.key, { date: ev.target.value })}
            />
          </div>
          <label className="ll-check">
            <input
              type="checkbox"
              checked={e.closed}
              onChange={(ev) => set(e.key, { closed: ev.target.checked })}
            />{' '}
            Closed
          </label>
          {!e.closed && (
            <div className="ll-holiday__times">
              <div className="field">
                <label htmlFor={`hol-open-${e.key}`}>Opens</label>
                <input
                  id={`hol-open-${e.key}`}
                  type="time"
                  value={e.open}
                  onChange={(ev) => set(e.key, { open: ev.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`hol-close-${e.key}`}>Closes</label>
                <input
                  id={`hol-close-${e.key}`}
                  type="time"
                  value={e.close}
                  onChange={(ev) => set(e.key, { close: ev.target.value })}
                />
              </div>
            </div>
          )}
        </fieldset>
      ))}
      <button
        type="button"
        className="link-button"
        onClick={() =>
          setEntries((all) => [
            ...all,
            { key: Date.now(), date: '', closed: true, open: '09:00', close: '17:00' },
          ])
        }
      >
        Add another date
      </button>
    </Modal>
  );
}
