import type { ScheduledExport, Weekday } from '@plaudit/api-client';
import { errorMessage } from '@plaudit/api-client';
import { toast, useApi, usePermission, useScheduledExports } from '@plaudit/hooks';
import { Button, Modal, Pager, Table, type TableColumn, type TableSort } from '@plaudit/ui-kit';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { safeRedirect, useBasePath, withBase } from '../../lib/paths';
import { WEEKDAY_LABELS } from '../locations/hours';
import { reportHref } from './report-links';
import { SCHEDULE_TEXTS, SCHEDULE_TOAST_MS } from './schedule-form';
import './scheduled-exports.css';
import { formatDateTime } from '../../lib/format';

export const SCHEDULED_EXPORTS_PAGE_SIZE = 25;

/** 'Daily', 'Weekly on Sunday', 'Monthly on day 1'. */
export function frequencyText(
  e: Pick<ScheduledExport, 'email_frequency' | 'weekday' | 'day_of_month'>,
) {
  if (e.email_frequency === 'weekly') {
    return `Weekly on ${WEEKDAY_LABELS[e.weekday as Weekday] ?? e.weekday}`;
  }
  if (e.email_frequency === 'monthly') return `Monthly on day ${e.day_of_month}`;
  return 'Daily';
}

/** The back link: to the page given by fromPage, else to Account & Settings (spec 1 §2). */
export function backLink(fromPage: string | null): { href: string; label: string } {
  const target = fromPage ? safeRedirect(fromPage, '') : '';
  if (!target) return { href: '/settings', label: 'Back to Account & Settings' };
  const path = target.split('?')[0] ?? '';
  const named: [RegExp, string][] = [
    [/^\/reviews/, 'Back to Reviews'],
    [/^\/dashboard\/locations/, 'Back to Location Performance'],
    [/^\/dashboard\/keywords/, 'Back to Keywords'],
    [/^\/competitors/, 'Back to Competitors'],
    [/^\/request-reviews/, 'Back to Microsurveys'],
  ];
  return { href: target, label: named.find(([re]) => re.test(path))?.[1] ?? 'Back' };
}

const formatWhen = (iso: string | null) => (iso ? formatDateTime(iso) : 'Never');

/** /settings/scheduled-exports/manage: the scheduled exports, their schedule, deletion. */
export function ScheduledExportsPage() {
  usePageTitle('Scheduled Exports');
  const { api } = useApi();
  const { can } = usePermission();
  const base = useBasePath();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortParam = params.get('sort');
  const sort: TableSort | null = sortParam
    ? { by: 'display_name', order: sortParam.endsWith(':desc') ? 'desc' : 'asc' }
    : null;
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { data, error, mutate } = useScheduledExports({
    page,
    per_page: SCHEDULED_EXPORTS_PAGE_SIZE,
    ...(sort ? { sort: { by: 'display_name', order: sort.order } } : {}),
  });
  const back = backLink(params.get('fromPage'));
  const rows = data?.items ?? [];

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
  };

  const remove = async () => {
    setDeleting(true);
    const ids = [...selected];
    const results = await Promise.allSettled(ids.map((id) => api.scheduledExports.remove(id)));
    const failed = results.filter((r) => r.status === 'rejected').length;
    const done = ids.length - failed;
    if (failed === 0)
      toast.success(
        done === 1 ? SCHEDULE_TEXTS.deleted : SCHEDULE_TEXTS.deletedMany(done),
        SCHEDULE_TOAST_MS,
      );
    else
      toast.alert(
        ids.length === 1 ? SCHEDULE_TEXTS.notDeleted : SCHEDULE_TEXTS.someNotDeleted,
        SCHEDULE_TOAST_MS,
      );
    setSelected(ids.filter((_, i) => results[i]?.status === 'rejected'));
    setConfirming(false);
    setDeleting(false);
    await mutate();
  };

  const columns: TableColumn<ScheduledExport>[] = [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (e) => <Link to={withBase(base, reportHref(e))}>{e.display_name}</Link>,
    },
    {
      key: 'type',
      header: 'Type',
      sortable: true,
      sortBy: 'display_name',
      cell: (e) => e.export_type_label,
    },
    { key: 'frequency', header: 'Email Frequency', cell: frequencyText },
    {
      key: 'time',
      header: 'Scheduled Time',
      cell: (e) => `${e.scheduled_time}${e.time_zone ? ` ${e.time_zone}` : ''}`,
    },
    { key: 'last', header: 'Last Sent', cell: (e) => formatWhen(e.last_sent_at) },
  ];

  return (
    <section className="page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, back.href)}>{back.label}</Link>
      </p>
      <h1 id="page-title">Scheduled Exports</h1>
      {error ? (
        <p className="form-error" role="alert">
          {errorMessage(error, 'Something went wrong. Please refresh the page.')}
        </p>
      ) : !data ? (
        <p className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading scheduled exports…
        </p>
      ) : rows.length === 0 && page === 1 ? (
        <div className="empty-state">
          <h2>No Scheduled Exports</h2>
          <p className="empty-state__description">
            Schedule an export from a report, such as Reviews, to have it e-mailed on a schedule.
          </p>
        </div>
      ) : (
        <>
          {can('scheduled_export', 'delete') && (
            <div className="scheduled-exports__actions">
              <Button
                type="button"
                variant="danger"
                disabled={selected.length === 0 || deleting}
                onClick={() => setConfirming(true)}
              >
                Delete selected
              </Button>
              <span className="toolbar__count" aria-live="polite">
                {selected.length ? `${selected.length} selected` : ''}
              </span>
            </div>
          )}
          <Table
            caption="Scheduled Exports"
            columns={columns}
            rows={rows}
            getRowId={(e) => String(e.id)}
            getRowLabel={(e) => e.display_name}
            sort={sort}
            onSort={(s) => update({ sort: s ? `display_name:${s.order}` : null, page: null })}
            selectable={can('scheduled_export', 'delete')}
            selectedIds={selected}
            onSelectionChange={setSelected}
            rowNoun="scheduled exports"
          />
          {data.paging.totalPages > 1 && (
            <Pager
              page={page}
              pageCount={data.paging.totalPages}
              onPageChange={(p) => update({ page: p > 1 ? String(p) : null })}
            />
          )}
        </>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={
          selected.length === 1
            ? 'Delete this scheduled export?'
            : `Delete ${selected.length} scheduled exports?`
        }
        footer={
          <div className="button-row">
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              type="button"
              variant="danger"
              disabled={deleting}
              onClick={() => void remove()}
            >
              Delete
            </Button>
          </div>
        }
      >
        <p>Its recipients will no longer receive it.</p>
      </Modal>
    </section>
  );
}
