import { errorMessage, type PartnerScorecardDetail } from '@plaudit/api-client';
import {
  toast,
  toastError,
  useApi,
  usePartnerScorecard,
  usePartnerScorecardLeads,
  usePermission,
} from '@plaudit/hooks';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { formatDate, formatDateTime } from '../reviews/review-helpers';
import { GradeBadge, SnapshotReport } from './ScorecardFigures';
import { ScrollBox } from './ScrollBox';
import { useRefreshScorecards } from './use-refresh-scorecards';
import './partner-tools.css';
import { Button, buttonClass } from '@plaudit/ui-kit';

/** The public page's address (the token is random; the serial id never appears). */
export const shareUrl = (token: string) =>
  `${window.location.origin}/scorecardrequest/${encodeURIComponent(token)}`;

function SharePanel({ card }: { card: PartnerScorecardDetail }) {
  const id = useId();
  const url = shareUrl(card.share_token);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Share link copied', 3000);
    } catch {
      toast.error('The link could not be copied; select it and copy it yourself.');
    }
  };
  return (
    <section className="card" aria-labelledby={`${id}-share`}>
      <h2 id={`${id}-share`}>Share</h2>
      <div className="field">
        <label htmlFor={`${id}-link`}>Public link</label>
        <input
          id={`${id}-link`}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="field__hint">
          Anyone with the link sees this scorecard under your name, without logging in, and can ask
          you to get in touch.
        </p>
      </div>
      <div className="button-row">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          Copy link
        </Button>
        <a className={buttonClass('secondary')} href={url} target="_blank" rel="noreferrer">
          Open the public page
        </a>
      </div>
    </section>
  );
}

