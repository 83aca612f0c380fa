import { type Campaign, type CampaignStatus, errorMessage } from '@plaudit/api-client';
import { toastError, useApi, useCampaigns, useLocations, usePermission } from '@plaudit/hooks';
import { Button, buttonClass, Pager, Table, type TableColumn } from '@plaudit/ui-kit';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { saveBlob } from '../exports/download';
import { formatDateTime } from '../reviews/review-helpers';
import { CHANNEL_TEXT, STATUS_TEXT } from './campaign-texts';
import './campaigns.css';

const PAGE_SIZE = 25;
const TABS: { status: CampaignStatus | null; label: string }[] = [
  { status: null, label: 'All' },
  { status: 'draft', label: 'Drafts' },
  { status: 'scheduled', label: 'Scheduled' },
  { status: 'sent', label: 'Sent' },
];

/**
 * /request-reviews, the ask tool: the account's review-request campaigns (status tab and page
 * in the URL), a new one, the overview of what they achieved, and the do-not-contact list.
 */
export function CampaignsPage() {
  usePageTitle('Ask Tool');
  const base = useBasePath();
  const { api } = useApi();
  const { can } = usePermission();
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') as CampaignStatus | null) ?? null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, mutate } = useCampaigns({
    page,
    per_page: PAGE_SIZE,
    ...(status ? { status } : {}),
  });
  const { data: locations } = useLocations({ per_page: 250, sort: { by: 'name', order: 'asc' } });
  const locationName = (id: number) => locations?.items.find((l) => l.id === id)?.name ?? '…';
  const href = (c: Campaign) =>
    withBase(
      base,
      c.status === 'draft'
        ? `/request-reviews/campaigns/${c.id}`
        : `/request-reviews/microsurveys/${c.id}/summaries`,
    );

  const columns: TableColumn<Campaign>[] = [
    {
      key: 'name',
      header: 'Campaign',
      rowHeader: true,
      cell: (c) => <Link to={href(c)}>{c.name}</Link>,
    },
    { key: 'location', header: 'Location', cell: (c) => locationName(c.location_id) },
    { key: 'channel', header: 'Channel', cell: (c) => CHANNEL_TEXT[c.request_type] },
    {
      key: 'status',
      header: 'Status',
      cell: (c) => (
        <span className={`status-pill status-pill--${c.status}`}>{STATUS_TEXT[c.status]}</span>
      ),
    },
    { key: 'recipients', header: 'Recipients', align: 'right', cell: (c) => c.progress.recipients },
    { key: 'responded', header: 'Answered', align: 'right', cell: (c) => c.progress.responded },
    {
      key: 'when',
      header: 'Sent or scheduled',
      cell: (c) => {
        const at = c.sent_at ?? c.scheduled_at;
        return at ? <time dateTime={at}>{formatDateTime(at)}</time> : '—';
      },
    },
  ];

  const doNotContact = async () => {
    try {
      saveBlob(await api.campaigns.doNotContactCsv(), 'do-not-contact.csv');
    } catch (err) {
      toastError(err, 'The list could not be downloaded.');
    }
  };

  return (
    <section className="page campaigns" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">Ask Tool</h1>
        <div className="button-row">
          <Link
            className={buttonClass('secondary')}
            to={withBase(base, '/request-reviews/overview')}
          >
            Overview
          </Link>
          <Link
            className={buttonClass('secondary')}
            to={withBase(base, '/request-reviews/templates')}
          >
            Templates
          </Link>
          <Button type="button" variant="secondary" onClick={doNotContact}>
            Do-not-contact list
          </Button>
          {can('campaign', 'create') && (
            <Link
              className={buttonClass('primary')}
              to={withBase(base, '/request-reviews/campaigns/new')}
            >
              New campaign
            </Link>
          )}
        </div>
      </header>
      <p className="page-intro">
        Ask your customers for feedback by e-mail or text message. Everyone who answers, happy or
        not, is offered your review sites.
      </p>
      <nav className="tabs" aria-label="Campaign status">
        {TABS.map((t) => (
          <Link
            key={t.label}
            to={withBase(base, `/request-reviews${t.status ? `?status=${t.status}` : ''}`)}
            aria-current={t.status === status ? 'page' : undefined}
            onClick={() => setParams(t.status ? { status: t.status } : {})}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {error ? (
        <div className="form-error" role="alert">
          <p>{errorMessage(error, 'The campaigns could not be loaded.')}</p>
          <Button type="button" variant="secondary" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      ) : data && data.paging.total === 0 && !status ? (
        <div className="card empty-card">
          <h2>No campaigns yet</h2>
          <p>
            A campaign sends your customers a one-tap question and then offers them your review
            sites. Start with a list of guests as a CSV file.
          </p>
          {can('campaign', 'create') && (
            <Link
              className={buttonClass('primary')}
              to={withBase(base, '/request-reviews/campaigns/new')}
            >
              Create your first campaign
            </Link>
          )}
        </div>
      ) : (
        <div className="table-scroll">
          <Table
            caption="Campaigns"
            columns={columns}
            rows={data?.items ?? []}
            getRowId={(c) => String(c.id)}
            loading={!data}
            emptyText="No campaigns with this status."
          />
        </div>
      )}
      {data && data.paging.totalPages > 1 && (
        <Pager
          page={page}
          pageCount={data.paging.totalPages}
          label="Campaign pages"
          onPageChange={(n) => {
            const next = new URLSearchParams(params);
            if (n <= 1) next.delete('page');
            else next.set('page', String(n));
            setParams(next);
          }}
        />
      )}
    </section>
  );
}
