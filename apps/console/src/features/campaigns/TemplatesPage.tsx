import { type CampaignTemplate, errorMessage } from '@plaudit/api-client';
import { toast, toastError, useApi, useCampaignTemplates, usePermission } from '@plaudit/hooks';
import { Button, buttonClass, Modal, Pager, Table, type TableColumn } from '@plaudit/ui-kit';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { formatDateTime } from '../reviews/review-helpers';
import { CHANNEL_TEXT } from './campaign-texts';
import './campaigns.css';

const PAGE_SIZE = 25;

/** /request-reviews/templates: the messages a new campaign can start from. */
export function TemplatesPage() {
  usePageTitle('Request Templates');
  const base = useBasePath();
  const { api } = useApi();
  const { can } = usePermission();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, mutate } = useCampaignTemplates({
    page,
    per_page: PAGE_SIZE,
    sort: { by: 'name', order: 'asc' },
  });
  const [deleting, setDeleting] = useState<CampaignTemplate | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await api.campaignTemplates.remove(deleting.id);
      toast.success('Template deleted', 3000);
      setDeleting(null);
      void mutate();
    } catch (err) {
      toastError(err, 'The template could not be deleted.');
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumn<CampaignTemplate>[] = [
    {
      key: 'name',
      header: 'Template',
      rowHeader: true,
      cell: (t) => <Link to={withBase(base, `/request-reviews/templates/${t.id}`)}>{t.name}</Link>,
    },
    { key: 'channel', header: 'Channel', cell: (t) => CHANNEL_TEXT[t.request_type] },
    {
      key: 'layout',
      header: 'Layout',
      cell: (t) =>
        t.layout === 'simple' ? 'Simple' : t.use_header_image ? 'Branded, image' : 'Branded',
    },
    { key: 'updated', header: 'Last changed', cell: (t) => formatDateTime(t.updated_at) },
    ...(can('campaign', 'delete')
      ? [
          {
            key: 'actions',
            header: <span className="pk-visually-hidden">Actions</span>,
            cell: (t: CampaignTemplate) => (
              <button
                type="button"
                className="link-button"
                aria-label={`Delete ${t.name}`}
                onClick={() => setDeleting(t)}
              >
                Delete
              </button>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className="page campaigns" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/request-reviews')}>Back to Ask Tool</Link>
      </p>
      <header className="page-header">
        <h1 id="page-title">Request Templates</h1>
        {can('campaign', 'create') && (
          <Link
            className={buttonClass('primary')}
            to={withBase(base, '/request-reviews/templates/new')}
          >
            New template
          </Link>
        )}
      </header>
      <p className="page-intro">
        A template keeps a message, its layout and header for the next campaign: choose it when you
        create the campaign.
      </p>
      {error ? (
        <div className="form-error" role="alert">
          <p>{errorMessage(error, 'The templates could not be loaded.')}</p>
          <Button type="button" variant="secondary" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="table-scroll">
          <Table
            caption="Templates"
            columns={columns}
            rows={data?.items ?? []}
            getRowId={(t) => String(t.id)}
            loading={!data}
            emptyText="No templates yet. Campaigns start from the default request."
          />
        </div>
      )}
      {data && data.paging.totalPages > 1 && (
        <Pager
          page={page}
          pageCount={data.paging.totalPages}
          label="Template pages"
          onPageChange={(n) => setParams(n <= 1 ? {} : { page: String(n) })}
        />
      )}
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this template?"
        footer={
          <div className="button-row">
            <Button type="button" variant="secondary" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button type="button" variant="danger" disabled={busy} onClick={() => void remove()}>
              {busy ? 'Deleting…' : 'Delete'}
            </Button>
          </div>
        }
      >
        <p>{`“${deleting?.name ?? ''}” is deleted. Campaigns made from it keep their message.`}</p>
      </Modal>
    </section>
  );
}
