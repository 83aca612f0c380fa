import { DISPUTE_STATUS_LABELS, type DisputeStatus } from '@plaudit/api-client/schemas';

/** The badge tone of each dispute status (the review badges' colours). */
const TONE: Record<DisputeStatus, string> = {
  flagged: 'pending',
  submitted: 'draft',
  removed: 'published',
  rejected: 'error',
  withdrawn: 'neutral',
};

/** A dispute's status as a badge: "Dispute: Flagged". */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return (
    <span className={`review-badge review-badge--${TONE[status]}`}>
      Dispute: {DISPUTE_STATUS_LABELS[status]}
    </span>
  );
}
