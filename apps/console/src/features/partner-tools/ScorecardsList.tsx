import { errorMessage, type PartnerScorecard } from '@plaudit/api-client';
import { usePartnerScorecards } from '@plaudit/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { ExportControl } from '../exports/ExportControl';
import { formatDate } from '../reviews/review-helpers';
import { NewScorecard } from './NewScorecard';
import { GradeBadge, pct } from './ScorecardFigures';
import { ScrollBox } from './ScrollBox';
import './partner-tools.css';
import { Button } from '@plaudit/ui-kit';

const PER_PAGE = 25;

function Row({ card, base }: { card: PartnerScorecard; base: string }) {
  const s = card.latest;
  return (
    <tr>
      <td>
        <GradeBadge snapshot={s} />
      </td>
      <th scope="row">
        <Link to={withBase(base, `/partner-tools/scorecards/${card.id}`)}>
          {card.business_name}
        </Link>
        <span className="field__hint scorecard-address">{card.address}</span>
      </th>
      <td className="cmp-num">{s?.rating?.toFixed(1) ?? '—'}</td>
      <td className="cmp-num">{s ? s.review_count.toLocaleString() : '—'}</td>
      <td className="cmp-num">{s ? pct(s.response_rate) : '—'}</td>
      <td className="cmp-num">{s ? pct(s.listing_accuracy) : '—'}</td>
      <td className="cmp-num">{card.leads_count}</td>
      <td>{formatDate(s?.created_at ?? card.created_at)}</td>
    </tr>
  );
}

/** /partner-tools/scorecards: the partner's scorecards, a new one from a place search, export. */
export function ScorecardsList() {
  usePageTitle('Scorecards');
  const base = useBasePath();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const keywords = search.trim();
  const list = usePartnerScorecards({ page, per_page: PER_PAGE, keywords: keywords || undefined });
  const items = list.data?.items;
  const total = list.data?.paging.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));

  return (
    <section className="page partner-tools" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">Scorecards</h1>
        <div className="button-row">
          <ExportControl
            resource="partner_scorecards"
            filters={() => (keywords ? { keywords } : {})}
          />
          {!adding && (
            <Button type="button" variant="primary" onClick={() => setAdding(true)}>
              New scorecard
            </Button>
          )}
        </div>
      </div>
      <p className="empty-state__description">
        Reputation scorecards of the businesses you pitch: their rating, reviews, response rate,
        listings and competitors, graded, with a page to share and its lead form.
      </p>
      {adding && (
        <NewScorecard
          onCancel={() => setAdding(false)}
          onCreated={(id) => navigate(withBase(base, `/partner-tools/scorecards/${id}`))}
        />
      )}
      <div className="toolbar">
        <div className="field">
          <label htmlFor="scorecard-search">Search scorecards</label>
          <input
            id="scorecard-search"
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        {items && (
          <span className="toolbar__count" role="status">
            {total} {total === 1 ? 'scorecard' : 'scorecards'}
          </span>
        )}
      </div>
      {list.error ? (
        <div className="form-error" role="alert">
          <p>{errorMessage(list.error, 'The scorecards could not be loaded.')}</p>
          <Button type="button" variant="secondary" onClick={() => void list.mutate()}>
            Try again
          </Button>
        </div>
      ) : !items ? (
        <div
          className="card skeleton skeleton--lines"
          role="status"
          aria-label="Loading scorecards"
        >
          <span />
          <span />
          <span />
        </div>
      ) : items.length === 0 ? (
        <div className="empty-state card">
          <h2>{keywords ? 'No scorecard matches' : 'No scorecards yet'}</h2>
          <p className="empty-state__description">
            {keywords
              ? `No scorecard's business or address contains “${keywords}”.`
              : 'Prepare a scorecard of a business you want to win: find it by name and Plaudit grades its reputation.'}
          </p>
          {!keywords && !adding && (
            <Button type="button" variant="primary" onClick={() => setAdding(true)}>
              Prepare your first scorecard
            </Button>
          )}
        </div>
      ) : (
        <>
          <ScrollBox label="Scorecards" className="card">
            <table className="simple-table scorecard-table">
              <caption className="pk-visually-hidden">Scorecards</caption>
              <thead>
                <tr>
                  <th scope="col">Grade</th>
                  <th scope="col">Business</th>
                  <th scope="col" className="cmp-num">
                    Rating
                  </th>
                  <th scope="col" className="cmp-num">
                    Reviews
                  </th>
                  <th scope="col" className="cmp-num">
                    Response rate
                  </th>
                  <th scope="col" className="cmp-num">
                    Listing accuracy
                  </th>
                  <th scope="col" className="cmp-num">
                    Leads
                  </th>
                  <th scope="col">Last run</th>
                </tr>
              </thead>
              <tbody>
                {items.map((c) => (
                  <Row key={c.id} card={c} base={base} />
                ))}
              </tbody>
            </table>
          </ScrollBox>
          {pages > 1 && (
            <nav className="button-row" aria-label="Pages">
              <Button
                type="button"
                variant="secondary"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button
                type="button"
                variant="secondary"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
