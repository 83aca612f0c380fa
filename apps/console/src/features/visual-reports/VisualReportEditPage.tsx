import {
  errorMessage,
  VISUAL_REPORT_BLOCK_KINDS,
  VISUAL_REPORT_DATE_PRESETS,
  VISUAL_REPORT_MAX_BLOCKS,
  type VisualReport,
  type VisualReportBlock,
  type VisualReportBlockKind,
} from '@plaudit/api-client';
import { visualReportCreateBody, visualReportUpdateBody } from '@plaudit/api-client/schemas';
import {
  toast,
  useApi,
  useGroups,
  useLocations,
  useSources,
  useVisualReport,
} from '@plaudit/hooks';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useSchemaForm } from '../../components/schema-form';
import { useBasePath, withBase } from '../../lib/paths';
import { BlockEditor } from './BlockEditor';
import { dateLabel, VR_TEXT } from './visual-reports-text';
import './visual-reports.css';
import { Button, buttonClass, Select } from '@plaudit/ui-kit';

type Draft = {
  name: string;
  description: string;
  date_descriptor: string;
  group_id: number | null;
  location_id: number | null;
  source_id: number | null;
  blocks: VisualReportBlock[];
};

const NEW_REPORT: Draft = {
  name: '',
  description: '',
  date_descriptor: 'twelveMonths',
  group_id: null,
  location_id: null,
  source_id: null,
  blocks: [
    { kind: 'rating_over_time', title: '', display: 'bars' },
    { kind: 'volume_over_time', title: '', display: 'bars' },
  ],
};

const draftOf = (r: VisualReport): Draft => ({
  name: r.name,
  description: r.description,
  date_descriptor: r.date_descriptor,
  group_id: r.group_id,
  location_id: r.location_id,
  source_id: r.source_id,
  blocks: r.blocks,
});

/** /visual-reports/new and /visual-reports/:reportId/edit: the report builder. */
export function VisualReportEditPage() {
  const { reportId } = useParams();
  const existing = useVisualReport(reportId);
  const base = useBasePath();
  usePageTitle(reportId ? 'Edit report' : 'New report');
  if (reportId && existing.error)
    return (
      <section className="page vr" aria-labelledby="page-title">
        <h1 id="page-title">Edit report</h1>
        <div className="form-error" role="alert">
          <p>{errorMessage(existing.error, VR_TEXT.reportError)}</p>
          <Link className={buttonClass('secondary')} to={withBase(base, '/visual-reports')}>
            {VR_TEXT.back}
          </Link>
        </div>
      </section>
    );
  if (reportId && !existing.data)
    return (
      <section className="page vr" aria-label="Loading report">
        <div className="card skeleton skeleton--lines" role="status" aria-label="Loading report">
          <span style={{ width: '40%' }} />
          <span />
        </div>
      </section>
    );
  return (
    <ReportForm
      key={reportId ?? 'new'}
      id={existing.data?.id ?? null}
      initial={existing.data ? draftOf(existing.data) : NEW_REPORT}
    />
  );
}

