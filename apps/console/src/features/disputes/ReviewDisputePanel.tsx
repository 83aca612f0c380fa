import type { Review } from '@plaudit/api-client';
import {
  DISPUTE_NOTE_MAX_LENGTH,
  DISPUTE_REASON_LABELS,
  type DisputeStatus,
} from '@plaudit/api-client/schemas';
import { toast, toastError, useApi, usePermission } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { DisputeDialog } from './DisputeDialog';
import { DisputeStatusBadge } from './DisputeStatusBadge';

const STEP_LABELS: Partial<Record<DisputeStatus, string>> = {
  submitted: 'Mark submitted',
  removed: 'Mark removed',
  rejected: 'Mark rejected',
  withdrawn: 'Withdraw dispute',
};
const STEP_DONE: Partial<Record<DisputeStatus, string>> = {
  submitted: 'Dispute marked submitted',
  removed: 'Dispute marked removed',
  rejected: 'Dispute marked rejected',
  withdrawn: 'Dispute withdrawn',
};

/**
 * The review's dispute (the dispute_reviews setting): flag it, report it on the site's own page,
 * then record the site's decision. Each step lands in the review's history.
 */
export function ReviewDisputePanel({
  review,
  onChanged,
}: {
  review: Review;
  onChanged: () => Promise<unknown>;
}) {
  const { api } = useApi();
  const { can, hasSetting } = usePermission();
  const base = useBasePath();
  const id = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (!hasSetting('dispute_reviews')) return null;
  const canUpdate = can('review', 'update');
  const d = review.dispute;
  const open = d !== null && (d.status === 'flagged' || d.status === 'submitted');
  const next: DisputeStatus[] =
    d?.status === 'flagged'
      ? ['submitted', 'withdrawn']
      : d?.status === 'submitted'
        ? ['removed', 'rejected', 'withdrawn']
        : [];

  const step = async (status: DisputeStatus) => {
    if (!d) return;
    setBusy(true);
    try {
      await api.disputes.update(d.id, { status, ...(note.trim() ? { note: note.trim() } : {}) });
      setNote('');
      toast.success(STEP_DONE[status] ?? 'Dispute updated', 3000);
      await onChanged();
    } catch (err) {
      toastError(err, 'The dispute could not be updated. Please try again.');
      await onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="review-section review-dispute" aria-labelledby={`${id}-title`}>
      <header className="page-header">
        <h2 id={`${id}-title`}>Dispute</h2>
        <Link to={withBase(base, '/disputes')}>All disputes</Link>
      </header>
      {d ? (
        <p className="review-dispute__status">
          <DisputeStatusBadge status={d.status} /> {DISPUTE_REASON_LABELS[d.reason]}
        </p>
      ) : (
        <p className="empty-state__description">
          Not disputed. Flag this review if it breaks {review.source_name}’s rules (spam, fake,
          conflict of interest, off-topic, offensive or personal information).
        </p>
      )}
      {d?.status === 'flagged' && (
        <ol className="review-dispute__steps">
          <li>
            Report the review on {review.source_name}
            {d.report_url ? (
              <>
                :{' '}
                <a href={d.report_url} target="_blank" rel="noreferrer noopener">
                  Open {review.source_name}’s reporting page
                </a>
              </>
            ) : review.url ? (
              <>
                :{' '}
                <a href={review.url} target="_blank" rel="noreferrer noopener">
                  Open the review on {review.source_name}
                </a>
              </>
            ) : (
              ' (Plaudit knows no reporting page for this site).'
            )}
          </li>
          <li>Then mark the dispute submitted.</li>
        </ol>
      )}
      {d?.status === 'submitted' && (
        <p>
          Reported to {review.source_name}. When the site decides, mark the review removed or the
          report rejected.
        </p>
      )}
      {open && canUpdate && (
        <>
          <div className="field">
            <label htmlFor={`${id}-note`}>Note on this step (optional)</label>
            <textarea
              id={`${id}-note`}
              rows={2}
              maxLength={DISPUTE_NOTE_MAX_LENGTH}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <div className="button-row">
            {next.map((s) => (
              <Button
                key={s}
                variant={s === 'withdrawn' ? 'secondary' : 'primary'}
                disabled={busy}
                onClick={() => void step(s)}
              >
                {STEP_LABELS[s]}
              </Button>
            ))}
          </div>
        </>
      )}
      {!open && canUpdate && (
        <p>
          <Button type="button" variant="secondary" onClick={() => setDialogOpen(true)}>
            Dispute
          </Button>
        </p>
      )}
      <DisputeDialog
        review={review}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onFlagged={onChanged}
      />
    </section>
  );
}
