import { BILLING_MESSAGES, type BillingOverview } from '@plaudit/api-client/schemas';
import {
  useBilling,
  useBillingDisplaySettings,
  useBillingPlans,
  useInvoices,
} from '@plaudit/hooks';
import { Link } from 'react-router';
import { AskAdministrator } from '../../components/AskAdministrator';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { Loaded } from './BillingStates';
import { brandName, COLLECTION_LABELS, formatBillingDate, formatCents } from './billing-format';
import { InvoicesTable } from './InvoicesTable';
import { trialChargeSentence } from './PlanChoice';
import { SmsCredits } from './SmsCredits';
import './billing.css';
import { buttonClass } from '@plaudit/ui-kit';

/**
 * /settings/billing: the subscription (plan, collection method, next assessment, current
 * amount), the masked card, the location count, SMS credits and the invoices, new and legacy.
 * Administrators only (the settings link and the API); others are told to ask one.
 */
export function BillingPage() {
  usePageTitle('Billing');
  const base = useBasePath();
  const settings = useBillingDisplaySettings();
  // A partner's client is billed by its partner: its admins read that, and nothing here
  // (card, plan, charges) contradicts it.
  const admin = settings.data?.can_manage === true && !settings.data.whitelabel;
  const billing = useBilling(admin);
  const invoices = useInvoices(admin);
  const plans = useBillingPlans(admin && settings.data?.can_purchase_sms_credits === true);
  return (
    <section className="page billing" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
      </p>
      <header className="page-header">
        <h1 id="page-title">Billing</h1>
        {admin && (
          <div className="button-row">
            <Link
              className={buttonClass('secondary')}
              to={withBase(base, '/settings/billing/edit')}
            >
              Update card
            </Link>
            {settings.data?.can_change_plan && (
              <Link
                className={buttonClass('primary')}
                to={withBase(base, '/settings/billing/manage-plans')}
              >
                Manage plans
              </Link>
            )}
          </div>
        )}
      </header>
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
            <p className="notice">{BILLING_MESSAGES.managedByPartner}</p>
          ) : (
            <>
              <Loaded
                data={billing.data}
                error={billing.error}
                onRetry={() => void billing.mutate()}
                what="subscription"
              >
                {(o) => (
                  <>
                    <Summary overview={o} />
                    {s.can_purchase_sms_credits && (
                      <Loaded
                        data={plans.data}
                        error={plans.error}
                        onRetry={() => void plans.mutate()}
                        what="SMS credit packs"
                      >
                        {(p) => (
                          <SmsCredits
                            accountId={o.account_id}
                            balance={o.sms_credits.balance}
                            packs={p.sms_packs}
                            hasCard={o.card !== null}
                            onPurchased={() => void billing.mutate()}
                          />
                        )}
                      </Loaded>
                    )}
                  </>
                )}
              </Loaded>
              <section className="billing-invoices" aria-labelledby="invoices-title">
                <h2 id="invoices-title">Invoices</h2>
                <Loaded
                  data={invoices.data}
                  error={invoices.error}
                  onRetry={() => void invoices.mutate()}
                  what="invoices"
                >
                  {(i) => <InvoicesTable invoices={i} />}
                </Loaded>
              </section>
            </>
          )
        }
      </Loaded>
    </section>
  );
}

function Summary({ overview: o }: { overview: BillingOverview }) {
  const sub = o.subscription;
  const trialEnd =
    o.account_status === 'trial' &&
    o.account_active &&
    o.trial_ended_at &&
    Date.parse(o.trial_ended_at) > Date.now()
      ? o.trial_ended_at
      : null;
  return (
    <>
      {sub?.trial_ends_at && sub.next_charge_in_cents !== null ? (
        <p className="notice" data-testid="trial-charge-note">
          {trialChargeSentence(sub.trial_ends_at, sub.next_charge_in_cents)}
        </p>
      ) : (
        !sub &&
        trialEnd && (
          <p className="notice" data-testid="trial-charge-note">
            Your trial continues until {formatBillingDate(trialEnd)}. Nothing is charged unless you
            choose a plan.
          </p>
        )
      )}
      <SummaryCards overview={o} />
    </>
  );
}

function SummaryCards({ overview: o }: { overview: BillingOverview }) {
  const sub = o.subscription;
  return (
    <ul className="card-grid billing-summary" aria-label="Subscription">
      <li className="card">
        <h2>Plan</h2>
        <p className="billing-summary__value">
          {sub ? sub.plan_name : o.account_status === 'trial' ? 'Trial' : 'No plan'}
        </p>
        <p>
          {sub
            ? COLLECTION_LABELS[sub.payment_collection_method]
            : o.account_active
              ? 'Not subscribed yet.'
              : 'Inactive: upgrade to continue.'}
        </p>
      </li>
      <li className="card">
        <h2>Next payment</h2>
        <p className="billing-summary__value">
          {sub ? formatCents(sub.next_charge_in_cents ?? sub.current_billing_amount_in_cents) : '—'}
        </p>
        <p>
          {sub?.next_assessment_at
            ? `On ${formatBillingDate(sub.next_assessment_at)}`
            : 'Nothing scheduled.'}
        </p>
      </li>
      <li className="card">
        <h2>Locations</h2>
        <p className="billing-summary__value">{o.location_count}</p>
        <p>{o.locations_in_use} in use</p>
      </li>
      <li className="card">
        <h2>Card</h2>
        <p className="billing-summary__value billing-summary__value--card">
          {o.card ? o.card.masked_card_number : 'None'}
        </p>
        <p>
          {o.card
            ? `${brandName(o.card.brand)}, expires ${String(o.card.expiration_month).padStart(2, '0')}/${o.card.expiration_year}`
            : 'Add one on Billing Details.'}
        </p>
      </li>
    </ul>
  );
}
