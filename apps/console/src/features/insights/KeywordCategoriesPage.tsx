import { useCategoryRank, useFilters, useMentionedKeywords } from '@plaudit/hooks';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { ExportControl } from '../exports/ExportControl';
import {
  ScheduleExportButton,
  ScheduleExportFlyout,
} from '../scheduled-exports/ScheduleExportFlyout';
import { CategoryIcon } from './CategoryIcon';
import {
  carriedParams,
  categoryText,
  insightQuery,
  KEYWORD_TEXT,
  keywordExportFilters,
} from './keyword-logic';
import './keywords.css';
import { ScrollBox } from '../partner-tools/ScrollBox';
import { DEFAULT_RANGE } from './keyword-filters';

/** /dashboard/keywords/categories?category=…: categories ranked, and the chosen one's keywords. */
export function KeywordCategoriesPage() {
  usePageTitle(KEYWORD_TEXT.categories);
  const base = useBasePath();
  const [params] = useSearchParams();
  const { filters } = useFilters({ defaultDateDescriptor: DEFAULT_RANGE });
  const selected = params.get('category')?.toLowerCase() ?? null;
  const q = insightQuery({ ...filters, category: null });
  const rank = useCategoryRank(q);
  const current = rank.data?.categories.find((c) => c.category.toLowerCase() === selected);
  const kw = useMentionedKeywords(
    current
      ? { ...q, category: current.category, sort: { by: 'highest_volume' }, limit: 25 }
      : null,
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
        <ScrollBox label="Experience categories table">
          <table className="simple-table kw-rank">
            <caption className="pk-visually-hidden">
              Experience categories by positive share
            </caption>
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
                      <CategoryIcon category={c.category} />
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
        </ScrollBox>
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
