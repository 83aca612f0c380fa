import { errorMessage, type Review } from '@plaudit/api-client';
import { DISPUTE_STATUS_LABELS, DISPUTE_STATUSES } from '@plaudit/api-client/schemas';
import {
  type Filters,
  reviewFiltersToQuery,
  useFilters,
  usePermission,
  useReviewArrivals,
  useReviews,
  useSession,
} from '@plaudit/hooks';
import { Button, buttonClass, Dropdown } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ACCESS } from '../../access/access';
import { usePageTitle } from '../../components/PageTitle';
import { SearchBox } from '../../components/SearchBox';
import { useBasePath, withBase } from '../../lib/paths';
import { DisputeDialog } from '../disputes/DisputeDialog';
import { ExportControl } from '../exports/ExportControl';
import { FilterBar } from '../filters/FilterBar';
import {
  ScheduleExportButton,
  ScheduleExportFlyout,
} from '../scheduled-exports/ScheduleExportFlyout';
import { ReviewBulkActions, useCanBulkEdit } from './ReviewBulkActions';
import {
  type BackToReviewList,
  detailQuery,
  type FromReviewList,
  REVIEW_STATUS_LABELS,
  REVIEW_TYPE_LABELS,
  REVIEWS_DEFAULT_DATE,
  REVIEWS_PAGE_SIZE,
  rememberedListScroll,
  rememberListScroll,
  reviewCursors,
} from './review-helpers';
import './reviews.css';
import { ReviewCard } from './ReviewCard';

const FALLBACK_ERROR = 'Something went wrong. Please refresh the page.';

/** The reviews list query: the filter bar's filters plus the cursor (before/after). */
export function reviewsListQuery(filters: Filters, userId: number | null = null) {
  const query = reviewFiltersToQuery(filters, { per_page: REVIEWS_PAGE_SIZE, userId });
  delete query.page;
  if (filters.after && /^\d+$/.test(filters.after)) query.after = Number(filters.after);
  else if (filters.before && /^\d+$/.test(filters.before)) query.before = Number(filters.before);
  return query;
}

/** The export's filters: the list's, with the review status sent as status_enum (spec 1 §7). */
export function reviewsExportFilters(filters: Filters): Record<string, unknown> {
  const {
    sort: _sort,
    page: _page,
    per_page: _perPage,
    status,
    ...rest
  } = reviewFiltersToQuery(filters);
  return status?.length ? { ...rest, status_enum: status } : rest;
}

/** The scheduled export's filters: the export's, without the dates (the preset is sent). */
export function reviewsScheduleFilters(filters: Filters): Record<string, unknown> {
  const { published_after: _from, published_before: _to, ...rest } = reviewsExportFilters(filters);
  return rest;
}

