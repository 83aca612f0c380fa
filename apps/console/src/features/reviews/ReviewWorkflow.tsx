import type { Review, User } from '@plaudit/api-client';
import { REVIEW_STATUSES } from '@plaudit/api-client/schemas';
import { toast, toastError, useApi, usePermission, useSession, useUsers } from '@plaudit/hooks';
import { Button, Select } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { formatDateTime, REVIEW_STATUS_LABELS } from './review-helpers';

const SAVE_ERROR = 'The review could not be updated. Please try again.';

/** Users a review may be assigned to: everyone but e-mail-only recipients. */
export const assignable = (users: readonly User[]) =>
  users.filter((u) => u.user_type !== 'email_only');

/**
 * The review's place in the team's work: its status and who it is assigned to, saved as soon
 * as they change. Users who cannot list users still assign to themselves (or to nobody).
 */
export function ReviewWorkflow({
  review,
  onChanged,
}: {
  review: Review;
  onChanged: () => Promise<unknown>;
}) {
  const { api } = useApi();
  const { can } = usePermission();
  const me = useSession((s) => s.auth.user_id);
  const canUpdate = can('review', 'update');
  const { data: users } = useUsers(
    can('user', 'read') ? { per_page: 250, sort: { by: 'name' } } : null,
  );
  const [busy, setBusy] = useState(false);
  const id = useId();

  const save = async (
    body: { status?: Review['status']; assigned_user_id?: number | null },
    done: string,
  ) => {
    setBusy(true);
    try {
      await api.reviews.update(review.id, body);
      toast.success(done, 3000);
      await onChanged();
    } catch (err) {
      toastError(err, SAVE_ERROR);
    } finally {
      setBusy(false);
    }
  };

  const options = new Map<number, string>();
  for (const u of assignable(users?.items ?? [])) options.set(u.id, u.name);
  if (me) options.set(me, options.get(me) ?? 'Me');
  if (review.assigned_user_id && review.assigned_user_name)
    options.set(review.assigned_user_id, review.assigned_user_name);

  return (
    <section className="review-section review-workflow" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Workflow</h2>
      <div className="review-workflow__fields">
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <Select
            id={`${id}-status`}
            value={review.status}
            disabled={!canUpdate || busy}
            onChange={(e) => save({ status: e.target.value as Review['status'] }, 'Status updated')}
          >
            {REVIEW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {REVIEW_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-assignee`}>Assigned to</label>
          <Select
            id={`${id}-assignee`}
            value={review.assigned_user_id ?? ''}
            disabled={!canUpdate || busy}
            onChange={(e) => {
              const value = e.target.value ? Number(e.target.value) : null;
              const name = value ? options.get(value) : null;
              void save(
                { assigned_user_id: value },
                name ? `Assigned to ${name === 'Me' ? 'you' : name}` : 'Unassigned',
              );
            }}
          >
            <option value="">Nobody</option>
            {[...options].map(([userId, name]) => (
              <option key={userId} value={userId}>
                {userId === me ? `${name} (you)` : name}
              </option>
            ))}
          </Select>
        </div>
        {canUpdate && me && review.assigned_user_id !== me && (
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => save({ assigned_user_id: me }, 'Assigned to you')}
          >
            Assign to me
          </Button>
        )}
      </div>
      {review.auto_response_at && <AutoResponseNotice review={review} onChanged={onChanged} />}
    </section>
  );
}

/** An auto-responding rule will answer the review: when, and the way to stop it. */
function AutoResponseNotice({
  review,
  onChanged,
}: {
  review: Review;
  onChanged: () => Promise<unknown>;
}) {
  const { api } = useApi();
  const { can } = usePermission();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await api.reviews.cancelAutoResponse(review.id);
      toast.success('Automatic response cancelled', 3000);
      await onChanged();
    } catch (err) {
      toastError(err, 'The automatic response could not be cancelled.');
      await onChanged();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="notice" role="status">
      <p>
        An automatic response will be written on {formatDateTime(review.auto_response_at!)}. Writing
        your own response cancels it.
      </p>
      {can('response', 'delete') && (
        <Button type="button" variant="secondary" disabled={busy} onClick={cancel}>
          Cancel automatic response
        </Button>
      )}
    </div>
  );
}
