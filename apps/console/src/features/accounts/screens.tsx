import { type Account, errorMessage } from '@plaudit/api-client';
import { useAccounts } from '@plaudit/hooks';
import { Button, clampPage, Pager, Table, type TableColumn } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

export const ACCOUNTS_PER_PAGE = 25;

const STATUS_LABELS: Record<Account['status'], string> = {
  active: 'Active',
  trial: 'Trial',
  pending: 'Pending',
  expired: 'Expired',
  suspended: 'Suspended',
};

export function trialDaysText(days: number): string {
  if (days < 0) return '—';
  if (days === 0) return 'Ends today';
  return days === 1 ? '1 day left' : `${days} days left`;
}

/**
 * /accounts: the partner's child accounts (search, paging) and a way into each. The partner
 * menu calls it Dashboard (spec), so its title says both.
 */
export function AccountsPage() {
  return <ChildAccountList title="Accounts Dashboard" />;
}

/** /accounts/trials: child accounts in their trial. */
export function TrialsPage() {
  return <ChildAccountList title="Trials" status="trial" />;
}

function ChildAccountList({ title, status }: { title: string; status?: 'trial' }) {
  usePageTitle(title);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search_terms') ?? '');
  const [opening, setOpening] = useState<number | null>(null);
  const keywords = useDebouncedValue(search.trim(), 250);
  const page = clampPage(params.get('page'), Number.MAX_SAFE_INTEGER);
  const { data, error, isLoading } = useAccounts({
    keywords: keywords || undefined,
    status,
    page,
    per_page: ACCOUNTS_PER_PAGE,
    sort: { by: 'name', order: 'asc' },
  });

  useEffect(() => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if ((next.get('search_terms') ?? '') === keywords) return prev;
        if (keywords) next.set('search_terms', keywords);
        else next.delete('search_terms');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [keywords, setParams]);

  // The /as/ path opens the child's session (the auth gate), so Back and typed URLs work the same.
  const open = (account: Account) => {
    setOpening(account.id);
    navigate(`/as/${account.id}`);
  };

  const columns: TableColumn<Account>[] = [
    {
      key: 'name',
      header: 'Account',
      rowHeader: true,
      cell: (a) => (
        <button
          type="button"
          className="link-button"
          onClick={() => void open(a)}
          disabled={opening !== null}
        >
          {a.name}
        </button>
      ),
    },
    { key: 'status', header: 'Status', cell: (a) => STATUS_LABELS[a.status] ?? a.status },
    { key: 'total_locations', header: 'Locations', align: 'right', cell: (a) => a.total_locations },
    ...(status === 'trial'
      ? [{ key: 'trial', header: 'Trial', cell: (a: Account) => trialDaysText(a.daysLeftInTrial) }]
      : []),
    {
      key: 'open',
      header: <span className="pk-visually-hidden">Actions</span>,
      align: 'right',
      cell: (a) => (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => void open(a)}
          disabled={opening !== null}
          aria-label={`Open ${a.name}`}
        >
          {opening === a.id ? 'Opening…' : 'Open'}
        </Button>
      ),
    },
  ];

  const pageCount = Math.max(1, data?.paging.totalPages ?? 1);
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">{title}</h1>
        {status === 'trial' ? (
          <Link to="/accounts">All accounts</Link>
        ) : (
          <Link to="/accounts/trials">Trials</Link>
        )}
      </div>
      <div className="toolbar">
        <label className="search-field">
          <span className="pk-visually-hidden">Search accounts</span>
          <input
            type="search"
            placeholder="Search accounts"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        {data && (
          <span className="toolbar__count" aria-live="polite">
            {data.paging.total} {data.paging.total === 1 ? 'account' : 'accounts'}
          </span>
        )}
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : (
        <Table
          caption={title}
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(a) => String(a.id)}
          loading={isLoading}
          emptyText={
            keywords
              ? 'No accounts match your search.'
              : status === 'trial'
                ? 'No accounts are in a trial.'
                : 'No child accounts yet.'
          }
        />
      )}
      {pageCount > 1 && (
        <Pager
          page={page}
          pageCount={pageCount}
          label={`${title} pages`}
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
