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
  useSession,
} from '@plaudit/hooks';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AskAdministrator } from '../../components/AskAdministrator';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { Loaded } from './BillingStates';
import { brandName, formatBillingDate } from './billing-format';
import {
  type CardDraft,
  CardFields,
  cardFieldErrors,
  cardResolver,
  checkCard,
  EMPTY_CARD,
} from './CardFields';
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

/** The upgrade form: plan, count, whether a new card is entered, and that card. */
type ReactivateValues = PlanDraft & CardDraft & { new_card: boolean };

/** Spec 1 section 4: billing processing is requested, completed or failed. */
type Processing =
  | { status: 'idle' }
  | { status: 'requested' }
  | { status: 'completed' }
  | { status: 'failed'; message: string };

/**
 * /settings/billing/edit: where an inactive account (an ended trial) is sent. Administrators
 * reactivate it — plan, location count, the pricing preview, a card, pay — and land back in
 * the product; others are told to contact an admin. An active account's admins update the
 * card here.
 */
export function BillingEditPage() {
  usePageTitle('Billing Details');
  const base = useBasePath();
  const active = useSession((s) => s.auth.account_active);
  const settings = useBillingDisplaySettings();
  return (
    <section className="page billing" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings/billing')}>Back to Billing</Link>
      </p>
      <h1 id="page-title">Billing Details</h1>
      {!active && <InactiveNotice />}
      <Loaded
        data={settings.data}
        error={settings.error}
        onRetry={() => void settings.mutate()}
        what="billing settings"
      >
        {(s) =>
          !s.can_manage ? (
            <AskAdministrator>{BILLING_MESSAGES.contactAdmin}</AskAdministrator>
          ) : s.whitelabel ? (
            // The partner bills the account: no card or plan form the server would refuse.
            <p className="notice">{BILLING_MESSAGES.managedByPartner}</p>
          ) : (
            <AdminBilling settings={s} active={active} />
          )
        }
      </Loaded>
    </section>
  );
}

function AdminBilling({ settings, active }: { settings: BillingDisplaySettings; active: boolean }) {
  const billing = useBilling();
  const plans = useBillingPlans();
  return (
    <Loaded
      data={billing.data}
      error={billing.error}
      onRetry={() => void billing.mutate()}
      what="billing details"
    >
      {(overview) =>
        // An ended trial must upgrade; a running trial may upgrade early (the trial banner's link).
        !active || !overview.account_active || overview.account_status === 'trial' ? (
          <Loaded
            data={plans.data}
            error={plans.error}
            onRetry={() => void plans.mutate()}
            what="plans"
          >
            {(p) => <Reactivate settings={settings} overview={overview} plans={p} />}
          </Loaded>
        ) : (
          <UpdateCard
            settings={settings}
            overview={overview}
            onSaved={() => void billing.mutate()}
          />
        )
      }
    </Loaded>
  );
}

function StripeCardNotice() {
  return (
    <p className="notice" role="note">
      Cards for this account are entered in Stripe’s secure card form, which this console does not
      load. Your card on file is used; to change it, contact Plaudit support.
    </p>
  );
}

