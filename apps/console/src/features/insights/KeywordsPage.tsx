import { errorMessage } from '@plaudit/api-client';
import {
  type Filters,
  useCategoryInsights,
  useFilters,
  useMentionedKeywords,
  usePermission,
} from '@plaudit/hooks';
import { barWidth, Dropdown } from '@plaudit/ui-kit';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { DownloadCsvButton } from '../exports/DownloadCsvButton';
import { saveBlob } from '../exports/download';
import { ExportControl } from '../exports/ExportControl';
import {
  ScheduleExportButton,
  ScheduleExportFlyout,
} from '../scheduled-exports/ScheduleExportFlyout';
import { CategoryIcon } from './CategoryIcon';
import {
  carriedParams,
  categoryKey,
  categoryText,
  insightQuery,
  KEYWORD_SORT_OPTIONS,
  KEYWORD_TEXT,
  keywordExportFilters,
  keywordSortOf,
  keywordsCsv,
} from './keyword-logic';
import './keywords.css';
import { DEFAULT_RANGE, KeywordFilters } from './keyword-filters';

function CategoryBlocks({ filters }: { filters: Filters }) {
  const base = useBasePath();
  const q = insightQuery(filters);
  const { data, error } = useCategoryInsights({ ...q, category: undefined });
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
                  <CategoryIcon category={c.category} />
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
  const { data, error, isLoading } = useMentionedKeywords({ ...q, sort: { by: sort }, limit: 100 });
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
            save={async () =>
              saveBlob(
                new Blob([await keywordsCsv(keywords)], { type: 'text/csv' }),
                'keywords.csv',
              )
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
                      style={{ width: barWidth(k.positive_mentions, max) }}
                    />
                    <span
                      className="kw-bar__neg"
                      style={{ width: barWidth(k.negative_mentions, max) }}
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
