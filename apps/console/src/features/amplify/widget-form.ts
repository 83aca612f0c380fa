import type {
  Issue,
  Widget,
  WidgetCreateBody,
  WidgetSettings,
  WidgetType,
  WidgetUpdateBody,
} from '@plaudit/api-client';
import {
  defaultWidgetSettings,
  MAX_FEATURED_REVIEWS,
  safeParse,
  WIDGET_TYPE_LABELS,
  widgetSettingsIssues,
  widgetSettingsSchema,
} from '@plaudit/api-client/schemas';

/** The widget form's state: the name and the whole settings object. */
export type WidgetFormValues = { name: string; settings: WidgetSettings };

/** Field errors by path ('name', 'location_id', 'theme.accent_color', ...). */
export type FormErrors = Record<string, string>;

export const NAME_MAX = 120;

/**
 * A new widget: the kind's defaults, its label as the name, the location from the query and
 * the account's language (/settings/account).
 */
export function newWidgetValues(
  type: WidgetType,
  options: { locationId?: number | null; language?: WidgetSettings['language'] } = {},
): WidgetFormValues {
  const settings = defaultWidgetSettings(type);
  if (options.language) settings.language = options.language;
  // location_id is read by location_info (required) and star_snapshot (optional).
  if (options.locationId && (type === 'location_info' || type === 'star_snapshot'))
    settings.location_id = options.locationId;
  return { name: WIDGET_TYPE_LABELS[type], settings };
}

export function widgetValues(widget: Widget): WidgetFormValues {
  return { name: widget.name, settings: structuredClone(widget.settings) };
}

/**
 * Checks the form with the same schema the server uses (plus the per-kind rules), so the
 * user sees what is wrong before saving. Paths drop the 'settings.' prefix.
 */
export function validateWidgetForm(type: WidgetType, values: WidgetFormValues): FormErrors {
  const errors: FormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Enter a name for the widget';
  else if (name.length > NAME_MAX) errors.name = `Use at most ${NAME_MAX} characters`;
  if (values.settings.featured_review_ids.length > MAX_FEATURED_REVIEWS)
    errors.featured_review_ids = `Choose at most ${MAX_FEATURED_REVIEWS} featured reviews`;
  const parsed = safeParse(widgetSettingsSchema, values.settings);
  const issues: Issue[] = parsed.ok
    ? widgetSettingsIssues(type, parsed.value, '')
    : parsed.issues.map((i) => ({ ...i, path: i.path.replace(/\[\d+\]$/, '') }));
  for (const issue of issues) if (!errors[issue.path]) errors[issue.path] = issue.message;
  return errors;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.keys(errors).length > 0;
}

export function createBody(type: WidgetType, values: WidgetFormValues): WidgetCreateBody {
  return { name: values.name.trim(), widget_type: type, settings: values.settings };
}

export function updateBody(values: WidgetFormValues): WidgetUpdateBody {
  return { name: values.name.trim(), settings: values.settings };
}

/** Whether the form differs from the saved widget. */
export function isDirty(values: WidgetFormValues, saved: WidgetFormValues | null): boolean {
  if (!saved) return true;
  return JSON.stringify(values) !== JSON.stringify(saved);
}

/** The embed snippet of ARCHITECTURE.md for a widget, served by `origin`. */
export function embedSnippet(id: string, type: WidgetType, origin: string): string {
  return `<div data-plaudit-widget="${id}" data-plaudit-kind="${type}"></div>\n<script async src="${origin}/embed/loader.js"></script>`;
}
