import type { Review } from '@plaudit/api-client';
import { MAX_FEATURED_REVIEWS } from '@plaudit/api-client/schemas';
import { useReviews } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

export function FeaturedPicker({
  selected,
  selectedIds,
  error,
  onChange,
}: {
  selected: Review[];
  selectedIds: number[];
  error?: string | undefined;
  onChange: (reviews: Review[]) => void;
}) {
  const [search, setSearch] = useState('');
  const terms = useDebouncedValue(search.trim(), 300);
  const { data, isLoading } = useReviews({
    search_terms: terms || undefined,
    review_types: ['review', 'recommendation'],
    per_page: 10,
    sort: { by: 'published_at', order: 'desc' },
  });
  const full = selectedIds.length >= MAX_FEATURED_REVIEWS;
  const move = (index: number, by: number) => {
    const next = [...selected];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <fieldset className="amplify-fieldset amplify-featured" aria-describedby="featured-help">
      <legend>Featured reviews</legend>
      <p id="featured-help" className="field__hint">
        {selectedIds.length} of {MAX_FEATURED_REVIEWS} chosen. Featured reviews are shown first, in
        this order.
      </p>
      {error && (
        <p id="featured-error" className="field__error">
          {error}
        </p>
      )}
      {selected.length > 0 && (
        <ol className="amplify-featured__list" aria-label="Chosen featured reviews">
          {selected.map((r, i) => (
            <li key={r.id}>
              <ReviewLine review={r} />
              <span className="amplify-featured__buttons">
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`Move review by ${r.author_name} up`}
                >
                  Up
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  onClick={() => onChange(selected.filter((x) => x.id !== r.id))}
                  aria-label={`Remove review by ${r.author_name}`}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="field">
        <label htmlFor="featured-search">Search your reviews</label>
        <input
          id="featured-search"
          type="search"
          value={search}
          placeholder="Words in the review or the reviewer's name"
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {isLoading && <p className="field__hint">Loading…</p>}
      <ul className="amplify-featured__results" aria-label="Reviews to feature">
        {(data?.items ?? []).map((r) => {
          const chosen = selectedIds.includes(r.id);
          return (
            <li key={r.id}>
              <ReviewLine review={r} />
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={chosen || full}
                onClick={() => onChange([...selected, r])}
                aria-label={`Feature review by ${r.author_name}`}
              >
                {chosen ? 'Featured' : 'Feature'}
              </Button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function ReviewLine({ review }: { review: Review }) {
  return (
    <span className="amplify-review-line">
      <span className="amplify-review-line__meta">
        <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
        <span className="pk-visually-hidden">
          {review.rating ? `${review.rating} stars` : 'No rating'}
        </span>{' '}
        {review.author_name} · {review.source_name}
      </span>
      <span className="amplify-review-line__text">{review.content}</span>
    </span>
  );
}
