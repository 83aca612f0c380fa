import { errorMessage } from '@plaudit/api-client';
import {
  BILLING_MESSAGES,
  type BillingDisplaySettings,
  type BillingOverview,
  type BillingPlans,
} from '@plaudit/api-client/schemas';
import {
  toast,
  useApi,
  useBilling,
  useBillingDisplaySettings,
  useBillingPlans,
  useInvoices,
} from '@plaudit/hooks';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AskAdministrator } from '../../components/AskAdministrator';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { Loaded } from './BillingStates';
import { formatCents } from './billing-format';
import {
  locationCountProblem,
  type PlanDraft,
  PlanFields,
  PricingPreviewPanel,
  planFieldErrors,
  usePricingPreview,
} from './PlanChoice';
import './billing.css';
import { Button } from '@plaudit/ui-kit';

/**
 * /settings/billing/manage-plans (administrators): the plans with their prices, and a change
 * of plan or location count with its pricing preview (loading, received or error) before it
 * is charged to the card on file.
 */
export function ManagePlansPage() {
  usePageTitle('Manage Plans');
  const base = useBasePath();
  const settings = useBillingDisplaySettings();
  const canChange = settings.data?.can_change_plan === true;
  const billing = useBilling(canChange);
  const plans = useBillingPlans(canChange);
  return (
    <section className="page billing" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings/billing')}>Back to Billing</Link>
      </p>
      <h1 id="page-title">Manage Plans</h1>
      <Loaded
        data={settings.data}
        error={settings.error}
        onRetry={() => void settings.mutate()}
        what="billing settings"
      >
        {(s) =>
          !s.can_change_plan ? (
            // A partner's client (billed by the partner) or not an administrator: no form the
            // server would refuse, only why.
            <p className="notice">
              {s.whitelabel ? BILLING_MESSAGES.managedByPartner : BILLING_MESSAGES.contactAdmin}
            </p>
          ) : (
            <Loaded
              data={billing.data}
              error={billing.error}
              onRetry={() => void billing.mutate()}
              what="subscription"
            >
              {(o) => (
                <Loaded
                  data={plans.data}
                  error={plans.error}
                  onRetry={() => void plans.mutate()}
                  what="plans"
                >
                  {(p) => (
                    <ChangePlan
                      settings={s}
                      overview={o}
                      plans={p}
                      onChanged={() => void billing.mutate()}
                    />
                  )}
                </Loaded>
              )}
            </Loaded>
          )
        }
      </Loaded>
    </section>
  );
}

function ChangePlan({
  settings,
  overview,
  plans,
  onChanged,
}: {
  settings: BillingDisplaySettings;
  overview: BillingOverview;
  plans: BillingPlans;
  onChanged: () => void;
}) {
  const { api } = useApi();
  const base = useBasePath();
  const invoices = useInvoices();
  const current = overview.subscription;
  const [resolver] = useState(
    (): Resolver<PlanDraft> => async (values) => {
      const errors = planFieldErrors(values, plans.plans, overview.locations_in_use);
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    },
  );
  const { handleSubmit, register, watch } = useForm<PlanDraft>({
    resolver,
    defaultValues: {
      plan_code: (current?.plan_code as PlanDraft['plan_code']) ?? 'professional',
      location_count: String(Math.max(1, overview.location_count)),
    },
  });
  const [plan_code, location_count] = watch(['plan_code', 'location_count']);
  const draft: PlanDraft = { plan_code, location_count };
  const plan = plans.plans.find((p) => p.code === draft.plan_code);
  const countError = locationCountProblem(draft.location_count, plan, overview.locations_in_use);
  const unchanged =
    current?.plan_code === draft.plan_code &&
    String(overview.location_count) === draft.location_count;
  const preview = usePricingPreview(draft, countError === null && !unchanged, settings.show_prices);
  const [state, setState] = useState<'idle' | 'requested' | 'completed' | { failed: string }>(
    'idle',
  );

  // A change of plan or count after a failure or a success is a new draft.
  useEffect(() => {
    void plan_code;
    void location_count;
    setState((s) => (s === 'requested' ? s : 'idle'));
  }, [plan_code, location_count]);

  if (!settings.can_change_plan)
    return <AskAdministrator>{BILLING_MESSAGES.contactAdmin}</AskAdministrator>;

  const submit = handleSubmit(async (values) => {
    if (unchanged) return;
    setState('requested');
    try {
      await api.billing.updateSubscription(overview.account_id, {
        plan_code: values.plan_code,
        location_count: Number(values.location_count),
      });
      setState('completed');
      toast.success('Your plan is updated', 3000);
      onChanged();
      void invoices.mutate();
    } catch (err) {
      setState({ failed: errorMessage(err, BILLING_MESSAGES.paymentFailed) });
    }
  });

  return (
    <>
      {settings.show_prices && (
        <ul className="card-grid billing-plan-cards" aria-label="Plans">
          {plans.plans.map((p) => (
            <li key={p.code} className="card">
              <h2>
                {p.name}
                {current?.plan_code === p.code && (
                  <span className="billing-current"> (your plan)</span>
                )}
              </h2>
              <p className="billing-summary__value">{formatCents(p.unit_cents)}</p>
              <p>
                per location per month
                {p.min_locations > 1 ? `, ${p.min_locations} locations or more` : ''}
              </p>
              <p>{p.description}</p>
            </li>
          ))}
          {plans.setup_amount !== null && (
            <li className="card">
              <h2>Setup</h2>
              <p className="billing-summary__value">{formatCents(plans.setup_amount)}</p>
              <p>once, with the first payment (at the end of a free trial)</p>
            </li>
          )}
        </ul>
      )}
      {!settings.show_prices && <p className="notice">{BILLING_MESSAGES.managedByPartner}</p>}
      <form
        className="form form--card billing-form"
        onSubmit={submit}
        noValidate
        aria-labelledby="change-title"
      >
        <h2 id="change-title">Change plan or locations</h2>
        <PlanFields
          plans={plans.plans}
          register={register}
          countError={draft.location_count !== '' ? countError : null}
          showPrices={settings.show_prices}
        />
        {unchanged ? (
          <p className="field__hint">
            This is your current plan. Change the plan or the number of locations to see the price.
          </p>
        ) : settings.show_prices ? (
          <PricingPreviewPanel state={preview.state} onRetry={preview.retry} />
        ) : null}
        {!overview.card && (
          <p className="field__error">
            Add a card on <Link to={withBase(base, '/settings/billing/edit')}>Billing Details</Link>{' '}
            first.
          </p>
        )}
        {typeof state === 'object' && (
          <p className="form-error" role="alert">
            {state.failed}
          </p>
        )}
        <p
          role="status"
          aria-live="polite"
          className={state === 'completed' ? 'billing-sms__done' : 'pk-visually-hidden'}
        >
          {state === 'requested'
            ? 'Processing…'
            : state === 'completed'
              ? 'Your plan is updated.'
              : ''}
        </p>
        <div className="button-row">
          <Button
            type="submit"
            variant="primary"
            disabled={unchanged || countError !== null || !overview.card || state === 'requested'}
          >
            {state === 'requested' ? 'Processing…' : 'Confirm change'}
          </Button>
        </div>
      </form>
    </>
  );
}
