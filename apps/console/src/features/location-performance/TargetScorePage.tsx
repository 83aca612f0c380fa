import { errorMessage } from '@plaudit/api-client';
import type { MetricTargets, MetricTargetsBody } from '@plaudit/api-client/schemas';
import { toast, useApi, useMetricTargets, usePermission, useSession } from '@plaudit/hooks';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { formatTarget, PERF_TEXT, type TargetField } from './performance-format';
import './location-performance.css';

const FIELDS: {
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

type FormState = Record<TargetField, string> & Record<`${TargetField}_weight`, string>;

function toForm(t: MetricTargets): FormState {
  const out = {} as FormState;
  for (const f of FIELDS) {
    const v = t[f.field];
    out[f.field] = v === null || v === undefined ? '' : String(f.percent ? Math.round(v * 100) : v);
    out[`${f.field}_weight`] = String(t[`${f.field}_weight`] ?? 0);
  }
  return out;
}

/** /settings/target-score: GET and PUT /api/metric_targets (admins with custom_score edit). */
export function TargetScorePage() {
  usePageTitle('Target Score');
  const base = useBasePath();
  const { api } = useApi();
  const perm = usePermission();
  const userId = useSession((s) => s.auth.user_id);
  const isAdmin = perm.isUserType('administrator');
  const editable = isAdmin && perm.hasSetting('custom_score');
  const { data, error, mutate } = useMetricTargets();
  const [form, setForm] = useState<FormState | null>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    if (data) setForm(toForm(data));
  }, [data]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    const body: Partial<MetricTargetsBody> = {};
    for (const f of FIELDS) {
      const raw = form[f.field].trim();
      const n = raw === '' ? null : Number(raw);
      if (n !== null && Number.isNaN(n)) {
        setFormError(`${f.label} must be a number`);
        return;
      }
      (body as Record<string, number | null>)[f.field] =
        n === null ? null : f.percent ? n / 100 : n;
      (body as Record<string, number>)[`${f.field}_weight`] = Number(
        form[`${f.field}_weight`] || 0,
      );
    }
    setBusy(true);
    setFormError(null);
    try {
      await api.locationPerformance.saveTargets(body);
      await mutate();
      toast.success('Target score saved', 3000);
    } catch (err) {
      setFormError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page lp-targets" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
      </p>
      <h1 id="page-title">Target Score</h1>
      <p>
        Set a target for each measure and how much it weighs; the target score of a location shows
        how close it comes to your targets.
      </p>
      {data && (
        <p className="lp-note" data-testid="target-note">
          {isAdmin
            ? data.created_by_user_id === null || data.created_by_user_id === userId
              ? PERF_TEXT.createdByYou
              : 'Created by another admin'
            : PERF_TEXT.setByAdmin}
        </p>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {PERF_TEXT.targetsError}
        </p>
      ) : !data || !form ? (
        <PageLoading />
      ) : editable ? (
        <form className="form form--card" onSubmit={submit}>
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          <div className="table-scroll">
            <table className="simple-table">
              <caption className="pk-visually-hidden">Targets and weights</caption>
              <thead>
                <tr>
                  <th scope="col">Measure</th>
                  <th scope="col">Target</th>
                  <th scope="col">Weight (%)</th>
                </tr>
              </thead>
              <tbody>
                {FIELDS.map((f) => (
                  <tr key={f.field}>
                    <th scope="row">{f.label}</th>
                    <td>
                      <input
                        type="number"
                        min={0}
                        max={f.percent ? 100 : undefined}
                        step={f.step}
                        aria-label={`${f.label} target (${f.unit})`}
                        value={form[f.field]}
                        onChange={(e) => setForm({ ...form, [f.field]: e.target.value })}
                      />{' '}
                      {f.unit}
                    </td>
                    <td>
                      <input
                        type="number"
                        min={0}
                        max={100}
                        aria-label={`${f.label} weight`}
                        value={form[`${f.field}_weight`]}
                        onChange={(e) =>
                          setForm({ ...form, [`${f.field}_weight`]: e.target.value })
                        }
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="submit" className="button button--primary" disabled={busy}>
            Save Target Score
          </button>
        </form>
      ) : (
        <dl className="definition-list">
          {FIELDS.map((f) => (
            <div key={f.field}>
              <dt>{f.label}</dt>
              <dd>
                {formatTarget(f.field, data[f.field])} (weight {data[`${f.field}_weight`]}%)
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
