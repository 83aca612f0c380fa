import { errorMessage } from '@plaudit/api-client';
import {
  type DateDescriptor,
  type Filters,
  reviewFiltersToQuery,
  useFilters,
  usePermission,
  usePlauditSWR,
  useReviews,
} from '@plaudit/hooks';
import { Dropdown, Pager } from '@plaudit/ui-kit';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { DownloadCsvButton } from '../exports/DownloadCsvButton';
import { saveBlob } from '../exports/download';
import { ExportControl } from '../exports/ExportControl';
import { FilterBar } from '../filters/FilterBar';
import {
  ScheduleExportButton,
  ScheduleExportFlyout,
} from '../scheduled-exports/ScheduleExportFlyout';
import {
  carriedParams,
  categoryIcon,
  categoryKey,
  categoryText,
  highlightParts,
  insightQuery,
  KEYWORD_SORT_OPTIONS,
  KEYWORD_TEXT,
  keywordDetailExportFilters,
  keywordExportFilters,
  keywordSortOf,
  keywordsCsv,
  resetParams,
} from './keyword-logic';
import './keywords.css';

const DEFAULT_RANGE: DateDescriptor = 'sixMonths';
const HIDDEN: readonly DateDescriptor[] = ['fourteenDays'];

function KeywordFilters() {
  const [params, setParams] = useSearchParams();
  return (
    <div className="kw-filters">
      <FilterBar
        label="Keyword filters"
        defaultDateDescriptor={DEFAULT_RANGE}
        hiddenDescriptors={HIDDEN}
        controls={['group', 'location', 'source', 'rating', 'sentiment', 'category']}
        sentimentKind="keywords"
      />
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setParams(resetParams(params))}
      >
        Reset filters
      </button>
    </div>
  );
}

