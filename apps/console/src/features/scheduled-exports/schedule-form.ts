import type { ScheduledExport, ScheduledExportType } from '@plaudit/api-client';
import {
  DATE_DESCRIPTOR_LEGENDS,
  type EmailFrequency,
  type ExportWeekday,
  SCHEDULED_EXPORT_DEFAULTS,
  SCHEDULED_EXPORT_MESSAGES,
  SCHEDULED_EXPORT_NAME_MAX,
  type ScheduledExportCreateBody,
} from '@plaudit/api-client/schemas';

/** Spec 1 section 8. */
export const SCHEDULE_TEXTS = {
  ...SCHEDULED_EXPORT_MESSAGES,
  saveFailed: 'Could not save Scheduled Export',
  updateFailed: 'Could not update Scheduled Export',
  deleted: 'Scheduled Export deleted',
  deletedMany: (n: number) => `${n} Scheduled Exports deleted`,
  notDeleted: 'Scheduled Export was not deleted',
  someNotDeleted: 'Some Scheduled Exports were not deleted',
  createTitle: 'Schedule Export',
  editTitle: 'Edit Scheduled Export',
  manage: 'Manage Exports',
} as const;

/** Success and failure toasts of the flyout last 5 s (spec 1 section 8). */
export const SCHEDULE_TOAST_MS = 5000;

export type ScheduleForm = {
  display_name: string;
  email_body: string;
  recipients: string[];
  email_frequency: EmailFrequency | '';
  scheduled_time: string;
  weekday: ExportWeekday;
  day_of_month: number | null;
};

/** Defaults of spec 1 section 5: 13:00, Sunday, day 1, daily. */
export function emptyForm(): ScheduleForm {
  return {
    display_name: '',
    email_body: '',
    recipients: [],
    email_frequency: SCHEDULED_EXPORT_DEFAULTS.email_frequency,
    scheduled_time: SCHEDULED_EXPORT_DEFAULTS.scheduled_time,
    weekday: SCHEDULED_EXPORT_DEFAULTS.weekday,
    day_of_month: SCHEDULED_EXPORT_DEFAULTS.day_of_month,
  };
}

export function formFromExport(e: ScheduledExport): ScheduleForm {
  return {
    display_name: e.display_name,
    email_body: e.email_body ?? '',
    recipients: [...e.recipient_emails],
    email_frequency: e.email_frequency,
    scheduled_time: e.scheduled_time,
    weekday: e.weekday,
    day_of_month: e.day_of_month,
  };
}

/**
 * The date option hint: scheduling needs a preset (spec 1 section 5). allTime and custom
 * disable saving; null when the report's date option can be scheduled.
 */
export function dateOptionError(dateDescriptor: string | null | undefined): string | null {
  if (dateDescriptor === 'allTime') return SCHEDULE_TEXTS.allTime;
  if (!dateDescriptor || !DATE_DESCRIPTOR_LEGENDS[dateDescriptor])
    return SCHEDULE_TEXTS.presetRequired;
  return null;
}

/** Every section filled in (name, recipients, time, frequency and its day): Save is enabled. */
export function isComplete(form: ScheduleForm): boolean {
  const name = form.display_name.trim();
  if (!name || name.length > SCHEDULED_EXPORT_NAME_MAX) return false;
  if (form.recipients.length === 0) return false;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(form.scheduled_time)) return false;
  if (!form.email_frequency) return false;
  if (form.email_frequency === 'monthly' && form.day_of_month == null) return false;
  return true;
}

export type Validation = { canSave: boolean; hint: string | null; dateError: string | null };

/** What the flyout shows under Save: the date hint first, then 'Fill out all sections'. */
export function validateSchedule(form: ScheduleForm, dateDescriptor: string | null): Validation {
  const dateError = dateOptionError(dateDescriptor);
  const complete = isComplete(form);
  return {
    canSave: complete && !dateError,
    hint: dateError ?? (complete ? null : SCHEDULE_TEXTS.fillOut),
    dateError,
  };
}

/**
 * Day of month as typed: digits 1 to 31 are taken, anything else is ignored (the previous
 * value stays), an empty field clears it.
 */
export function parseDayOfMonth(input: string, previous: number | null): number | null {
  const text = input.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return previous;
  const n = Number(text);
  return n >= 1 && n <= 31 ? n : previous;
}

export type RecipientResult =
  | { ok: true; recipients: string[] }
  | { ok: false; reason: 'duplicate' | 'unknown' | 'empty' };

/**
 * Adds a recipient: only users of the account (matched by e-mail, any case); a duplicate is
 * not added. The account user's own spelling of the address is kept.
 */
export function addRecipient(
  recipients: readonly string[],
  entry: string,
  accountEmails: readonly string[],
): RecipientResult {
  const wanted = entry.trim().toLowerCase();
  if (!wanted) return { ok: false, reason: 'empty' };
  const match = accountEmails.find((e) => e.toLowerCase() === wanted);
  if (!match) return { ok: false, reason: 'unknown' };
  if (recipients.some((r) => r.toLowerCase() === wanted)) return { ok: false, reason: 'duplicate' };
  return { ok: true, recipients: [...recipients, match] };
}

/** Whether the form differs from where it started (closing then asks to keep editing). */
export function isDirty(form: ScheduleForm, initial: ScheduleForm): boolean {
  return JSON.stringify(form) !== JSON.stringify(initial);
}

/**
 * The POST/PATCH body: the form plus the report's type, filters and date option; the time is
 * in the account's time zone (/settings/account), else the browser's.
 */
export function scheduleBody(
  form: ScheduleForm,
  exportType: ScheduledExportType,
  filters: Record<string, unknown>,
  dateDescriptor: string,
  resourceId?: number | null,
  timeZone?: string | null,
): ScheduledExportCreateBody {
  const body: ScheduledExportCreateBody = {
    display_name: form.display_name.trim(),
    export_type: exportType,
    filters: { ...filters, dateDescriptor },
    date_range_legend: DATE_DESCRIPTOR_LEGENDS[dateDescriptor],
    recipient_emails: form.recipients,
    email_frequency: form.email_frequency || 'daily',
    email_subject: form.display_name.trim(),
    email_body: form.email_body,
    scheduled_time: form.scheduled_time,
    weekday: form.weekday,
    day_of_month: form.day_of_month ?? 1,
    time_zone: scheduleTimeZone(timeZone),
  };
  if (resourceId != null) body.resource_id = resourceId;
  return body;
}

/** The zone a schedule's time is kept in (and the list shows): the account's, else the browser's. */
export function scheduleTimeZone(accountTimeZone: string | null | undefined): string {
  return accountTimeZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
