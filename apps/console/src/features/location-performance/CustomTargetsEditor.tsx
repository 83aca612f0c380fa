import { errorMessage } from '@plaudit/api-client';
import { toast, useApi, useLocationCustomTargets, useMetricTargets } from '@plaudit/hooks';
import { Button, Modal } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { PERF_TEXT } from './performance-format';
import { TargetsTable } from './TargetsTable';
import { targetBody, toTargetForm } from './target-fields';
import { useTargetForm } from './target-form';

/**
 * A location's own targets (PUT / DELETE /location_custom_targets/{id}), for
 * administrators with custom_score: they replace the account's target score
 * settings for this location. Clearing asks for confirmation first.
 */
export function CustomTargetsEditor({
  locationId,
  onSaved,
}: {
  locationId: number;
  onSaved: () => void;
}) {
  const { api } = useApi();
  const { data, error, mutate } = useLocationCustomTargets(locationId);
  // Without its own targets, the form starts from the account's.
  const account = useMetricTargets();
  const { failure, fieldError, formState, handleSubmit, register, reset, setFailure } =
    useTargetForm();
  // Saving (the form's submit) or clearing (the confirmation's button).
  const [clearing, setClearing] = useState(false);
  const busy = formState.isSubmitting || clearing;
  const formError = failure ?? fieldError;
  const setFormError = setFailure;
  const [form, setForm] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const accountTargets = account.data ?? null;
  const accountSettled = Boolean(account.data || account.error);
  useEffect(() => {
    if (!data || !accountSettled) return;
    reset(toTargetForm(data.custom_targets ?? accountTargets));
    setForm(true);
  }, [data, accountSettled, accountTargets, reset]);

  const save = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await api.locationPerformance.saveCustomTargets(locationId, targetBody(values));
      await mutate();
      onSaved();
      toast.success('Custom targets saved', 3000);
    } catch (err) {
      setFormError(errorMessage(err));
    }
  });

  const clear = async () => {
    setClearing(true);
    try {
      await api.locationPerformance.clearCustomTargets(locationId);
      setConfirming(false);
      await mutate();
      onSaved();
      toast.success('Custom targets cleared', 3000);
    } catch (err) {
      setConfirming(false);
      setFormError(errorMessage(err));
    } finally {
      setClearing(false);
    }
  };

  const hasCustom = Boolean(data?.custom_targets);
  return (
    <section className="lp-custom-targets" aria-labelledby="lp-custom-targets-title">
      <h3 id="lp-custom-targets-title">Custom targets for this location</h3>
      {error ? (
        <p className="form-error" role="alert">
          {PERF_TEXT.targetsError}
        </p>
      ) : !data || !form ? (
        <div className="skeleton skeleton--lines" role="status" aria-label="Loading the targets">
          <span />
          <span />
        </div>
      ) : (
        <form className="form" onSubmit={save}>
          <p>
            {hasCustom
              ? 'This location has its own targets; they replace the account’s.'
              : 'This location follows the account’s targets. Save targets here to give it its own.'}
          </p>
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          <TargetsTable
            register={register}
            caption="Custom targets and weights"
            labelPrefix="Custom"
            className="lp-targets-table"
          />
          <div className="button-row">
            <Button type="submit" variant="primary" disabled={busy}>
              Save custom targets
            </Button>
            {hasCustom && (
              <Button
                type="button"
                variant="danger"
                disabled={busy}
                onClick={() => setConfirming(true)}
              >
                Clear custom targets
              </Button>
            )}
          </div>
        </form>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Clear custom targets?"
        description="This location will be measured against the account’s targets again."
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button type="button" variant="danger" disabled={busy} onClick={() => void clear()}>
              Clear
            </Button>
          </>
        }
      />
    </section>
  );
}
