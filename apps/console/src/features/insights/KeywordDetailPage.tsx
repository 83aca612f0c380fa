import { errorMessage } from '@plaudit/api-client';
import { reviewFiltersToQuery, useFilters, useReviews } from '@plaudit/hooks';
import { Pager } from '@plaudit/ui-kit';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { ExportControl } from '../exports/ExportControl';
import {
  ScheduleExportButton,
  ScheduleExportFlyout,
} from '../scheduled-exports/ScheduleExportFlyout';
import { highlightParts, keywordDetailExportFilters } from './keyword-logic';
import './keywords.css';
import { formatDate } from '../../lib/format';
import { DEFAULT_RANGE, KeywordFilters } from './keyword-filters';

/** Review text with every mention of the keyword wrapped in <mark> (as text, never HTML). */
export function Highlighted({ text, term }: { text: string; term: string }) {
  return (
    <>
      {highlightParts(text, term).map((p, i) =>
        p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>,
      )}
    </>
  );
}

/** /dashboard/keywords/{short}: the reviews that mention the keyword. */
export function KeywordDetailPage() {
  const { keyword = '' } = useParams();
  usePageTitle(`Keyword: ${keyword}`);
  const base = useBasePath();
  const [params] = useSearchParams();
  const { filters, setPage } = useFilters({ defaultDateDescriptor: DEFAULT_RANGE });
  const query = reviewFiltersToQuery({ ...filters, search_terms: keyword }, { per_page: 10 });
  const { data, error } = useReviews(query);
  const back = new URLSearchParams(params);
  back.delete('page');
  return (
    <section className="page kw" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, `/dashboard/keywords?${back.toString()}`)}>Back to Keywords</Link>
      </p>
      <header className="page-header">
        <h1 id="page-title">Keyword: {keyword}</h1>
        <div className="page-actions">
          <ExportControl
            resource="keyword_details"
            filters={() => keywordDetailExportFilters(filters, keyword)}
          />
          <ScheduleExportButton />
        </div>
      </header>
      <KeywordFilters />
      {error ? (
        <p role="alert" className="form-error">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <PageLoading />
      ) : data.items.length === 0 ? (
        <p>No reviews mention “{keyword}” during this period.</p>
      ) : (
        <>
          <p>
            {data.paging.total.toLocaleString()} reviews mention “{keyword}”.
          </p>
          <ul className="kw-reviews">
            {data.items.map((r) => (
              <li key={r.id} className="card kw-review">
                <p className="kw-review__meta">
                  <Link to={withBase(base, `/reviews/${r.id}`)}>
                    {r.author_name || 'Anonymous'}
                  </Link>{' '}
                  <span className="ll-muted">
                    {r.rating ? `${r.rating} ${r.rating === 1 ? 'star' : 'stars'} · ` : ''}
                    {formatDate(r.published_at)}
                  </span>
                </p>
                <p className="kw-review__text" data-testid="keyword-review-text">
                  <Highlighted text={r.content ?? ''} term={keyword} />
                </p>
              </li>
            ))}
          </ul>
          {data.paging.totalPages > 1 && (
            <Pager
              page={filters.page}
              pageCount={data.paging.totalPages}
              onPageChange={setPage}
              showFirstLast
            />
          )}
        </>
      )}
      <ScheduleExportFlyout
        exportType="keyword_details"
        defaultDateDescriptor={DEFAULT_RANGE}
        filters={() => keywordDetailExportFilters(filters, keyword, false)}
      />
    </section>
  );
}