function ReportForm({ id, initial }: { id: number | null; initial: Draft }) {
  const fid = useId();
  const { api } = useApi();
  const base = useBasePath();
  const navigate = useNavigate();
  // The report, checked on submit with the server's schema; a missing name says 'Enter a name',
  // a block's or the whole report's issue shows under the blocks.
  const { clearErrors, control, formState, getValues, handleSubmit, register, setValue } =
    useSchemaForm<Draft>({
      schema: id ? visualReportUpdateBody : visualReportCreateBody,
      labels: { name: 'Name', description: 'Description', blocks: 'Blocks' },
      toBody: (d) => ({ ...d, name: d.name.trim() }),
      fieldOf: (issue, body) => {
        const field = issue.path.split(/[.[]/)[0];
        if (field === 'name')
          return {
            field,
            message: (body as Draft).name ? issue.message : 'Enter a name',
          };
        return field === 'description' ? undefined : { field: 'blocks', message: issue.message };
      },
      defaultValues: initial,
      mode: 'onSubmit',
    });
  const { errors } = formState;
  const nameError = errors.name?.message ?? null;
  const blocks = useWatch({ control, name: 'blocks' });
  const draft = { blocks };
  const busy = formState.isSubmitting;
  const groups = useGroups({ per_page: 100 });
  const locations = useLocations({ per_page: 250, sort: { by: 'name', order: 'asc' } });
  const sources = useSources({ per_page: 100 });
  const setBlocks = (f: (b: VisualReportBlock[]) => VisualReportBlock[]) =>
    setValue('blocks', f(getValues('blocks')), { shouldDirty: true });
  const used = new Set(draft.blocks.map((b) => b.kind));
  const nextKind = (Object.keys(VISUAL_REPORT_BLOCK_KINDS) as VisualReportBlockKind[]).find(
    (k) => !used.has(k),
  );

  const submit = handleSubmit(async (draft) => {
    try {
      const body = { ...draft, name: draft.name.trim() };
      const saved = id
        ? await api.visualReports.update(id, body)
        : await api.visualReports.create(body);
      toast.success(VR_TEXT.saved, 3000);
      navigate(withBase(base, `/visual-reports/${saved.id}`));
    } catch (err) {
      toast.error(err, VR_TEXT.saveError);
    }
  });

  const idOf = (v: string) => (v ? Number(v) : null);
  return (
    <section className="page vr" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, id ? `/visual-reports/${id}` : '/visual-reports')}>
          {id ? 'Back to the report' : VR_TEXT.back}
        </Link>
      </p>
      <header className="page-header">
        <h1 id="page-title">{id ? `Edit “${initial.name}”` : 'New report'}</h1>
      </header>
      <form className="form form--card vr-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${fid}-name`}>Name</label>
          <input
            id={`${fid}-name`}
            maxLength={100}
            aria-invalid={Boolean(nameError)}
            aria-describedby={nameError ? `${fid}-name-error` : undefined}
            {...register('name', { onChange: () => clearErrors('name') })}
          />
          {nameError && (
            <p id={`${fid}-name-error`} className="field__error">
              {nameError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${fid}-description`}>Description</label>
          <textarea
            id={`${fid}-description`}
            maxLength={500}
            rows={2}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${fid}-description-error` : undefined}
            {...register('description')}
          />
          {errors.description && (
            <p id={`${fid}-description-error`} className="field__error">
              {errors.description.message}
            </p>
          )}
        </div>
        <div className="vr-form__filters">
          <div className="field">
            <label htmlFor={`${fid}-date`}>Date range</label>
            <Select id={`${fid}-date`} {...register('date_descriptor')}>
              {VISUAL_REPORT_DATE_PRESETS.map((d) => (
                <option key={d} value={d}>
                  {dateLabel(d)}
                </option>
              ))}
            </Select>
          </div>
          <div className="field">
            <label htmlFor={`${fid}-group`}>Group</label>
            <Controller
              control={control}
              name="group_id"
              render={({ field }) => (
                <Select
                  id={`${fid}-group`}
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(idOf(e.target.value))}
                >
                  <option value="">All groups</option>
                  {(groups.data?.items ?? []).map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name}
                    </option>
                  ))}
                </Select>
              )}
            />
          </div>
          <div className="field">
            <label htmlFor={`${fid}-location`}>Location</label>
            <Controller
              control={control}
              name="location_id"
              render={({ field }) => (
                <Select
                  id={`${fid}-location`}
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(idOf(e.target.value))}
                >
                  <option value="">All locations</option>
                  {(locations.data?.items ?? []).map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                    </option>
                  ))}
                </Select>
              )}
            />
          </div>
          <div className="field">
            <label htmlFor={`${fid}-source`}>Source</label>
            <Controller
              control={control}
              name="source_id"
              render={({ field }) => (
                <Select
                  id={`${fid}-source`}
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(idOf(e.target.value))}
                >
                  <option value="">All sources</option>
                  {(sources.data?.items ?? []).map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </Select>
              )}
            />
          </div>
        </div>
        <h2 className="vr-form__heading">Blocks</h2>
        <ol className="vr-form__blocks" aria-label="Blocks">
          {draft.blocks.map((b, i) => (
            <BlockEditor
              key={i}
              block={b}
              index={i}
              count={draft.blocks.length}
              onChange={(next) => setBlocks((bs) => bs.map((x, j) => (j === i ? next : x)))}
              onMove={(to) =>
                setBlocks((bs) => {
                  const copy = [...bs];
                  const [moved] = copy.splice(i, 1);
                  copy.splice(to, 0, moved!);
                  return copy;
                })
              }
              onRemove={() => setBlocks((bs) => bs.filter((_, j) => j !== i))}
            />
          ))}
        </ol>
        {draft.blocks.length === 0 && <p className="field__error">Add at least one block.</p>}
        {errors.blocks && draft.blocks.length > 0 && (
          <p className="field__error" role="alert">
            {errors.blocks.message}
          </p>
        )}
        <div className="button-row">
          <Button
            type="button"
            variant="secondary"
            disabled={draft.blocks.length >= VISUAL_REPORT_MAX_BLOCKS}
            onClick={() =>
              setBlocks((bs) => [
                ...bs,
                { kind: nextKind ?? 'rating_over_time', title: '', display: 'bars' },
              ])
            }
          >
            Add block
          </Button>
        </div>
        <div className="button-row vr-form__actions">
          <Link
            className={buttonClass('secondary')}
            to={withBase(base, id ? `/visual-reports/${id}` : '/visual-reports')}
          >
            Cancel
          </Link>
          <Button type="submit" variant="primary" disabled={busy || draft.blocks.length === 0}>
            {busy ? 'Saving…' : 'Save report'}
          </Button>
        </div>
      </form>
    </section>
  );
}
