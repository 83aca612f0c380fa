import type { Review } from '@plaudit/api-client';

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

/** Reviews as plain text (never HTML): rating, source name, location, date, author, text. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
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
          </article>
        </li>
      ))}
    </ol>
  );
}
