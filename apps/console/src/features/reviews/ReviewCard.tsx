import type { Review } from '@plaudit/api-client';
import { Button } from '@plaudit/ui-kit';
import { Link } from 'react-router';
import { DisputeStatusBadge } from '../disputes/DisputeStatusBadge';
import { ResponseBadge, SourceBadge, Stars, TagChips } from './ReviewBits';
import { type FromReviewList, formatDate, REVIEW_STATUS_LABELS } from './review-helpers';

export function ReviewCard({
  review: r,
  href,
  state,
  onOpen,
  selected,
  onSelect,
  onDispute,
}: {
  review: Review;
  href: string;
  state: FromReviewList;
  onOpen: () => void;
  /** undefined: the user cannot select reviews. */
  selected?: boolean;
  onSelect: (on: boolean) => void;
  /** Opens the dispute dialog; undefined when the user cannot dispute reviews. */
  onDispute?: () => void;
}) {
  const openDispute = r.dispute?.status === 'flagged' || r.dispute?.status === 'submitted';
  const title = r.title || `Review by ${r.author_name || 'Anonymous'}`;
  return (
    <article
      className={`review-card${selected ? ' review-card--selected' : ''}`}
      aria-labelledby={`review-${r.id}-title`}
    >
      {selected !== undefined && (
        <input
          type="checkbox"
          className="review-card__select"
          checked={selected}
          aria-label={`Select: ${title}`}
          onChange={(e) => onSelect(e.target.checked)}
        />
      )}
      <div className="review-card__meta">
        <Stars rating={r.rating} />
        <SourceBadge code={r.source_code} name={r.source_name} />
        <span>{r.location_name}</span>
        <time dateTime={r.published_at}>{formatDate(r.published_at)}</time>
      </div>
      <h2 id={`review-${r.id}-title`}>
        <Link to={href} state={state} onClick={onOpen}>
          {title}
        </Link>
      </h2>
      {r.title && <p className="review-card__meta">By {r.author_name || 'Anonymous'}</p>}
      {r.content && <p className="review-card__content">{r.content}</p>}
      <div className="review-card__footer">
        <ResponseBadge review={r} />
        <span className="review-card__meta">Status: {REVIEW_STATUS_LABELS[r.status]}</span>
        {r.assigned_user_name && (
          <span className="review-card__meta">Assigned to {r.assigned_user_name}</span>
        )}
        {r.auto_response_at && (
          <span className="review-badge review-badge--pending">Automatic response scheduled</span>
        )}
        {r.dispute && <DisputeStatusBadge status={r.dispute.status} />}
        <TagChips tags={r.tags} />
        {onDispute && !openDispute && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            aria-label={`Dispute: ${title}`}
            onClick={onDispute}
          >
            Dispute
          </Button>
        )}
      </div>
    </article>
  );
}
