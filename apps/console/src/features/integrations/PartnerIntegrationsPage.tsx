import { errorMessage, type Integration, type IntegrationStatus } from '@plaudit/api-client';
import { useIntegrations } from '@plaudit/hooks';
import { Button, clampPage, Pager, Table, type TableColumn } from '@plaudit/ui-kit';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { formatRelative } from '../../lib/format';
import './integrations.css';

const PER_PAGE = 25;

/** The status tabs; `integration_status` in the address keeps the choice (spec 1 section 2). */
const TABS: { status: IntegrationStatus | null; label: string }[] = [
  { status: 'active', label: 'Connected' },
  { status: 'expired', label: 'Expired' },
  { status: 'access_requested', label: 'Requested' },
  { status: 'inactive', label: 'Disconnected' },
  { status: null, label: 'All' },
];
const STATUS_TEXT: Record<IntegrationStatus, string> = {
  active: 'Connected',
  expired: 'Expired',
  access_requested: 'Requested',
  inactive: 'Disconnected',
};
const isStatus = (s: string | null): s is IntegrationStatus =>
  TABS.some((t) => t.status !== null && t.status === s);

/** Whole days until the access ends, as people say it. */
function accessEnds(iso: string | null): string {
  if (!iso) return '—';
  const days = Math.floor((new Date(iso).getTime() - Date.now()) / 86_400_000);
  if (days < 0) return 'Ended';
  if (days === 0) return 'Today';
  return days === 1 ? 'In 1 day' : `In ${days} days`;
}

/**
 * /accounts/integrations: a partner's view of its child accounts' review-site connections,
 * by status, with when each access ends and when reviews were last read; opening a row goes
 * to that account's Integrations page to reconnect.
 */
export function ChildIntegrationsPage() {
  usePageTitle('Integrations');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('integration_status');
  const status = isStatus(raw) ? raw : null;
  const page = clampPage(params.get('page'), Number.MAX_SAFE_INTEGER);
  const { data, error, isLoading } = useIntegrations({
    integration_status: status ?? undefined,
    page,
    per_page: PER_PAGE,
  });
  const current = TABS.find((t) => t.status === status)!;

  const columns: TableColumn<Integration>[] = [
    { key: 'account', header: 'Account', rowHeader: true, cell: (i) => i.account_name },
    { key: 'name', header: 'Integration', cell: (i) => i.name },
    { key: 'status', header: 'Status', cell: (i) => STATUS_TEXT[i.integration_status] },
    { key: 'expires', header: 'Access ends', cell: (i) => accessEnds(i.expires_at) },
    {
      key: 'synced',
      header: 'Reviews last read',
      cell: (i) => (i.last_synced_at ? formatRelative(i.last_synced_at) : '—'),
    },
    {
      key: 'open',
      header: <span className="pk-visually-hidden">Actions</span>,
      align: 'right',
      cell: (i) => (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-label={`Open ${i.name} of ${i.account_name}`}
          onClick={() => navigate(`/as/${i.account_id}/settings/integrations`)}
        >
          Open
        </Button>
      ),
    },
  ];
  const pageCount = Math.max(1, data?.paging.totalPages ?? 1);
  const noun = (n: number) => (n === 1 ? 'integration' : 'integrations');
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">Integrations</h1>
      </div>
      <nav className="status-tabs" aria-label="Integration status">
        {TABS.map((t) => (
          <Link
            key={t.label}
            className="status-tabs__tab"
            aria-current={t.status === status ? 'page' : undefined}
            to={t.status ? `?integration_status=${t.status}` : '?'}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <div className="toolbar">
        {data && (
          <span className="toolbar__count" aria-live="polite">
            {data.paging.total} {noun(data.paging.total)}
          </span>
        )}
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : (
        <Table
          caption={`Integrations of your accounts: ${current.label}`}
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(i) => String(i.id)}
          loading={isLoading}
          emptyText={
            status
              ? `No account has a ${current.label.toLowerCase()} integration.`
              : 'None of your accounts has an integration yet.'
          }
        />
      )}
      {pageCount > 1 && (
        <Pager
          page={page}
          pageCount={pageCount}
          label="Integrations pages"
          onPageChange={(p) =>
            setParams((prev) => {
              const next = new URLSearchParams(prev);
              if (p <= 1) next.delete('page');
              else next.set('page', String(p));
              return next;
            })
          }
        />
      )}
    </section>
  );
}
