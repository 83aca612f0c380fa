import type { MetricTargetsBody } from '@plaudit/api-client/schemas';
import type { TargetField } from './performance-format';

/** The target score settings as the forms show them (shared by /settings/target-score and the custom targets). */
export const TARGET_FORM_FIELDS: {
  field: TargetField;
  label: string;
  unit: string;
  percent?: boolean;
  step: string;
}[] = [
  { field: 'avg_rating', label: 'Average rating', unit: 'stars', step: '0.01' },
  { field: 'total_reviews', label: 'Number of reviews', unit: 'reviews', step: '1' },
  { field: 'response_rate', label: 'Response rate', unit: '%', percent: true, step: '1' },
  { field: 'response_time', label: 'Response time', unit: 'days', step: '0.1' },
  { field: 'owner_photos_count', label: 'Owner photos', unit: 'photos', step: '1' },
  { field: 'll_sync_ratio', label: 'Listings in sync', unit: '%', percent: true, step: '1' },
];

export type TargetFormState = Record<TargetField, string> & Record<`${TargetField}_weight`, string>;

type TargetValues = Partial<Record<TargetField | `${TargetField}_weight`, number | null>>;

export function toTargetForm(t: TargetValues | null): TargetFormState {
  const out = {} as TargetFormState;
  for (const f of TARGET_FORM_FIELDS) {
    const v = t?.[f.field];
    out[f.field] = v === null || v === undefined ? '' : String(f.percent ? Math.round(v * 100) : v);
    out[`${f.field}_weight`] = String(t?.[`${f.field}_weight`] ?? 0);
  }
  return out;
}

/** The body of PUT /metric_targets (or a location's custom targets); a field that is not a number stays NaN for the schema to name. */
export function targetBody(form: TargetFormState): Partial<MetricTargetsBody> {
  const body: Record<string, number | null> = {};
  for (const f of TARGET_FORM_FIELDS) {
    const raw = form[f.field].trim();
    const n = raw === '' ? null : Number(raw);
    body[f.field] = n === null ? null : f.percent ? n / 100 : n;
    body[`${f.field}_weight`] = Number(form[`${f.field}_weight`] || 0);
  }
  return body as Partial<MetricTargetsBody>;
}
