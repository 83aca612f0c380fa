import type { Review } from '@plaudit/api-client';
import { useState } from 'react';
import { ratingText, responseStatusLabel, responseStatusTone } from './review-helpers';

/** Stars with a text alternative ('4 out of 5 stars'; 'No rating' for 0). */
export function Stars({ rating }: { rating: number }) {
  const text = ratingText(rating);
  if (!rating) return <span className="review-stars review-stars--none">{text}</span>;
  return (
    <span className="review-stars" role="img" aria-label={text} title={text}>
      <span aria-hidden="true">{'★'.repeat(rating)}</span>
      <span aria-hidden="true" className="review-stars__off">
        {'★'.repeat(Math.max(0, 5 - rating))}
      </span>
    </span>
  );
}

/**
 * The source's icon (/source-icons/icons/{code}.png) and its name as text. The icon is
 * decorative (the name says it); when the server has no icon only the name shows.
 */
export function SourceBadge({ code, name }: { code: string; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="review-source">
      {!failed && code && (
        <img
          src={`/source-icons/icons/${encodeURIComponent(code)}.png`}
          alt=""
          width={16}
          height={16}
          onError={() => setFailed(true)}
        />
      )}
      <span>{name}</span>
    </span>
  );
}

export function ResponseBadge({ review }: { review: Pick<Review, 'responses'> }) {
  return (
    <span className={`review-badge review-badge--${responseStatusTone(review)}`}>
      {responseStatusLabel(review)}
    </span>
  );
}

export function TagChips({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="review-tags" aria-label="Tags">
      {tags.map((t) => (
        <li key={t} className="review-tag">
          {t}
        </li>
      ))}
    </ul>
  );
}
