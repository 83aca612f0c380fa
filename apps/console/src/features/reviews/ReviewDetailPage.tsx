import { errorMessage } from '@plaudit/api-client';
import { useReview } from '@plaudit/hooks';
import { Link, useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { ReviewDisputePanel } from '../disputes/ReviewDisputePanel';
import { ReviewNotes } from '../review-notes/ReviewNotes';
import { ResponseEditor } from './ResponseEditor';
import { SourceBadge, Stars } from './ReviewBits';
import { ReviewTagsEditor } from './ReviewTagsEditor';
import { ReviewWorkflow } from './ReviewWorkflow';
import {
  type BackToReviewList,
  type FromReviewList,
  formatDate,
  isPending,
  listHrefFromDetail,
  REVIEW_TYPE_NAMES,
} from './review-helpers';
import './reviews.css';
import { buttonClass } from '@plaudit/ui-kit';

const NOT_FOUND = 'This review could not be found.';

/** /reviews/:reviewId: the review, its response and its tags. */
export function ReviewDetailPage() {
  usePageTitle('Review');
  const { reviewId } = useParams();
  const { search, state } = useLocation();
  const base = useBasePath();
  const validId = reviewId && /^\d+$/.test(reviewId) ? reviewId : null;
  const {
    data: review,
    error,
    mutate,
  } = useReview(validId, {
    // While a response travels to the directory, ask again until it settles.
    refreshInterval: (latest) => (isPending(latest) ? 1500 : 0),
  });
  // Opened from the list: back to that very list. Opened from a link or a typed URL: the list
  // of the filters in the query (spec 1 section 2).
  const from = (state as FromReviewList | null)?.from;
  const backHref = from ?? withBase(base, listHrefFromDetail(search));
  const backState: BackToReviewList | undefined = from ? { restoreScroll: true } : undefined;

  if (!validId || error)
    return (
      <section className="page empty-state" aria-labelledby="page-title">
        <h1 id="page-title">Review</h1>
        <p className="form-error" role="alert">
          {validId ? errorMessage(error, NOT_FOUND) : NOT_FOUND}
        </p>
        <p>
          <Link className={buttonClass('secondary')} to={backHref} state={backState}>
            Back to Reviews
          </Link>
        </p>
      </section>
    );

  return (
    <section className="page review-detail" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={backHref} state={backState}>
          Back to Reviews
        </Link>
      </p>
      {!review ? (
        <>
          <h1 id="page-title">Review</h1>
          <div
            className="review-section skeleton skeleton--lines"
            role="status"
            aria-label="Loading the review"
          >
            <span style={{ width: '30%' }} />
            <span />
            <span />
            <span style={{ width: '45%' }} />
          </div>
        </>
      ) : (
        <>
          <article className="review-section" aria-labelledby="page-title">
            <header className="page-header">
              <h1 id="page-title">
                {review.title || `Review by ${review.author_name || 'Anonymous'}`}
              </h1>
              <Link to={withBase(base, `/reviews/${review.id}/history${search}`)}>
                View history
              </Link>
            </header>
            <div className="review-card__meta">
              <Stars rating={review.rating} />
              <SourceBadge code={review.source_code} name={review.source_name} />
              <span>{review.location_name}</span>
              <time dateTime={review.published_at}>{formatDate(review.published_at)}</time>
            </div>
            <p className="review-card__meta">
              By {review.author_name || 'Anonymous'} · {REVIEW_TYPE_NAMES[review.review_type]}
            </p>
            {review.content && <p className="review-card__content">{review.content}</p>}
            {review.url && (
              <p>
                <a href={review.url} target="_blank" rel="noreferrer noopener">
                  View on {review.source_name}
                </a>
              </p>
            )}
          </article>
          <ReviewWorkflow review={review} onChanged={() => mutate()} />
          <ResponseEditor review={review} onChanged={() => mutate()} />
          <ReviewNotes review={review} />
          <ReviewDisputePanel review={review} onChanged={() => mutate()} />
          <ReviewTagsEditor review={review} onChanged={() => mutate()} />
        </>
      )}
    </section>
  );
}
