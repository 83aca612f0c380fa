import { errorMessage } from '@plaudit/api-client';
import {
  DEFAULT_DATE_DESCRIPTORS,
  reviewFiltersToQuery,
  useCan,
  useFilters,
  useReviews,
  useSession,
} from '@plaudit/hooks';
import { Pager } from '@plaudit/ui-kit';
import { ChildAccounts } from './ChildAccounts';
import { PLAUDIT_ORIGIN } from './config';
import { FilterBar } from './FilterBar';
import { ReviewList } from './ReviewList';
import { StarSnapshot } from './StarSnapshot';

const PER_PAGE = 10;

/**
 * The signed-in screen: header with Log Out, the child account picker, the filter bar, reviews
 * (answered or with a reply form) with a pager, the widget.
 */
export function ReviewsScreen() {
  const account = useSession((s) => s.account);
  const email = useSession((s) => s.auth.email);
  const logout = useSession((s) => s.logout);
  // Filter state lives in the URL (?dateDescriptor=thirtyDays&rating=5&page=2 ...).
  const { filters, setFilters, setPage } = useFilters({
    defaultDateDescriptor: DEFAULT_DATE_DESCRIPTORS.reviews,
  });
  const reviews = useReviews(reviewFiltersToQuery(filters, { per_page: PER_PAGE }), {
    keepPreviousData: true,
  });
  const paging = reviews.data?.paging;
  // The user's permission in the account the session acts in, narrowed to the app's scopes.
  const canAnswer = useCan({ all: ['response.create'] });

  return (
    <div className="app">
      <header className="topbar">
        <span className="topbar__brand">Summit Reviews</span>
        <span className="topbar__who">
          {account?.name ?? ''}
          {email ? ` · ${email}` : ''}
        </span>
        <button type="button" className="button" onClick={() => void logout()}>
          Log Out
        </button>
      </header>
      <main className="layout">
        <div className="layout__main">
          <h1>Reviews</h1>
          <ChildAccounts />
          <FilterBar filters={filters} setFilters={setFilters} />
          <div aria-live="polite" className="result-count">
            {paging ? `${paging.total.toLocaleString()} reviews` : ''}
          </div>
          {reviews.error ? (
            <p className="form-error" role="alert">
              {errorMessage(reviews.error)}
            </p>
          ) : !reviews.data ? (
            <p className="muted">Loading…</p>
          ) : reviews.data.items.length === 0 ? (
            <p className="empty">No reviews match these filters.</p>
          ) : (
            <div aria-busy={reviews.isValidating}>
              <ReviewList
                reviews={reviews.data.items}
                canAnswer={canAnswer}
                onAnswered={() => void reviews.mutate()}
              />
            </div>
          )}
          {paging && paging.totalPages > 1 && (
            <Pager page={filters.page} pageCount={paging.totalPages} onPageChange={setPage} />
          )}
        </div>
        <StarSnapshot apiOrigin={PLAUDIT_ORIGIN} />
      </main>
    </div>
  );
}
