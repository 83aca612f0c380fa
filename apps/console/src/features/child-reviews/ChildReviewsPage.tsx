import { CHILD_REVIEW_PAGE_SIZE, errorMessage } from '@plaudit/api-client';
import { type Filters, parseSort, useAccounts, useChildReviews, useFilters } from '@plaudit/hooks';
import { Button, Dropdown, Pager } from '@plaudit/ui-kit';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { SearchBox } from '../../components/SearchBox';
import { FilterBar } from '../filters/FilterBar';
import { ChildReviewCard } from './ChildReviewCard';
import '../reviews/reviews.css';
import './child-reviews.css';

const FALLBACK_ERROR = 'Something went wrong. Please refresh the page.';
/** A queue shows everything still waiting: the whole history by default. */
export const CHILD_REVIEWS_DEFAULT_DATE = 'allTime' as const;
/** The URL key of the child account filter (the filter bar has no such control). */
export const CHILD_ACCOUNT_PARAM = 'childAccountId';

const ORDER_OPTIONS = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
];

/** The list query of the queue from the URL state. */
export function childReviewsQuery(filters: Filters, childAccountId: string | null) {
  const order = parseSort(filters.sort)?.order ?? 'desc';
  return {
    page: filters.page,
    per_page: CHILD_REVIEW_PAGE_SIZE,
    sort: { by: 'published_at' as const, order },
    published_after: filters.from,
    published_before: filters.to,
    child_account_id:
      childAccountId && /^\d+$/.test(childAccountId) ? Number(childAccountId) : undefined,
    source_id: filters.sourceId ? Number(filters.sourceId) : undefined,
    rating: filters.rating ? [filters.rating as '0'] : undefined,
    sentiment:
      filters.sentiment === '1' || filters.sentiment === '-1'
        ? (filters.sentiment as '1' | '-1')
        : undefined,
    search_terms: filters.search_terms ?? undefined,
  };
}

/**
 * /child-reviews ('Reviews without responses'): the partner's queue of its child accounts'
 * reviews that have no response yet, filtered like the reviews list, answered in place.
 */
export function ChildReviewsPage() {
  usePageTitle('Reviews without responses');
  const { filters, setFilters, setPage } = useFilters({
    defaultDateDescriptor: CHILD_REVIEWS_DEFAULT_DATE,
  });
  const [params] = useSearchParams();
  const childAccountId = params.get(CHILD_ACCOUNT_PARAM);
  const { data, error, isLoading, mutate } = useChildReviews(
    childReviewsQuery(filters, childAccountId),
  );
  const items = data?.items ?? [];
  const total = data?.paging.total ?? 0;
  const pageCount = Math.max(1, data?.paging.totalPages ?? 1);
  const filtered = Boolean(
    childAccountId ||
      filters.sourceId ||
      filters.rating ||
      filters.sentiment ||
      filters.search_terms,
  );

  return (
    <section className="page child-reviews" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">Reviews without responses</h1>
      </header>
      <FilterBar
        label="Review filters"
        defaultDateDescriptor={CHILD_REVIEWS_DEFAULT_DATE}
        controls={['source', 'rating', 'sentiment']}
        activeExtra={[childAccountId, filters.search_terms].filter(Boolean).length}
      >
        <QueueFilters filters={filters} setFilters={setFilters} />
      </FilterBar>
      <div className="toolbar">
        <span aria-live="polite" className="toolbar__count">
          {data &&
            `${total.toLocaleString()} ${total === 1 ? 'review is' : 'reviews are'} waiting for a response`}
        </span>
      </div>
      {error ? (
        <div className="form-error" role="alert">
          <p>
            <strong>The reviews could not be loaded.</strong> {errorMessage(error, FALLBACK_ERROR)}
          </p>
          <Button type="button" variant="secondary" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      ) : isLoading && !data ? (
        <QueueSkeleton />
      ) : items.length === 0 ? (
        <div className="empty-state">
          <h2>No reviews are waiting for a response</h2>
          <p className="empty-state__description">
            {filtered
              ? 'No waiting review matches these filters. Try a longer date range or fewer filters.'
              : 'Every review of your accounts in this period has a response.'}
          </p>
        </div>
      ) : (
        <ol className="review-list" aria-label="Reviews without responses">
          {items.map((r) => (
            <li key={r.id}>
              <ChildReviewCard review={r} onAnswered={() => mutate()} />
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 && (
        <Pager
          page={filters.page}
          pageCount={pageCount}
          label="Reviews pages"
          onPageChange={(p) => setPage(p)}
        />
      )}
    </section>
  );
}

/** The queue's own filters: child account, order and text search. */
function QueueFilters({
  filters,
  setFilters,
}: {
  filters: Filters;
  setFilters: ReturnType<typeof useFilters>['setFilters'];
}) {
  const [params, setParams] = useSearchParams();
  const childAccountId = params.get(CHILD_ACCOUNT_PARAM) ?? '';
  const accounts = useAccounts({ per_page: 100, sort: { by: 'name', order: 'asc' } });
  const setAccount = (value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(CHILD_ACCOUNT_PARAM, value);
      else next.delete(CHILD_ACCOUNT_PARAM);
      next.delete('page');
      return next;
    });
  const list = accounts.data?.items ?? [];
  const order = parseSort(filters.sort)?.order ?? 'desc';
  return (
    <>
      <Dropdown
        label="Account"
        options={[
          { value: '', label: 'All accounts' },
          ...list.map((a) => ({ value: String(a.id), label: a.name })),
        ]}
        value={childAccountId}
        displayValue={
          childAccountId
            ? (list.find((a) => String(a.id) === childAccountId)?.name ?? 'One account')
            : 'All accounts'
        }
        onChange={(v) => setAccount(v ?? '')}
        loading={!accounts.data && !accounts.error}
      />
      <Dropdown
        label="Order"
        options={ORDER_OPTIONS}
        value={order}
        displayValue={order === 'asc' ? 'Oldest first' : 'Newest first'}
        onChange={(v) => setFilters({ sort: v === 'asc' ? 'published_at:asc' : null })}
      />
      <SearchBox
        id="child-review-search"
        label="Search reviews"
        value={filters.search_terms}
        onSearch={(terms) => setFilters({ search_terms: terms })}
      />
    </>
  );
}

/** Three grey cards where the reviews will be. */
function QueueSkeleton() {
  return (
    <div role="status" aria-label="Loading reviews">
      <ol className="review-list" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="review-card skeleton skeleton--lines">
            <span style={{ width: '30%' }} />
            <span style={{ width: '50%', height: '1.2rem' }} />
            <span />
            <span style={{ height: '4rem' }} />
          </li>
        ))}
      </ol>
    </div>
  );
}