/** /reviews: every review of the account, newest first, with the shared filters. */
export function ReviewsPage() {
  usePageTitle('Reviews');
  const { filters, setFilters } = useFilters({ defaultDateDescriptor: REVIEWS_DEFAULT_DATE });
  const userId = useSession((s) => s.auth.user_id);
  const { data, error, isLoading, mutate } = useReviews(reviewsListQuery(filters, userId));
  const canBulk = useCanBulkEdit();
  const base = useBasePath();
  const permission = usePermission();
  const canImport = permission.check(ACCESS.reviewImports);
  // The Dispute action (the dispute_reviews setting, for those who may update reviews).
  const canDispute = permission.hasSetting('dispute_reviews') && permission.can('review', 'update');
  const [disputing, setDisputing] = useState<Review | null>(null);
  const hasCursor = Boolean(filters.before || filters.after);
  const cursors = reviewCursors(data, hasCursor);
  const items = data?.items ?? [];
  // Reviews arriving while the list is open show up in it (live channel), with a note.
  const [arrivals, setArrivals] = useState(0);
  useReviewArrivals((m) => {
    void mutate();
    if (m.action === 'REVIEW_CREATED') setArrivals((n) => n + 1);
  });
  const toDetail = (r: Review) => {
    const q = detailQuery(filters);
    return withBase(base, `/reviews/${r.id}${q ? `?${q}` : ''}`);
  };

  // Coming back from a review: the same list (its URL), scrolled to where the user was.
  const location = useLocation();
  const listUrl = location.pathname + location.search;
  const restoreScroll = (location.state as BackToReviewList | null)?.restoreScroll === true;
  const loaded = data !== undefined;
  useEffect(() => {
    if (!restoreScroll || !loaded) return;
    const y = rememberedListScroll(listUrl);
    if (y !== null) window.scrollTo(0, y);
  }, [restoreScroll, loaded, listUrl]);
  const fromList: FromReviewList = { from: listUrl };
  const openReview = () => rememberListScroll(listUrl, window.scrollY);

  // The selection belongs to the list on screen: another page or other filters clear it.
  const [selected, setSelected] = useState<number[]>([]);
  useEffect(() => setSelected([]), [listUrl]);
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  const allOnPage = items.length > 0 && items.every((r) => selected.includes(r.id));

  return (
    <section className="page reviews" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">Reviews</h1>
        <div className="page-actions">
          {canImport && (
            <Link className={buttonClass('secondary')} to={withBase(base, '/reviews/import')}>
              Import reviews
            </Link>
          )}
          <ExportControl resource="reviews" filters={() => reviewsExportFilters(filters)} />
          <ScheduleExportButton />
        </div>
      </header>
      <FilterBar
        label="Review filters"
        defaultDateDescriptor={REVIEWS_DEFAULT_DATE}
        controls={['group', 'location', 'source', 'rating', 'sentiment', 'savedFilters']}
        activeExtra={
          [
            filters.status.length,
            filters.reviewTypes.length,
            filters.assigned,
            filters.search_terms,
            filters.disputeStatus.length,
          ].filter(Boolean).length
        }
      >
        <ReviewExtraFilters filters={filters} setFilters={setFilters} />
      </FilterBar>
      <p className="reviews__arrivals" role="status" aria-live="polite">
        {arrivals > 0 &&
          `${arrivals} new ${arrivals === 1 ? 'review has' : 'reviews have'} arrived since you opened this page.`}
      </p>
      <div className="toolbar">
        {canBulk && items.length > 0 && (
          <label className="check-option">
            <input
              type="checkbox"
              checked={allOnPage}
              onChange={(e) => setSelected(e.target.checked ? items.map((r) => r.id) : [])}
            />
            Select all on this page
          </label>
        )}
        <span aria-live="polite" className="toolbar__count">
          {data && `${data.paging.total} ${data.paging.total === 1 ? 'review' : 'reviews'}`}
        </span>
      </div>
      {canBulk && selected.length > 0 && (
        <ReviewBulkActions
          selected={selected}
          onClear={() => setSelected([])}
          onDone={() => mutate()}
        />
      )}
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
        <ReviewListSkeleton />
      ) : items.length === 0 ? (
        <div className="empty-state">
          <h2>No reviews found</h2>
          <p className="empty-state__description">
            No reviews match these filters. Try a longer date range or fewer filters.
          </p>
        </div>
      ) : (
        <ol className="review-list" aria-label="Reviews">
          {items.map((r) => (
            <li key={r.id}>
              <ReviewCard
                review={r}
                href={toDetail(r)}
                state={fromList}
                onOpen={openReview}
                selected={canBulk ? selected.includes(r.id) : undefined}
                onSelect={(on) => toggle(r.id, on)}
                onDispute={canDispute ? () => setDisputing(r) : undefined}
              />
            </li>
          ))}
        </ol>
      )}
      {(cursors.newer || cursors.older) && (
        <nav className="review-pager" aria-label="Reviews pages">
          <Button
            type="button"
            variant="secondary"
            disabled={!cursors.newer}
            onClick={() => setFilters({ before: cursors.newer, after: null, page: null })}
          >
            Newer reviews
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={!cursors.older}
            onClick={() => setFilters({ after: cursors.older, before: null, page: null })}
          >
            Older reviews
          </Button>
        </nav>
      )}
      {disputing && (
        <DisputeDialog
          review={disputing}
          open
          onClose={() => setDisputing(null)}
          onFlagged={() => mutate()}
        />
      )}
      <ScheduleExportFlyout
        exportType="reviews"
        defaultDateDescriptor={REVIEWS_DEFAULT_DATE}
        filters={() => reviewsScheduleFilters(filters)}
      />
    </section>
  );
}

/** Three grey cards where the reviews will be: the page keeps its shape while it loads. */
function ReviewListSkeleton() {
  return (
    <div role="status" aria-label="Loading reviews">
      <ol className="review-list" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="review-card skeleton skeleton--lines">
            <span style={{ width: '40%' }} />
            <span style={{ width: '60%', height: '1.2rem' }} />
            <span />
            <span style={{ width: '85%' }} />
          </li>
        ))}
      </ol>
    </div>
  );
}

const STATUS_OPTIONS = Object.entries(REVIEW_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const TYPE_OPTIONS = Object.entries(REVIEW_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

const DISPUTE_OPTIONS = DISPUTE_STATUSES.map((value) => ({
  value,
  label: DISPUTE_STATUS_LABELS[value],
}));

const ASSIGNED_OPTIONS = [
  { value: 'anyone', label: 'Anyone' },
  { value: 'me', label: 'Assigned to me' },
  { value: 'none', label: 'Unassigned' },
];

/** The review-only filters, inside the shared panel: status, assignee, review types, search. */
function ReviewExtraFilters({
  filters,
  setFilters,
}: {
  filters: Filters;
  setFilters: ReturnType<typeof useFilters>['setFilters'];
}) {
  const { can, hasSetting } = usePermission();
  if (!can('review', 'read')) return null;
  return (
    <>
      <Dropdown
        label="Status"
        multiple
        placeholder="All statuses"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => setFilters({ status })}
      />
      <Dropdown
        label="Assigned"
        placeholder="Anyone"
        options={ASSIGNED_OPTIONS}
        value={filters.assigned ?? 'anyone'}
        onChange={(v) => setFilters({ assigned: v === 'me' || v === 'none' ? v : null })}
      />
      <Dropdown
        label="Review types"
        multiple
        placeholder="All types"
        options={TYPE_OPTIONS}
        value={filters.reviewTypes}
        onChange={(reviewTypes) => setFilters({ reviewTypes })}
      />
      {hasSetting('dispute_reviews') && (
        <Dropdown
          label="Dispute status"
          multiple
          placeholder="Any (or none)"
          options={DISPUTE_OPTIONS}
          value={filters.disputeStatus}
          onChange={(disputeStatus) => setFilters({ disputeStatus })}
        />
      )}
      <SearchBox
        id="review-search"
        label="Search reviews"
        value={filters.search_terms}
        onSearch={(terms) => setFilters({ search_terms: terms })}
      />
    </>
  );
}
