import {
  errorMessage,
  REVIEW_IMPORT_COLUMNS,
  REVIEW_IMPORT_LIMITS,
  type ReviewImport,
} from '@plaudit/api-client';
import { number, object } from '@plaudit/api-client/schemas';
import { toastError, useApi, useReviewImport, useReviewImports } from '@plaudit/hooks';
import { Button, buttonClass, Table, type TableColumn } from '@plaudit/ui-kit';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useSchemaForm } from '../../components/schema-form';
import { useBasePath, withBase } from '../../lib/paths';
import { saveBlob } from '../exports/download';
import { formatDateTime } from '../reviews/review-helpers';
import './review-imports.css';

const STATUS_TEXT: Record<ReviewImport['status'], string> = {
  queued: 'Waiting to start',
  processing: 'Importing',
  complete: 'Done',
  error: 'Could not be imported',
};
const running = (i: ReviewImport | undefined) =>
  i !== undefined && (i.status === 'queued' || i.status === 'processing');

/**
 * /reviews/import: reviews from a spreadsheet (another review site's export, a paper
 * survey typed up). Upload, follow the progress, then see what came in and download the rows
 * that did not, each with its reason. The import being followed is in the URL (?import=id).
 */
export function ReviewImportPage() {
  usePageTitle('Import Reviews');
  const base = useBasePath();
  const [params, setParams] = useSearchParams();
  const current = params.get('import');
  const { data: history, mutate: refreshHistory } = useReviewImports({ per_page: 10 });

  return (
    <section className="page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/reviews')}>Back to Reviews</Link>
      </p>
      <h1 id="page-title">Import Reviews</h1>
      <UploadForm
        onQueued={(imp) => {
          setParams({ import: String(imp.id) });
          void refreshHistory();
        }}
      />
      {current && <ImportProgress id={current} onDone={() => void refreshHistory()} />}
      <ImportHistory items={history?.items} loading={!history} />
    </section>
  );
}

/**
 * The upload's rule: the body is the file itself (no JSON schema on the route), so the form
 * checks what the server's upload guard does: a file, of at most REVIEW_IMPORT_LIMITS.maxBytes.
 */
const uploadSchema = object({ size: number({ min: 0, max: REVIEW_IMPORT_LIMITS.maxBytes }) });

function UploadForm({ onQueued }: { onQueued: (imp: ReviewImport) => void }) {
  const { api } = useApi();
  const id = useId();
  const { failure, formState, handleSubmit, register, reset, setFailure } = useSchemaForm<{
    file: FileList | null;
  }>({
    schema: uploadSchema,
    labels: { size: 'CSV file' },
    toBody: ({ file }) => ({ size: file?.[0]?.size }),
    fieldOf: (_issue, body) => ({
      field: 'file',
      message:
        (body as { size?: number }).size === undefined
          ? 'Choose a CSV file to import.'
          : 'The file is too large (at most 5 MB).',
    }),
    defaultValues: { file: null },
    mode: 'onSubmit',
  });
  const error = formState.errors.file?.message ?? failure;
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async ({ file: files }) => {
    const file = files?.[0];
    if (!file) return;
    setFailure(null);
    try {
      onQueued(await api.reviewImports.create(file, file.name));
      reset();
    } catch (err) {
      setFailure(errorMessage(err, 'The file could not be uploaded.'));
    }
  });
  const template = async () => {
    try {
      saveBlob(await api.reviewImports.template(), 'review-import-template.csv');
    } catch (err) {
      toastError(err, 'The template could not be downloaded.');
    }
  };

  return (
    <form className="form form--card review-import__form" onSubmit={submit} noValidate>
      <p id={`${id}-hint`} className="field__hint">
        One review per row, with the columns {REVIEW_IMPORT_COLUMNS.join(', ')}. <em>location</em>{' '}
        is the location’s name as in Plaudit and <em>source</em> a source code such as google or
        yelp; title, content, url and external_id may be empty. At most 5 MB (20,000 rows).
        Importing the same rows again updates them instead of adding them twice.
      </p>
      <div className="field">
        <label htmlFor={`${id}-file`}>CSV file</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={Boolean(error)}
          {...register('file')}
        />
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="button-row">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Uploading…' : 'Import'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void template()}>
          Download the template
        </Button>
      </div>
    </form>
  );
}