function Reactivate({
  settings,
  overview,
  plans,
}: {
  settings: BillingDisplaySettings;
  overview: BillingOverview;
  plans: BillingPlans;
}) {
  const { api } = useApi();
  const base = useBasePath();
  const navigate = useNavigate();
  const setAccountActive = useSession((s) => s.setAccountActive);
  const refresh = useSession((s) => s.refresh);
  const loadProfile = useSession((s) => s.loadProfile);
  const stripe = settings.card_entry === 'stripe_payment_method';
  // The card's fields are checked only when a new card is entered (not the card on file's).
  const [resolver] = useState(
    (): Resolver<ReactivateValues> => async (values) => {
      const errors = {
        ...planFieldErrors(values, plans.plans, overview.locations_in_use),
        ...(values.new_card ? cardFieldErrors(values) : {}),
      };
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    },
  );
  const { formState, handleSubmit, register, reset, setValue, watch } = useForm<ReactivateValues>({
    resolver,
    defaultValues: {
      plan_code: (overview.subscription?.plan_code as PlanDraft['plan_code']) ?? 'professional',
      location_count: String(Math.max(1, overview.location_count)),
      new_card: !overview.card && !stripe,
      ...EMPTY_CARD,
    },
  });
  const [plan_code, location_count, newCard] = watch(['plan_code', 'location_count', 'new_card']);
  const draft: PlanDraft = { plan_code, location_count };
  const plan = plans.plans.find((p) => p.code === draft.plan_code);
  const countError = locationCountProblem(draft.location_count, plan, overview.locations_in_use);
  const preview = usePricingPreview(draft, countError === null, settings.show_prices);
  const [processing, setProcessing] = useState<Processing>({ status: 'idle' });
  const showErrors = formState.isSubmitted;
  // A running trial: choosing a plan charges nothing today, billing starts at the trial's end.
  const trialEnd =
    overview.account_status === 'trial' &&
    overview.account_active &&
    overview.trial_ended_at &&
    Date.parse(overview.trial_ended_at) > Date.now()
      ? overview.trial_ended_at
      : null;

  const submit = handleSubmit(async (values) => {
    const checked = values.new_card ? checkCard(values) : null;
    const payment = checked?.ok ? { card: checked.card } : {};
    setProcessing({ status: 'requested' });
    try {
      await api.billing.updateSubscription(overview.account_id, {
        plan_code: values.plan_code,
        location_count: Number(values.location_count),
        ...payment,
      });
      setProcessing({ status: 'completed' });
      reset({ ...values, ...EMPTY_CARD });
      setAccountActive(true);
      toast.success(
        trialEnd
          ? `Thank you! Your plan starts when your trial ends on ${formatBillingDate(trialEnd)}. Nothing was charged today.`
          : overview.account_active
            ? 'Thank you! Your subscription has started.'
            : 'Thank you! Your account is active again.',
        5000,
      );
      await refresh().catch(() => undefined);
      await loadProfile().catch(() => undefined);
      navigate(withBase(base, '/dashboard'), { replace: true });
    } catch (err) {
      setProcessing({
        status: 'failed',
        message: errorMessage(err, BILLING_MESSAGES.paymentFailed),
      });
    }
  });

  return (
    <form
      className="form form--card billing-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="reactivate-title"
    >
      <h2 id="reactivate-title">Upgrade your account</h2>
      {trialEnd ? (
        <p className="field__hint">
          Choosing a plan now charges nothing today: your trial goes on until{' '}
          {formatBillingDate(trialEnd)}, and billing starts that day.
        </p>
      ) : (
        overview.trial_ended_at &&
        overview.account_status === 'trial' && (
          <p className="field__hint">
            Your trial ended on {formatBillingDate(overview.trial_ended_at)}.
          </p>
        )
      )}
      <PlanFields
        plans={plans.plans}
        register={register}
        countError={showErrors || draft.location_count !== '' ? countError : null}
        showPrices={settings.show_prices}
      />
      {settings.show_prices ? (
        <PricingPreviewPanel state={preview.state} onRetry={preview.retry} />
      ) : (
        <p className="field__hint">Your partner’s terms apply to this account’s price.</p>
      )}
      {stripe && !overview.card && <StripeCardNotice />}
      {overview.card && !stripe && (
        <label className="check-option">
          <input
            type="checkbox"
            checked={!newCard}
            onChange={(e) => setValue('new_card', !e.target.checked)}
          />
          Pay with {brandName(overview.card.brand)} ending {overview.card.last4}
        </label>
      )}
      {newCard && <CardFields register={register} errors={formState.errors} />}
      {processing.status === 'failed' && (
        <p className="form-error" role="alert">
          {processing.message}
        </p>
      )}
      <div className="button-row">
        <Button
          type="submit"
          variant="primary"
          disabled={
            processing.status === 'requested' ||
            processing.status === 'completed' ||
            (stripe && !overview.card)
          }
        >
          {processing.status === 'requested'
            ? trialEnd
              ? 'Processing…'
              : 'Processing payment…'
            : trialEnd
              ? 'Upgrade'
              : 'Upgrade and pay'}
        </Button>
      </div>
      <p className="pk-visually-hidden" role="status" aria-live="polite">
        {processing.status === 'requested'
          ? 'Processing payment'
          : processing.status === 'completed'
            ? 'Payment completed'
            : ''}
      </p>
    </form>
  );
}

