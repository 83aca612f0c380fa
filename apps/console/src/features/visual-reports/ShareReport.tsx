import {
  VISUAL_REPORT_SHARING,
  type VisualReport,
  type VisualReportSharing,
} from '@plaudit/api-client';
import { toast, useApi, useSession, useUsers } from '@plaudit/hooks';
import { Button, Modal } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { SHARING_LABELS, VR_TEXT } from './visual-reports-text';

/**
 * Share: private (its creator and administrators), chosen users of the account, or everyone in
 * the account. Only who may edit the report (its creator, administrators) sees the button.
 */
export function ShareReport({
  report,
  open,
  onClose,
  onSaved,
}: {
  report: VisualReport;
  open: boolean;
  onClose: () => void;
  onSaved: (r: VisualReport) => void;
}) {
  const id = useId();
  const { api } = useApi();
  const me = useSession((s) => s.auth.user_id);
  const users = useUsers(open ? { per_page: 100, sort: { by: 'name', order: 'asc' } } : null);
  const [sharing, setSharing] = useState<VisualReportSharing>(report.sharing);
  const [chosen, setChosen] = useState<number[]>(report.shared_user_ids);
  const [busy, setBusy] = useState(false);
  const others = (users.data?.items ?? []).filter(
    (u) => u.id !== me && u.id !== report.created_by_user_id,
  );

  const save = async () => {
    setBusy(true);
    try {
      const saved = await api.visualReports.update(report.id, {
        sharing,
        shared_user_ids: sharing === 'users' ? chosen : [],
      });
      toast.success('Sharing saved', 3000);
      onSaved(saved);
      onClose();
    } catch (err) {
      toast.error(err, VR_TEXT.saveError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Share “${report.name}”`}
      footer={
        <div className="button-row">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="primary"
            disabled={busy || (sharing === 'users' && chosen.length === 0)}
            onClick={() => void save()}
          >
            Save
          </Button>
        </div>
      }
    >
      <fieldset className="vr-share">
        <legend>Who can see this report</legend>
        {VISUAL_REPORT_SHARING.map((s) => (
          <label key={s} className="vr-share__option">
            <input
              type="radio"
              name={`${id}-sharing`}
              value={s}
              checked={sharing === s}
              onChange={() => setSharing(s)}
            />
            {SHARING_LABELS[s]}
          </label>
        ))}
      </fieldset>
      {sharing === 'users' && (
        <fieldset className="vr-share vr-share__users">
          <legend>Users</legend>
          {users.error ? (
            <p role="alert">The users could not be loaded.</p>
          ) : !users.data ? (
            <p role="status">Loading users…</p>
          ) : others.length === 0 ? (
            <p>No other users in this account.</p>
          ) : (
            others.map((u) => (
              <label key={u.id} className="vr-share__option">
                <input
                  type="checkbox"
                  checked={chosen.includes(u.id)}
                  onChange={(e) =>
                    setChosen((c) =>
                      e.target.checked ? [...c, u.id] : c.filter((x) => x !== u.id),
                    )
                  }
                />
                {u.name || u.email} <span className="vr-share__email">{u.email}</span>
              </label>
            ))
          )}
        </fieldset>
      )}
      <p className="field__hint">Only the report’s creator and administrators can change it.</p>
    </Modal>
  );
}
