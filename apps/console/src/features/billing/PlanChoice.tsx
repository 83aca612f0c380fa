import { errorMessage } from '@plaudit/api-client';
import {
  BILLING_MESSAGES,
  type BillingPlan,
  type BillingPlanCode,
  MAX_BILLED_LOCATIONS,
  type PricingPreview,
} from '@plaudit/api-client/schemas';
import { useApi, useSession } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useEffect, useId, useState } from 'react';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { SchemaField } from '../../components/schema-form';
import { formatBillingDate, formatCents } from './billing-format';

export type PlanDraft = { plan_code: BillingPlanCode; location_count: string };

/** Spec 1 section 4: a pricing preview is loading, received or in error. */
export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'received'; preview: PricingPreview }
  | { status: 'error'; message: string };

/** Why a typed location count cannot be billed, or null. */
export function locationCountProblem(
  text: string,
  plan: BillingPlan | undefined,
  inUse: number,
): string | null {
  if (!/^\d+$/.test(text.trim())) return 'Enter a whole number of locations';
  const n = Number(text);
  if (n < 1) return 'At least 1 location';
  if (n > MAX_BILLED_LOCATIONS)
    return `At most ${MAX_BILLED_LOCATIONS} locations here; contact us for more`;
  if (plan && n < plan.min_locations)
    return `The ${plan.name} plan is for ${plan.min_locations} locations or more`;
  if (n < inUse) return `Your account has ${inUse} locations: choose at least ${inUse}`;
  return null;
}

/** The pricing preview of a plan and location count, asked again 300 ms after a change. */
export function usePricingPreview(draft: PlanDraft, valid: boolean, enabled: boolean) {
  const { api } = useApi();
  const accountId = useSession((s) => s.auth.account_id);
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void attempt;
    if (!enabled || !valid || accountId === null) {
      setState({ status: 'idle' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      api.billing
        .pricingPreview(accountId, {
          plan_code: draft.plan_code,
          location_count: Number(draft.location_count),
        })
        .then((preview) => {
          if (!cancelled) setState({ status: 'received', preview });
        })
        .catch((err: unknown) => {
          if (!cancelled)
            setState({
              status: 'error',
              message: errorMessage(err, BILLING_MESSAGES.pricingPreviewError),
            });
        });
    }, 300);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, accountId, draft.plan_code, draft.location_count, valid, enabled, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

/** The typed location count's problem as a react-hook-form error (none when it can be billed). */
export function planFieldErrors(
  draft: PlanDraft,
  plans: BillingPlan[],
  inUse: number,
): FieldErrors<PlanDraft> {
  const plan = plans.find((p) => p.code === draft.plan_code);
  const problem = locationCountProblem(draft.location_count, plan, inUse);
  return problem ? { location_count: { type: 'validate', message: problem } } : {};
}

/**
 * Plan and location count fields, registered in the caller's react-hook-form form. The count's
 * problem (`countError`) shows as it is typed.
 */
export function PlanFields<V extends PlanDraft>({
  plans,
  register,
  countError,
  showPrices,
}: {
  plans: BillingPlan[];
  register: UseFormRegister<V>;
  countError: string | null;
  showPrices: boolean;
}) {
  const id = useId();
  return (
    <>
      <fieldset className="billing-plans" aria-describedby={`${id}-plans-hint`}>
        <legend>Plan</legend>
        <p id={`${id}-plans-hint`} className="field__hint">
          Billed monthly, per location.
        </p>
        {plans.map((p) => (
          <label key={p.code} className="billing-plan">
            <input type="radio" value={p.code} {...register('plan_code' as Path<V>)} />
            <span className="billing-plan__text">
              <strong>{p.name}</strong>
              {showPrices && p.unit_cents !== null && (
                <span className="billing-plan__price">
                  {formatCents(p.unit_cents)} per location per month
                </span>
              )}
              <span className="billing-plan__description">{p.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <SchemaField<PlanDraft>
        form={id}
        errors={countError ? { location_count: { type: 'validate', message: countError } } : {}}
        name="location_count"
        label="Number of locations"
        className="billing-count"
      >
        {(wiring) => (
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_BILLED_LOCATIONS}
            {...wiring}
            {...register('location_count' as Path<V>)}
          />
        )}
      </SchemaField>
    </>
  );
}

/**
 * What choosing a plan during a free trial does, said before anything is submitted: the trial
 * goes on, nothing is charged today, and the first charge (the setup with the first month) is
 * on the trial's last day.
 */
export function trialChargeSentence(trialEnd: string, cents: number): string {
  const day = formatBillingDate(trialEnd);
  return `Your trial continues until ${day}. You'll be charged ${formatCents(cents)} on ${day}.`;
}

/** The preview: due today (setup, prorated part) and the amount of each following month. */
export function PricingPreviewPanel({
  state,
  onRetry,
}: {
  state: PreviewState;
  onRetry: () => void;
}) {
  if (state.status === 'idle') return null;
  if (state.status === 'loading')
    return (
      <div
        className="billing-preview skeleton skeleton--lines"
        role="status"
        aria-label="Loading the pricing preview"
      >
        <span style={{ width: '40%' }} />
        <span />
      </div>
    );
  if (state.status === 'error')
    return (
      <div className="form-error" role="alert">
        <p>{state.message}</p>
        <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  const p = state.preview;
  const every = p.interval === 1 ? p.interval_unit : `${p.interval} ${p.interval_unit}s`;
  if (p.trial_end_date) {
    const first = p.next_charge_cents - p.setup_amount;
    return (
      <section className="billing-preview" aria-label="Pricing preview" aria-live="polite">
        <p className="billing-preview__trial" data-testid="trial-charge-note">
          {trialChargeSentence(p.trial_end_date, p.next_charge_cents)}
        </p>
        <dl className="definition-list">
          <dt>Due today</dt>
          <dd>
            <strong>{formatCents(p.total_cents)}</strong>
          </dd>
          <dt>On {formatBillingDate(p.trial_end_date)}</dt>
          <dd>
            <strong>{formatCents(p.next_charge_cents)}</strong>
            {p.setup_amount > 0 &&
              `: the one-time setup (${formatCents(p.setup_amount)}) with your first ${p.interval_unit} (${formatCents(first)})`}
          </dd>
          <dt>Then</dt>
          <dd>
            {formatCents(p.recurring_cents)} every {every}
          </dd>
        </dl>
      </section>
    );
  }
  return (
    <section className="billing-preview" aria-label="Pricing preview" aria-live="polite">
      <dl className="definition-list">
        {p.setup_amount > 0 && (
          <>
            <dt>One-time setup</dt>
            <dd>{formatCents(p.setup_amount)}</dd>
          </>
        )}
        {p.prorated_cents > 0 && (
          <>
            <dt>Rest of this month (prorated)</dt>
            <dd>{formatCents(p.prorated_cents)}</dd>
          </>
        )}
        {p.setup_amount > 0 && (
          <>
            <dt>First month</dt>
            <dd>{formatCents(p.total_cents - p.setup_amount - p.prorated_cents)}</dd>
          </>
        )}
        <dt>Due today</dt>
        <dd>
          <strong>{formatCents(p.total_cents)}</strong>
        </dd>
        <dt>Then</dt>
        <dd>
          {formatCents(p.recurring_cents)} every {every}, from{' '}
          {formatBillingDate(p.next_billing_cycle_start_date)}
        </dd>
      </dl>
    </section>
  );
}
