import { type Dispute, errorMessage } from '@plaudit/api-client';
import {
  DISPUTE_OUTCOMES,
  DISPUTE_REASON_LABELS,
  DISPUTE_STATUS_LABELS,
  DISPUTE_STATUSES,
  type DisputeOutcome,
  type DisputeStatus,
} from '@plaudit/api-client/schemas';
import { useDisputes } from '@plaudit/hooks';
import { Button, buttonClass, Dropdown, Pager, Table, type TableColumn } from '@plaudit/ui-kit';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { formatDate } from '../../lib/format';
import { useBasePath, withBase } from '../../lib/paths';
import { DisputeStatusBadge } from './DisputeStatusBadge';
import './disputes.css';

const PAGE_SIZE = 25;

const OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  open: 'Open',
  removed: 'Removed',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

const STATUS_OPTIONS = DISPUTE_STATUSES.map((value) => ({
  value,
  label: DISPUTE_STATUS_LABELS[value],
}));

/** /disputes: the account's review disputes, counted by status and outcome. */
export function DisputesPage() {
  usePageTitle('Disputes');
  const base = useBasePath();
  const [params, setParams] = useSearchParams();
  const status = params
    .getAll('status')
    .flatMap((s) => s.split(','))
    .filter((s): s is DisputeStatus => (DISPUTE_STATUSES as readonly string[]).includes(s));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isLoading, mutate } = useDisputes({
    per_page: PAGE_SIZE,
    page,
    ...(status.length ? { status } : {}),
  });
  const counts = data?.counts;
  const setStatus = (next: string[]) => {
    const p = new URLSearchParams();
    if (next.length) p.set('status', next.join(','));
    setParams(p);
  };

  const columns: TableColumn<Dispute>[] = [
    {
      key: 'review',
      header: 'Review',
      rowHeader: true,
      cell: (d) => (
        <Link to={withBase(base, `/reviews/${d.review_id}`)}>
          {d.review_rating ? `${d.review_rating}★ ` : ''}
          {d.review_author_name || 'Anonymous'}: {d.review_excerpt || '(no text)'}
        </Link>
      ),
    },
    { key: 'source', header: 'Site', cell: (d) => d.source_name },
    { key: 'location', header: 'Location', cell: (d) => d.location_name },
    { key: 'reason', header: 'Reason', cell: (d) => DISPUTE_REASON_LABELS[d.reason] },
    { key: 'status', header: 'Status', cell: (d) => <DisputeStatusBadge status={d.status} /> },
    {
      key: 'flagged',
      header: 'Flagged',
      cell: (d) => (
        <>
          <time dateTime={d.created_at}>{formatDate(d.created_at)}</time>
          {d.flagged_by_user_name ? ` by ${d.flagged_by_user_name}` : ''}
        </>
      ),
    },
  ];

  return (
    <section className="page disputes" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">Disputes</h1>
        <Link className={buttonClass('secondary')} to={withBase(base, '/reviews')}>
          Reviews
        </Link>
      </header>
      <p className="page-description">
        Reviews flagged for breaking their site’s rules, reported on the site, and the site’s
        decision.
      </p>
      <div className="disputes__counts">
        <section className="card" aria-labelledby="disputes-status-title">
          <h2 id="disputes-status-title">By status</h2>
          <dl className="disputes__figures" data-testid="disputes-by-status">
            {DISPUTE_STATUSES.map((s) => (
              <div key={s}>
                <dt>{DISPUTE_STATUS_LABELS[s]}</dt>
                <dd data-status={s}>{counts ? counts.by_status[s] : '–'}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="card" aria-labelledby="disputes-outcome-title">
          <h2 id="disputes-outcome-title">By outcome</h2>
          <dl className="disputes__figures" data-testid="disputes-by-outcome">
            {DISPUTE_OUTCOMES.map((o) => (
              <div key={o}>
                <dt>{OUTCOME_LABELS[o]}</dt>
                <dd data-outcome={o}>{counts ? counts.by_outcome[o] : '–'}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <div className="toolbar">
        <Dropdown
          label="Dispute status"
          multiple
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          value={status}
          onChange={setStatus}
        />
        <span aria-live="polite" className="toolbar__count">
          {data && `${data.paging.total} ${data.paging.total === 1 ? 'dispute' : 'disputes'}`}
        </span>
      </div>
      {error ? (
        <div className="form-error" role="alert">
          <p>
            <strong>The disputes could not be loaded.</strong>{' '}
            {errorMessage(error, 'Something went wrong. Please refresh the page.')}
          </p>
          <Button type="button" variant="secondary" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      ) : data && data.items.length === 0 ? (
        <div className="empty-state">
          <h2>{status.length ? 'No disputes with this status' : 'No disputes yet'}</h2>
          <p className="empty-state__description">
            Disputes appear here when someone flags a review with the Dispute action on a review:
            spam, fake reviews, conflicts of interest, off-topic, offensive or personal information.
          </p>
        </div>
      ) : (
        <div className="table-scroll">
          <Table
            caption="Disputes"
            columns={columns}
            rows={data?.items ?? []}
            getRowId={(d) => String(d.id)}
            loading={isLoading && !data}
          />
        </div>
      )}
      {data && data.paging.totalPages > 1 && (
        <Pager
          page={page}
          pageCount={data.paging.totalPages}
          label="Disputes pages"
          onPageChange={(p) => {
            const next = new URLSearchParams(params);
            next.set('page', String(p));
            setParams(next);
          }}
        />
      )}
    </section>
  );
}
