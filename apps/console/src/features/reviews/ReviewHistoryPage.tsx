import { errorMessage, type ReviewEvent } from '@plaudit/api-client';
import { DISPUTE_REASON_LABELS } from '@plaudit/api-client/schemas';
import { useReviewHistory } from '@plaudit/hooks';
import { Pager } from '@plaudit/ui-kit';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { formatDateTime, REVIEW_STATUS_LABELS } from './review-helpers';
import './reviews.css';

const HISTORY_PAGE_SIZE = 25;

const statusLabel = (v: unknown) =>
  typeof v === 'string' ? ((REVIEW_STATUS_LABELS as Record<string, string>)[v] ?? v) : '';
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const reasonLabel = (v: unknown) =>
  typeof v === 'string' ? ((DISPUTE_REASON_LABELS as Record<string, string>)[v] ?? v) : '';
/** A dispute step's note, after its sentence. */
const withNote = (sentence: string, note: unknown) =>
  text(note) ? `${sentence}: “${text(note)}”` : sentence;

/** One history entry as a sentence. */
export function describeEvent(e: Pick<ReviewEvent, 'event_type' | 'data'>): string {
  const d = e.data ?? {};
  switch (e.event_type) {
    case 'status_changed':
      return `Changed the status from ${statusLabel(d.from)} to ${statusLabel(d.to)}`;
    case 'response_drafted':
      return d.auto === true
        ? `Wrote a response automatically (rule “${text(d.rule_name)}”)`
        : 'Wrote a response';
    case 'response_updated':
      return 'Edited the response';
    case 'response_publish_requested':
      return 'Asked to publish the response';
    case 'response_published':
      return 'Published the response';
    case 'response_publish_failed':
      return `Publishing the response failed${text(d.error) ? `: ${text(d.error)}` : ''}`;
    case 'response_delete_requested':
      return 'Asked to delete the response';
    case 'response_deleted':
      return 'Deleted the response';
    case 'response_delete_failed':
      return `Deleting the response failed${text(d.error) ? `: ${text(d.error)}` : ''}`;
    case 'tag_added':
      return `Added the tag ${text(d.name)}`;
    case 'tag_removed':
      return `Removed the tag ${text(d.name)}`;
    case 'assigned':
      return text(d.to_user_name)
        ? `Assigned the review to ${text(d.to_user_name)}`
        : 'Unassigned the review';
    case 'note_added':
      return `Added a note: “${text(d.excerpt)}”`;
    case 'note_deleted':
      return `Deleted a note: “${text(d.excerpt)}”`;
    case 'auto_response_scheduled':
      return `Scheduled an automatic response (rule “${text(d.rule_name)}”) for ${text(d.run_at) ? formatDateTime(text(d.run_at)) : 'later'}`;
    case 'auto_response_cancelled':
      return 'Cancelled the automatic response';
    case 'auto_response_skipped':
      return `Did not send the automatic response: ${text(d.reason)}`;
    case 'response_draft_written':
      return `Drafted a reply with ${d.writer === 'model' ? 'the AI writer' : 'Plaudit’s writer'}${
        d.needs_person ? ` (needs a person: ${text(d.reason)})` : ''
      }`;
    case 'dispute_flagged':
      return withNote(`Flagged the review for dispute (${reasonLabel(d.reason)})`, d.note);
    case 'dispute_submitted':
      return withNote('Marked the dispute submitted to the site', d.note);
    case 'dispute_removed':
      return withNote('Marked the dispute removed: the site took the review down', d.note);
    case 'dispute_rejected':
      return withNote('Marked the dispute rejected: the site kept the review', d.note);
    case 'dispute_withdrawn':
      return withNote('Withdrew the dispute', d.note);
    default:
      return e.event_type;
  }
}

/** /reviews/:reviewId/history: who changed what and when, newest first. */
export function ReviewHistoryPage() {
  usePageTitle('Review History');
  const { reviewId } = useParams();
  const { search } = useLocation();
  const base = useBasePath();
  const [page, setPage] = useState(1);
  const validId = reviewId && /^\d+$/.test(reviewId) ? reviewId : null;
  const { data, error } = useReviewHistory(validId, {
    page,
    per_page: HISTORY_PAGE_SIZE,
    sort: { by: 'created_at', order: 'desc' },
  });
  const events = data?.items ?? [];
  return (
    <section className="page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, `/reviews/${reviewId}${search}`)}>Back to Review</Link>
      </p>
      <h1 id="page-title">Review History</h1>
      {error ? (
        <p className="form-error" role="alert">
          {errorMessage(error, 'This review could not be found.')}
        </p>
      ) : !data ? (
        <p className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading the history…
        </p>
      ) : events.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <div className="review-section">
          <ol className="review-history" aria-label="Changes, newest first">
            {events.map((e) => (
              <li key={e.id}>
                <strong>{e.user_name ?? 'Plaudit'}</strong> {describeEvent(e)}
                <br />
                <time className="review-history__when" dateTime={e.created_at}>
                  {formatDateTime(e.created_at)}
                </time>
              </li>
            ))}
          </ol>
          {data.paging.totalPages > 1 && (
            <Pager page={page} pageCount={data.paging.totalPages} onPageChange={setPage} />
          )}
        </div>
      )}
    </section>
  );
}
