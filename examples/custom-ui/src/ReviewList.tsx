import type { Review } from '@plaudit/api-client';
import { ReplyForm } from './ReplyForm';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** '★★★★☆' for the eye, '4 out of 5 stars' for everyone (a rating of 0 is 'No rating'). */
export function Stars({ rating }: { rating: number }) {
  if (!rating) return <span className="stars stars--none">No rating</span>;
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="stars">
      <span aria-hidden="true">{'★'.repeat(full) + '☆'.repeat(5 - full)}</span>{' '}
      <span className="stars__text">{`${rating} out of 5 stars`}</span>
    </span>
  );
}

/**
 * Reviews as plain text (never HTML): rating, source name, location, date, author, text, and
 * whether it is answered: the answer, or (for users who may answer) a form to reply.
 */
export function ReviewList({
  reviews,
  canAnswer,
  onAnswered,
}: {
  reviews: Review[];
  canAnswer: boolean;
  onAnswered: () => void;
}) {
  return (
    <ol className="review-list" aria-label="Reviews">
      {reviews.map((r) => (
        <li key={r.id} className="review">
          <article aria-labelledby={`review-${r.id}`}>
            <header className="review__header">
              <Stars rating={r.rating} />
              <span className="review__source">{r.source_name}</span>
            </header>
            <h3 id={`review-${r.id}`} className="review__author">
              {r.author_name || 'A customer'}
              <span className="muted">
                {' · '}
                {r.location_name}
                {' · '}
                <time dateTime={r.published_at}>{dateFormat.format(new Date(r.published_at))}</time>
              </span>
            </h3>
            {r.title && <p className="review__title">{r.title}</p>}
            {r.content && <p className="review__text">{r.content}</p>}
            {r.responses[0] ? (
              <div className="review__answer">
                <p className="review__status review__status--answered">Answered</p>
                <p className="review__text">{r.responses[0].content}</p>
              </div>
            ) : (
              <>
                <p className="review__status">Not answered yet</p>
                {canAnswer && <ReplyForm review={r} onAnswered={onAnswered} />}
              </>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
