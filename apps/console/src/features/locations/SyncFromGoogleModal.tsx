import {
  ApiError,
  type DiffField,
  type DiffValues,
  type Location,
  type LocationDiff,
} from '@plaudit/api-client';
import { OPEN_STATUS_LABELS, SYNC_MESSAGES, WEEKDAYS } from '@plaudit/api-client/schemas';
import { toast, useApi } from '@plaudit/hooks';
import { Button, Modal } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { describeHoliday, formatShortDate } from './holiday-hours';
import { describeDay, WEEKDAY_LABELS } from './hours';

const DIFF_LABELS: Record<DiffField, string> = {
  public_name: 'Public Name',
  phone: 'Phone',
  website: 'Website',
  open_status: 'Business Status',
  hours: 'Hours',
  special_hours: 'Holiday Hours',
};

function diffValue(values: DiffValues, field: DiffField) {
  const v = values[field];
  if (v === null || v === undefined || (Array.isArray(v) && v.length === 0))
    return SYNC_MESSAGES.noInfo;
  if (field === 'open_status') return OPEN_STATUS_LABELS[v as Location['open_status']] ?? String(v);
  if (field === 'hours') {
    const week = v as NonNullable<DiffValues['hours']>;
    return (
      <ul className="plain-list">
        {WEEKDAYS.map((d) => (
          <li key={d}>
            {WEEKDAY_LABELS[d]}: {describeDay(week[d])}
          </li>
        ))}
      </ul>
    );
  }
  if (field === 'special_hours') {
    const rows = v as NonNullable<DiffValues['special_hours']>;
    return (
      <ul className="plain-list">
        {rows.map((r) => (
          <li key={r.start_date}>
            {formatShortDate(r.start_date)}: {describeHoliday(r)}
          </li>
        ))}
      </ul>
    );
  }
  return String(v);
}

/** Sync From Google: loading, then an error, 'Nothing to sync' or the diff to accept. */
export function SyncFromGoogleModal({
  open,
  locationId,
  onClose,
  onSynced,
}: {
  open: boolean;
  locationId: number;
  onClose: () => void;
  onSynced: () => void;
}) {
  const { api } = useApi();
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'diff'; diff: LocationDiff }
  >({ kind: 'loading' });
  const [applying, setApplying] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setState({ kind: 'loading' });
    api.locations
      .diff(locationId)
      .then((diff) => live && setState({ kind: 'diff', diff }))
      .catch(
        (err) =>
          live &&
          setState({
            kind: 'error',
            message:
              err instanceof ApiError && err.status === 400 ? err.message : SYNC_MESSAGES.diffError,
          }),
      );
    return () => {
      live = false;
    };
  }, [open, locationId, api]);
  const accept = async () => {
    setApplying(true);
    try {
      const r = await api.locations.syncFromGoogle(locationId);
      toast.success(r.message || SYNC_MESSAGES.synced, 4000);
      onSynced();
    } catch (err) {
      toast.error(err, SYNC_MESSAGES.syncError);
    } finally {
      setApplying(false);
    }
  };
  const hasDiff = state.kind === 'diff' && state.diff.changed_fields.length > 0;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Sync From Google"
      width={760}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {hasDiff && (
            <Button
              type="button"
              variant="primary"
              disabled={applying}
              onClick={() => void accept()}
            >
              Accept Changes
            </Button>
          )}
        </>
      }
    >
      {state.kind === 'loading' && (
        <p role="status" className="sync-loading">
          Loading…
        </p>
      )}
      {state.kind === 'error' && (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'diff' && !hasDiff && <p>{SYNC_MESSAGES.nothingToSync}</p>}
      {state.kind === 'diff' && hasDiff && (
        <>
          {state.diff.changed_fields.includes('special_hours') && (
            <p className="field__warning">{SYNC_MESSAGES.holidayWarning}</p>
          )}
          <table className="simple-table diff-table">
            <caption className="pk-visually-hidden">Differences between Plaudit and Google</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Current</th>
                <th scope="col">Google</th>
              </tr>
            </thead>
            <tbody>
              {state.diff.changed_fields.map((f) => (
                <tr key={f}>
                  <th scope="row">{DIFF_LABELS[f]}</th>
                  <td>{diffValue(state.diff.target, f)}</td>
                  <td>{diffValue(state.diff.source, f)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Modal>
  );
}