function CategoryBlocks({ filters }: { filters: Filters }) {
  const base = useBasePath();
  const q = insightQuery(filters);
  const { data, error } = usePlauditSWR('kwCategories', [JSON.stringify(q)], (api, acc) =>
    api.insights.categories(acc, { ...q, category: undefined }),
  );
  return (
    <section className="card kw-categories" aria-labelledby="kw-cat-title">
      <h2 id="kw-cat-title">{KEYWORD_TEXT.categories}</h2>
      {error ? (
        <p role="alert" className="form-error">
          {KEYWORD_TEXT.categoriesError}
        </p>
      ) : !data ? (
        <p>--</p>
      ) : (
        <ul className="kw-cat-grid">
          {data.categories.map((c) => (
            <li key={c.category}>
              <Link
                className="kw-cat"
                to={withBase(
                  base,
                  `/dashboard/keywords/categories?${carriedParams(filters, { category: c.category.toLowerCase() })}`,
                )}
              >
                <span
                  className="kw-cat__icon"
                  aria-hidden="true"
                  data-icon={categoryKey(c.category)}
                >
                  {categoryIcon(c.category)}
                </span>
                <span className="kw-cat__name">{c.category}</span>
                <span className="kw-cat__text">
                  {categoryText(c.positive_count, c.total_count)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /dashboard/keywords (spec 3 section 2.5). */
export function KeywordsPage() {
  usePageTitle(KEYWORD_TEXT.title);
  const perm = usePermission();
  const base = useBasePath();
  const [params, setParams] = useSearchParams();
  const { filters } = useFilters({ defaultDateDescriptor: DEFAULT_RANGE });
  const sort = keywordSortOf(params.get('sort[by]'));
  // The default sort is written into the URL as sort[by].
  useEffect(() => {
    if (!params.get('sort[by]')) {
      const next = new URLSearchParams(params);
      next.set('sort[by]', sort);
      setParams(next, { replace: true });
    }
  }, [params, setParams, sort]);
  const q = insightQuery(filters);
  const { data, error, isLoading } = usePlauditSWR(
    'kwMentioned',
    [JSON.stringify(q), sort],
    (api, acc) => api.insights.mentioned(acc, { ...q, sort: { by: sort }, limit: 100 }),
  );
  const keywords = data?.keywords ?? [];
  const max = Math.max(1, ...keywords.map((k) => k.positive_mentions + k.negative_mentions));

  return (
    <section className="page kw" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{KEYWORD_TEXT.title}</h1>
        <div className="page-actions">
          <DownloadCsvButton
            label={KEYWORD_TEXT.downloadCsv}
            disabled={!data || keywords.length === 0}
            save={() =>
              saveBlob(new Blob([keywordsCsv(keywords)], { type: 'text/csv' }), 'keywords.csv')
            }
            request={{ resource: 'keywords', filters: () => keywordExportFilters(filters) }}
          />
          <ExportControl resource="keywords" filters={() => keywordExportFilters(filters)} />
          <ScheduleExportButton />
        </div>
      </header>
      <KeywordFilters />
      {perm.hasSetting('experience_analysis') && <CategoryBlocks filters={filters} />}
      <section className="card" aria-labelledby="kw-list-title">
        <div className="kw-list-header">
          <h2 id="kw-list-title">Mentioned keywords</h2>
          <Dropdown
            label={KEYWORD_TEXT.sortBy}
            options={KEYWORD_SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            value={sort}
            onChange={(v) => {
              const next = new URLSearchParams(params);
              next.set('sort[by]', keywordSortOf(v));
              setParams(next);
            }}
          />
        </div>
        {error ? (
          <p role="alert" className="form-error">
            {errorMessage(error)}
          </p>
        ) : isLoading || !data ? (
          <PageLoading />
        ) : keywords.length === 0 ? (
          <p>{KEYWORD_TEXT.empty}</p>
        ) : (
          <ol className="kw-list" data-testid="keyword-list">
            {keywords.map((k) => {
              const href = withBase(
                base,
                `/dashboard/keywords/${encodeURIComponent(k.short)}?${carriedParams(filters, {
                  sentiment: filters.sentiment,
                  'sort[by]': sort,
                })}`,
              );
              return (
                <li key={k.short} className="kw-item">
                  <Link to={href} className="kw-item__name">
                    {k.short}
                  </Link>
                  <span className="kw-bar" aria-hidden="true">
                    <span
                      className="kw-bar__pos"
                      style={{ width: `${(k.positive_mentions / max) * 100}%` }}
                    />
                    <span
                      className="kw-bar__neg"
                      style={{ width: `${(k.negative_mentions / max) * 100}%` }}
                    />
                  </span>
                  <span className="kw-item__counts">
                    {k.positive_mentions.toLocaleString()} positive,{' '}
                    {k.negative_mentions.toLocaleString()} negative
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <ScheduleExportFlyout
        exportType="keywords"
        defaultDateDescriptor={DEFAULT_RANGE}
        filters={() => keywordExportFilters(filters, false)}
      />
    </section>
  );
}

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
                    {r.rating != null ? `${r.rating} stars · ` : ''}
                    {new Date(r.published_at).toLocaleDateString()}
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

/** /dashboard/keywords/categories?category=…: categories ranked, and the chosen one's keywords. */
export function KeywordCategoriesPage() {
  usePageTitle(KEYWORD_TEXT.categories);
  const base = useBasePath();
  const [params] = useSearchParams();
  const { filters } = useFilters({ defaultDateDescriptor: DEFAULT_RANGE });
  const selected = params.get('category')?.toLowerCase() ?? null;
  const q = insightQuery({ ...filters, category: null });
  const rank = usePlauditSWR('kwCategoryRank', [JSON.stringify(q)], (api, acc) =>
    api.insights.categoryRank(acc, q),
  );
  const current = rank.data?.categories.find((c) => c.category.toLowerCase() === selected);
  const kw = usePlauditSWR(
    'kwCategoryKeywords',
    current ? [JSON.stringify(q), current.category] : null,
    (api, acc) =>
      api.insights.mentioned(acc, {
        ...q,
        category: current!.category,
        sort: { by: 'highest_volume' },
        limit: 25,
      }),
  );
  const back = new URLSearchParams(params);
  back.delete('category');
  return (
    <section className="page kw" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, `/dashboard/keywords?${back.toString()}`)}>Back to Keywords</Link>
      </p>
      <header className="page-header">
        <h1 id="page-title">
          {KEYWORD_TEXT.categories}
          {current ? `: ${current.category}` : ''}
        </h1>
        <div className="page-actions">
          <ExportControl
            resource="experience_categories"
            filters={() => keywordExportFilters({ ...filters, category: null })}
          />
          <ScheduleExportButton />
        </div>
      </header>
      {rank.error ? (
        <p role="alert" className="form-error">
          {KEYWORD_TEXT.categoriesError}
        </p>
      ) : !rank.data ? (
        <PageLoading />
      ) : (
        <table className="simple-table kw-rank">
          <caption className="pk-visually-hidden">Experience categories by positive share</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Category</th>
              <th scope="col">Positive</th>
              <th scope="col">Negative</th>
              <th scope="col">Mentions</th>
            </tr>
          </thead>
          <tbody>
            {rank.data.categories.map((c) => (
              <tr
                key={c.category}
                aria-current={c === current ? 'true' : undefined}
                className={c === current ? 'kw-rank--current' : undefined}
              >
                <td>{c.rank}</td>
                <th scope="row">
                  <Link
                    to={withBase(
                      base,
                      `/dashboard/keywords/categories?${carriedParams(filters, { category: c.category.toLowerCase() })}`,
                    )}
                  >
                    <span aria-hidden="true">{categoryIcon(c.category)} </span>
                    {c.category}
                  </Link>
                </th>
                <td>{categoryText(c.positive_count, c.total_count)}</td>
                <td>{c.negative_count.toLocaleString()}</td>
                <td>{c.total_count.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {current && (
        <section className="card" aria-labelledby="kw-cat-keywords">
          <h2 id="kw-cat-keywords">Keywords about {current.category}</h2>
          {!kw.data ? (
            <p>--</p>
          ) : kw.data.keywords.length === 0 ? (
            <p>{KEYWORD_TEXT.empty}</p>
          ) : (
            <ul className="kw-chips">
              {kw.data.keywords.map((k) => (
                <li key={k.short}>
                  <Link
                    to={withBase(
                      base,
                      `/dashboard/keywords/${encodeURIComponent(k.short)}?${carriedParams(filters, { category: null })}`,
                    )}
                  >
                    {k.short} ({k.total_mentions})
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <ScheduleExportFlyout
        exportType="experience_categories"
        defaultDateDescriptor={DEFAULT_RANGE}
        filters={() => keywordExportFilters({ ...filters, category: null }, false)}
      />
    </section>
  );
}