function ImportProgress({ id, onDone }: { id: string; onDone: () => void }) {
  const { api } = useApi();
  const base = useBasePath();
  const { data, error } = useReviewImport(id, {
    refreshInterval: (latest) => (running(latest) || !latest ? 1000 : 0),
    onSuccess: (latest) => {
      if (!running(latest)) onDone();
    },
  });
  if (error)
    return (
      <p className="form-error" role="alert">
        {errorMessage(error, 'This import could not be found.')}
      </p>
    );
  if (!data)
    return (
      <div className="card skeleton skeleton--lines" role="status" aria-label="Loading the import">
        <span style={{ width: '40%' }} />
      </div>
    );
  const share = data.total_rows ? Math.round((data.processed_rows / data.total_rows) * 100) : 0;
  const failedRows = async () => {
    try {
      saveBlob(await api.reviewImports.failedRows(data.id), `failed-rows-${data.id}.csv`);
    } catch (err) {
      toastError(err, 'The failed rows could not be downloaded.');
    }
  };
  return (
    <section className="card review-import__progress" aria-labelledby="import-progress-title">
      <h2 id="import-progress-title">{data.file_name}</h2>
      <p role="status" aria-live="polite">
        {STATUS_TEXT[data.status]}
        {running(data) && ` — ${data.processed_rows} of ${data.total_rows} rows`}
        {data.status === 'complete' &&
          ` — ${data.imported} new, ${data.updated} updated, ${data.failed} not imported`}
      </p>
      {running(data) && (
        <progress max={100} value={share} aria-label="Import progress">
          {share}%
        </progress>
      )}
      {data.status === 'error' && (
        <p className="form-error" role="alert">
          {data.error}
        </p>
      )}
      {data.status === 'complete' && (
        <div className="button-row">
          {data.imported + data.updated > 0 && (
            <Link className={buttonClass('secondary')} to={withBase(base, '/reviews')}>
              See the reviews
            </Link>
          )}
          {data.failed > 0 && (
            <Button type="button" variant="secondary" onClick={() => void failedRows()}>
              Download the {data.failed} failed {data.failed === 1 ? 'row' : 'rows'}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

function ImportHistory({ items, loading }: { items?: ReviewImport[]; loading: boolean }) {
  const base = useBasePath();
  const columns: TableColumn<ReviewImport>[] = [
    {
      key: 'file_name',
      header: 'File',
      rowHeader: true,
      cell: (i) => (
        <Link to={withBase(base, `/reviews/import?import=${i.id}`)} className="review-import__file">
          {i.file_name}
        </Link>
      ),
    },
    {
      key: 'created_at',
      header: 'Uploaded',
      cell: (i) => <time dateTime={i.created_at}>{formatDateTime(i.created_at)}</time>,
    },
    { key: 'status', header: 'Status', cell: (i) => STATUS_TEXT[i.status] },
    { key: 'imported', header: 'New', align: 'right', cell: (i) => i.imported },
    { key: 'updated', header: 'Updated', align: 'right', cell: (i) => i.updated },
    { key: 'failed', header: 'Not imported', align: 'right', cell: (i) => i.failed },
  ];
  return (
    <section className="review-import__history" aria-labelledby="import-history-title">
      <h2 id="import-history-title">Recent imports</h2>
      <Table
        caption="Recent imports"
        columns={columns}
        rows={items ?? []}
        getRowId={(i) => String(i.id)}
        loading={loading}
        emptyText="No imports yet."
      />
    </section>
  );
}
