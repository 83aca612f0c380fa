import type { ScheduledExport, ScheduledExportType } from '@plaudit/api-client';
import {
  EXPORT_WEEKDAYS,
  SCHEDULED_EXPORT_NAME_MAX,
  type ScheduledExportCreateBody,
  scheduledExportCreateBody,
  scheduledExportUpdateBody,
} from '@plaudit/api-client/schemas';
import {
  type DateDescriptor,
  toast,
  useApi,
  useFilters,
  usePermission,
  useScheduledExport,
  useSession,
} from '@plaudit/hooks';
import {
  Button,
  CharacterLimitedTextArea,
  DATE_DESCRIPTOR_LABELS,
  Flyout,
  Modal,
  Select,
} from '@plaudit/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { useSchemaForm } from '../../components/schema-form';
import { useBasePath, withBase } from '../../lib/paths';
import { RecipientsField } from './RecipientsField';
import {
  emptyForm,
  formFromExport,
  isDirty,
  parseDayOfMonth,
  SCHEDULE_TEXTS,
  SCHEDULE_TOAST_MS,
  type ScheduleForm,
  scheduleBody,
  scheduleTimeZone,
  validateSchedule,
} from './schedule-form';
import './scheduled-exports.css';
import { defaultFilters, stripFlyout } from './schedule-export-filters';

const EMAIL_BODY_MAX = 2000;

/** The body's fields as the flyout labels them, in the schema's messages. */
const SCHEDULE_LABELS = {
  display_name: 'Name',
  email_body: 'Description',
  recipient_emails: 'Recipients',
  email_frequency: 'Email Frequency',
  weekday: 'Day of the week',
  day_of_month: 'Day of the month',
  scheduled_time: 'Scheduled Time',
};
/**
 * The fields that show their own message (the name and the description); an issue of any other
 * part of the body shows above the fields, as the form's (`FORM_ISSUE`).
 */
const OWN_MESSAGE = new Set(['display_name', 'email_body']);
const FORM_ISSUE = 'form';
const WEEKDAY_LABELS = EXPORT_WEEKDAYS.map((d) => d[0]!.toUpperCase() + d.slice(1));

/** The button a report shows to open the flyout (scheduled_export create). */
export function ScheduleExportButton() {
  const { can } = usePermission();
  const { setFilters } = useFilters();
  if (!can('scheduled_export', 'create')) return null;
  return (
    <Button
      type="button"
      variant="secondary"
      onClick={() => setFilters({ flyout_edit: true, export_id: null })}
    >
      {SCHEDULE_TEXTS.createTitle}
    </Button>
  );
}

export type ScheduleExportFlyoutProps = {
  exportType: ScheduledExportType;
  /** The report's filters to store with the export (API names). Default: the URL's. */
  filters?: () => Record<string, unknown>;
  resourceId?: number | null;
  /** The report's date default when the URL has none (reviews: thirtyDays). */
  defaultDateDescriptor?: DateDescriptor;
};

/**
 * The Schedule Export flyout (spec 1 sections 2, 4 and 5): open while flyout_edit is true,
 * editing the export named by export_id when there is one.
 */
export function ScheduleExportFlyout(props: ScheduleExportFlyoutProps) {
  const { filters, setFilters } = useFilters(
    props.defaultDateDescriptor ? { defaultDateDescriptor: props.defaultDateDescriptor } : {},
  );
  const { can } = usePermission();
  const editId = filters.export_id && /^\d+$/.test(filters.export_id) ? filters.export_id : null;
  const allowed =
    can('scheduled_export', 'create') && (!editId || can('scheduled_export', 'update'));
  const open = filters.flyout_edit && allowed;
  const existing = useScheduledExport(open && editId ? editId : null, {
    revalidateOnFocus: false,
  });
  const close = () => setFilters({ flyout_edit: null, export_id: null });
  if (!open) return null;
  if (editId && !existing.data && !existing.error)
    return (
      <Flyout open onClose={close} title={SCHEDULE_TEXTS.editTitle}>
        <p className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      </Flyout>
    );
  return (
    <ScheduleExportForm
      key={editId ?? 'new'}
      {...props}
      existing={editId ? (existing.data ?? null) : null}
      loadError={editId ? Boolean(existing.error) : false}
      dateDescriptor={filters.dateDescriptor}
      onDone={close}
      onSaved={() => void existing.mutate()}
    />
  );
}

