import { errorMessage } from '@plaudit/api-client';
import { toast, useApi, useMetricTargets, usePermission, useSession } from '@plaudit/hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { formatTarget, PERF_TEXT } from './performance-format';
import { TargetsTable } from './TargetsTable';
import { TARGET_FORM_FIELDS as FIELDS, targetBody, toTargetForm as toForm } from './target-fields';
import { useTargetForm } from './target-form';
import './location-performance.css';
import { Button } from '@plaudit/ui-kit';

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
  const { failure, fieldError, formState, handleSubmit, register, reset, setFailure } =
    useTargetForm();
  const busy = formState.isSubmitting;
  const formError = failure ?? fieldError;
  // The form shows once the saved targets are in it (and again after each save).
  const [form, setForm] = useState(false);
  useEffect(() => {
    if (!data) return;
    reset(toForm(data));
    setForm(true);
  }, [data, reset]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.locationPerformance.saveTargets(targetBody(values));
      await mutate();
      toast.success('Target score saved', 3000);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

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
          <TargetsTable register={register} caption="Targets and weights" />
          <Button type="submit" variant="primary" disabled={busy}>
            Save Target Score
          </Button>
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