function Leads({ scorecardId }: { scorecardId: number }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const leads = usePartnerScorecardLeads(scorecardId, page);
  const items = leads.data?.items;
  const pages = leads.data?.paging.totalPages ?? 1;
  return (
    <section className="card" aria-labelledby={`${id}-leads`}>
      <h2 id={`${id}-leads`}>Leads</h2>
      {leads.error ? (
        <div className="form-error" role="alert">
          <p>{errorMessage(leads.error, 'The leads could not be loaded.')}</p>
          <Button type="button" variant="secondary" onClick={() => void leads.mutate()}>
            Try again
          </Button>
        </div>
      ) : !items ? (
        <div className="skeleton skeleton--lines" role="status" aria-label="Loading leads">
          <span />
          <span />
        </div>
      ) : items.length === 0 ? (
        <p>
          No leads yet. When someone answers the form on the public page, they appear here and your
          account’s administrators get an e-mail.
        </p>
      ) : (
        <>
          <ul className="scorecard-leads">
            {items.map((l) => (
              <li key={l.id}>
                <p>
                  <strong>{l.name}</strong>
                  {l.business ? ` · ${l.business}` : ''}{' '}
                  <span className="field__hint">{formatDateTime(l.created_at)}</span>
                </p>
                <p>
                  <a href={`mailto:${l.email}`}>{l.email}</a>
                  {l.phone && (
                    <>
                      {' · '}
                      <a href={`tel:${l.phone.replace(/[^\d+]/g, '')}`}>{l.phone}</a>
                    </>
                  )}
                </p>
                {l.message && <p className="scorecard-leads__message">{l.message}</p>}
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="button-row" aria-label="Pages of leads">
              <Button
                type="button"
                variant="secondary"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Previous
              </Button>
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

function History({ card }: { card: PartnerScorecardDetail }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={`${id}-history`}>
      <h2 id={`${id}-history`}>Runs</h2>
      <ScrollBox label="Every run of this scorecard, newest first">
        <table className="simple-table scorecard-table">
          <caption className="pk-visually-hidden">
            Every run of this scorecard, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Run</th>
              <th scope="col">Grade</th>
              <th scope="col" className="cmp-num">
                Score
              </th>
              <th scope="col" className="cmp-num">
                Rating
              </th>
              <th scope="col" className="cmp-num">
                Reviews
              </th>
            </tr>
          </thead>
          <tbody>
            {card.history.map((s) => (
              <tr key={s.id}>
                <th scope="row">{formatDateTime(s.created_at)}</th>
                <td>
                  <GradeBadge snapshot={s} />
                </td>
                <td className="cmp-num">{s.score}</td>
                <td className="cmp-num">{s.rating?.toFixed(1) ?? '—'}</td>
                <td className="cmp-num">{s.review_count.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}

/** /partner-tools/scorecards/:scorecardId: the newest run, share, leads, runs; re-run, delete. */
export function ScorecardDetail() {
  const { scorecardId } = useParams();
  const base = useBasePath();
  const navigate = useNavigate();
  const { api } = useApi();
  const { can } = usePermission();
  const card = usePartnerScorecard(scorecardId);
  const refresh = useRefreshScorecards();
  const [running, setRunning] = useState(false);
  const [deleting, setDeleting] = useState<PartnerScorecardDetail | null>(null);
  usePageTitle(card.data ? `Scorecard: ${card.data.business_name}` : 'Scorecard');
  const back = <Link to={withBase(base, '/partner-tools/scorecards')}>Back to scorecards</Link>;

  if (card.error)
    return (
      <section className="page partner-tools" aria-labelledby="page-title">
        <h1 id="page-title">Scorecard</h1>
        <div className="form-error" role="alert">
          <p>{errorMessage(card.error, 'The scorecard could not be loaded.')}</p>
          {card.error.status !== 404 && (
            <Button type="button" variant="secondary" onClick={() => void card.mutate()}>
              Try again
            </Button>
          )}
        </div>
        <p>{back}</p>
      </section>
    );
  if (!card.data)
    return (
      <section className="page partner-tools" aria-labelledby="page-title">
        <h1 id="page-title">Scorecard</h1>
        <div
          className="card skeleton skeleton--lines"
          role="status"
          aria-label="Loading the scorecard"
        >
          <span />
          <span />
          <span />
          <span />
        </div>
      </section>
    );
  const c = card.data;

  const rerun = async () => {
    setRunning(true);
    try {
      const fresh = await api.partnerScorecards.rerun(c.id);
      await card.mutate(fresh, { revalidate: false });
      void refresh();
      toast.success(`Run again: grade ${fresh.latest?.grade ?? '—'}`, 3000);
    } catch (err) {
      toastError(err, 'The scorecard could not be run again.');
    } finally {
      setRunning(false);
    }
  };
  const remove = async (target: PartnerScorecardDetail) => {
    setDeleting(null);
    try {
      await api.partnerScorecards.remove(target.id);
      toast.success(`Deleted the scorecard of ${target.business_name}`, 3000);
      navigate(withBase(base, '/partner-tools/scorecards'));
      void refresh();
    } catch (err) {
      toastError(err, 'The scorecard could not be deleted.');
    }
  };

  return (
    <section className="page partner-tools" aria-labelledby="page-title">
      <p className="scorecard-back">{back}</p>
      <div className="page-header">
        <h1 id="page-title">{c.business_name}</h1>
        <div className="button-row">
          {can('partner_scorecard', 'create') && (
            <Button
              type="button"
              variant="secondary"
              onClick={() => void rerun()}
              disabled={running}
            >
              {running ? 'Running…' : 'Run again'}
            </Button>
          )}
          {can('partner_scorecard', 'delete') && (
            <Button type="button" variant="danger" onClick={() => setDeleting(c)}>
              Delete
            </Button>
          )}
        </div>
      </div>
      <p className="field__hint">
        {c.address ?? 'No address'} · prepared {formatDate(c.created_at)}
        {c.created_by_name ? ` by ${c.created_by_name}` : ''}
        {c.latest ? ` · last run ${formatDateTime(c.latest.created_at)}` : ''}
      </p>
      {running && (
        <p className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Reading reviews, listings and competitors
          again…
        </p>
      )}
      {c.latest ? (
        <SnapshotReport snapshot={c.latest} businessName={c.business_name} />
      ) : (
        <p>This scorecard has no run yet.</p>
      )}
      <div className="scorecard-columns">
        <SharePanel card={c} />
        <Leads scorecardId={c.id} />
      </div>
      <History card={c} />
      <ConfirmDelete
        item={deleting}
        name={(x) => `the scorecard of ${x.business_name}`}
        onCancel={() => setDeleting(null)}
        onConfirm={(x) => void remove(x)}
      >
        <p>
          Its runs and its {c.leads_count} {c.leads_count === 1 ? 'lead' : 'leads'} are deleted too,
          and the public link stops working.
        </p>
      </ConfirmDelete>
    </section>
  );
}