function UpdateCard({
  settings,
  overview,
  onSaved,
}: {
  settings: BillingDisplaySettings;
  overview: BillingOverview;
  onSaved: () => void;
}) {
  const { api } = useApi();
  const base = useBasePath();
  const { formState, handleSubmit, register, reset } = useForm<CardDraft>({
    resolver: cardResolver,
    defaultValues: EMPTY_CARD,
  });
  const [processing, setProcessing] = useState<Processing>({ status: 'idle' });

  const submit = handleSubmit(async (values) => {
    const checked = checkCard(values);
    if (!checked.ok) return;
    setProcessing({ status: 'requested' });
    try {
      await api.billing.updateCard(overview.account_id, { card: checked.card });
      setProcessing({ status: 'completed' });
      reset(EMPTY_CARD);
      toast.success('Card updated', 3000);
      onSaved();
    } catch (err) {
      setProcessing({
        status: 'failed',
        message: errorMessage(err, BILLING_MESSAGES.paymentFailed),
      });
    }
  });

  return (
    <>
      <div className="card billing-current-card">
        <h2>Card on file</h2>
        <p>
          {overview.card
            ? `${brandName(overview.card.brand)} ${overview.card.masked_card_number}, expires ${String(overview.card.expiration_month).padStart(2, '0')}/${overview.card.expiration_year}`
            : 'No card on file.'}
        </p>
        <p>
          <Link to={withBase(base, '/settings/billing/manage-plans')}>
            Change plan or locations
          </Link>
        </p>
      </div>
      {settings.card_entry === 'stripe_payment_method' ? (
        <StripeCardNotice />
      ) : (
        <form
          className="form form--card billing-form"
          onSubmit={submit}
          noValidate
          aria-labelledby="card-title"
        >
          <h2 id="card-title">{overview.card ? 'Replace your card' : 'Add a card'}</h2>
          <p className="field__hint">
            Plaudit keeps only the card’s brand, last 4 digits and expiry; the number itself is
            never stored.
          </p>
          <CardFields register={register} errors={formState.errors} />
          {processing.status === 'failed' && (
            <p className="form-error" role="alert">
              {processing.message}
            </p>
          )}
          <div className="button-row">
            <Button type="submit" variant="primary" disabled={processing.status === 'requested'}>
              {processing.status === 'requested' ? 'Saving…' : 'Save card'}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}

/**
 * Why an inactive account is on this page (every other page brings it here): its trial ended,
 * on a day the account knows, or its subscription lapsed — said as the one it is.
 */
export function InactiveNotice() {
  const account = useSession((s) => s.account);
  const status = useSession((s) => s.auth.status) ?? account?.status;
  // A trial stays 'trial' once its end passes; a lapsed subscription is 'expired' or 'suspended'.
  const trialEnded = status === 'trial';
  return (
    <div className="notice" role="status">
      <p>
        {trialEnded
          ? `Your free trial ended${account?.trial_ended_at ? ` on ${formatBillingDate(account.trial_ended_at)}` : ''}. Choose a plan and add a card to keep using Plaudit; everything you set up is kept.`
          : status === 'suspended'
            ? 'Your subscription is suspended. Pay with a card below to keep using Plaudit; everything you set up is kept.'
            : 'Your subscription has lapsed. Choose a plan and add a card to keep using Plaudit; everything you set up is kept.'}
      </p>
      <p>
        You are on this page because the other pages of your account open again once it is paid.
      </p>
    </div>
  );
}