function ScheduleExportForm({
  exportType,
  filters: readFilters,
  resourceId,
  existing,
  loadError,
  dateDescriptor,
  onDone,
  onSaved,
}: ScheduleExportFlyoutProps & {
  existing: ScheduledExport | null;
  loadError: boolean;
  dateDescriptor: string;
  onDone: () => void;
  onSaved: () => void;
}) {
  const { api } = useApi();
  const accountTimeZone = useSession((s) => s.account?.time_zone);
  const { filters } = useFilters();
  const base = useBasePath();
  const location = useLocation();
  const id = useId();
  const editing = existing !== null;
  const [initial] = useState<ScheduleForm>(() =>
    existing ? formFromExport(existing) : emptyForm(),
  );
  // The body as sent: the form plus the report's type, filters and date option (read when
  // checked and when saved, so it is the report's current state).
  const bodyOf = useRef<(form: ScheduleForm) => ScheduledExportCreateBody>(null!);
  bodyOf.current = (form) =>
    scheduleBody(
      form,
      exportType,
      readFilters ? readFilters() : defaultFilters(filters),
      dateDescriptor,
      resourceId,
      accountTimeZone,
    );
  // Save stays off until every section is filled in (the hint says why); on submit the body is
  // checked with the server's schema, each issue under its field.
  const { control, formState, handleSubmit, register, setValue } = useSchemaForm<ScheduleForm>({
    schema: editing ? scheduledExportUpdateBody : scheduledExportCreateBody,
    labels: SCHEDULE_LABELS,
    toBody: (form) => bodyOf.current(form),
    fieldOf: (issue) =>
      OWN_MESSAGE.has(issue.path) ? undefined : { field: FORM_ISSUE, message: issue.message },
    defaultValues: initial,
    mode: 'onSubmit',
  });
  const form = useWatch({ control }) as ScheduleForm;
  const { errors } = formState;
  const formIssue = (errors as Record<string, { message?: string } | undefined>)[FORM_ISSUE];
  const saving = formState.isSubmitting;
  const [confirming, setConfirming] = useState(false);
  const [dayText, setDayText] = useState(String(initial.day_of_month ?? ''));
  const validation = validateSchedule(form, dateDescriptor);
  const set = (patch: Partial<ScheduleForm>) => {
    for (const [field, value] of Object.entries(patch))
      setValue(field as keyof ScheduleForm, value as never, { shouldDirty: true });
  };

  // The flyout closes when the path changes (spec 1 section 2).
  const path = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname !== path.current) onDone();
  }, [location.pathname, onDone]);

  const requestClose = () => {
    if (isDirty(form, initial) && !saving) setConfirming(true);
    else onDone();
  };

  const save = handleSubmit(async (form) => {
    if (!validateSchedule(form, dateDescriptor).canSave) return;
    const body = bodyOf.current(form);
    try {
      if (existing) await api.scheduledExports.update(existing.id, body);
      else await api.scheduledExports.create(body);
      toast.success(editing ? SCHEDULE_TEXTS.updated : SCHEDULE_TEXTS.saved, SCHEDULE_TOAST_MS);
      onSaved();
      onDone();
    } catch {
      toast.alert(
        editing ? SCHEDULE_TEXTS.updateFailed : SCHEDULE_TEXTS.saveFailed,
        SCHEDULE_TOAST_MS,
      );
    }
  });

  const fromPage = `${location.pathname}${stripFlyout(location.search)}`;
  const manageHref = withBase(
    base,
    `/settings/scheduled-exports/manage?fromPage=${encodeURIComponent(fromPage)}`,
  );
  const hintId = `${id}-hint`;

  return (
    <>
      <Flyout
        open
        onClose={requestClose}
        title={editing ? SCHEDULE_TEXTS.editTitle : SCHEDULE_TEXTS.createTitle}
        className="schedule-flyout"
        footer={
          <div className="schedule-flyout__footer">
            {validation.hint && (
              <p id={hintId} className="field__hint" role="status">
                {validation.hint}
              </p>
            )}
            <div className="button-row">
              <Button type="button" variant="secondary" onClick={requestClose}>
                Cancel
              </Button>
              <Button
                type="button"
                variant="primary"
                disabled={!validation.canSave || saving}
                aria-describedby={validation.hint ? hintId : undefined}
                onClick={() => void save()}
              >
                {saving ? 'Saving…' : 'Save'}
              </Button>
            </div>
            <Link to={manageHref}>{SCHEDULE_TEXTS.manage}</Link>
          </div>
        }
      >
        <form className="form" onSubmit={(e) => void save(e)}>
          {loadError && (
            <p className="form-error" role="alert">
              This scheduled export could not be loaded.
            </p>
          )}
          {formIssue?.message && (
            <p className="form-error" role="alert">
              {formIssue.message}
            </p>
          )}
          <div className="field">
            <label htmlFor={`${id}-name`}>Name</label>
            <input
              id={`${id}-name`}
              maxLength={SCHEDULED_EXPORT_NAME_MAX}
              required
              aria-invalid={errors.display_name ? true : undefined}
              aria-describedby={errors.display_name ? `${id}-name-error` : undefined}
              {...register('display_name')}
            />
            {errors.display_name && (
              <p id={`${id}-name-error`} className="field__error">
                {errors.display_name.message}
              </p>
            )}
          </div>
          <CharacterLimitedTextArea
            label="Description"
            value={form.email_body}
            limit={EMAIL_BODY_MAX}
            rows={3}
            onChange={(v) => set({ email_body: v })}
            error={errors.email_body?.message}
          />
          <RecipientsField
            recipients={form.recipients}
            onChange={(recipients) => set({ recipients })}
          />
          <fieldset className="field schedule-frequency">
            <legend>Email Frequency</legend>
            {(['daily', 'weekly', 'monthly'] as const).map((f) => (
              <label key={f}>
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  value={f}
                  checked={form.email_frequency === f}
                  onChange={() => set({ email_frequency: f })}
                />{' '}
                {f[0]!.toUpperCase() + f.slice(1)}
              </label>
            ))}
          </fieldset>
          {form.email_frequency === 'weekly' && (
            <div className="field">
              <label htmlFor={`${id}-weekday`}>Day of the week</label>
              <Select
                id={`${id}-weekday`}
                value={form.weekday}
                onChange={(e) => set({ weekday: e.target.value as ScheduleForm['weekday'] })}
              >
                {EXPORT_WEEKDAYS.map((d, i) => (
                  <option key={d} value={d}>
                    {WEEKDAY_LABELS[i]}
                  </option>
                ))}
              </Select>
            </div>
          )}
          {form.email_frequency === 'monthly' && (
            <div className="field">
              <label htmlFor={`${id}-day`}>Day of the month</label>
              <input
                id={`${id}-day`}
                inputMode="numeric"
                value={dayText}
                onChange={(e) => {
                  const next = parseDayOfMonth(e.target.value, form.day_of_month);
                  const text = e.target.value.trim();
                  if (text === '' || next !== form.day_of_month || String(next) === text) {
                    setDayText(text === '' ? '' : String(next ?? ''));
                    set({ day_of_month: next });
                  }
                }}
              />
              <p className="field__hint">1 to 31; shorter months use their last day.</p>
            </div>
          )}
          <div className="field">
            <label htmlFor={`${id}-time`}>Scheduled Time</label>
            <input
              id={`${id}-time`}
              type="time"
              value={form.scheduled_time}
              required
              aria-describedby={`${id}-zone`}
              onChange={(e) => set({ scheduled_time: e.target.value })}
            />
            <p id={`${id}-zone`} className="field__hint">
              Time zone: {scheduleTimeZone(accountTimeZone)}
            </p>
          </div>
          <div className="field">
            <span className="field__label">Date range</span>
            <p>
              {DATE_DESCRIPTOR_LABELS[dateDescriptor as keyof typeof DATE_DESCRIPTOR_LABELS] ??
                dateDescriptor}
            </p>
          </div>
        </form>
      </Flyout>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Discard your changes?"
        footer={
          <div className="button-row">
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              Keep Editing
            </Button>
            <Button
              type="button"
              variant="danger"
              onClick={() => {
                setConfirming(false);
                onDone();
              }}
            >
              Discard Changes
            </Button>
          </div>
        }
      >
        <p>This scheduled export has changes that are not saved.</p>
      </Modal>
    </>
  );
}
