import type {
  BillingCard,
  BillingDisplaySettings,
  BillingSubscription,
} from '@plaudit/api-client/schemas';
import type { AuthContext } from '../../http/context';
import type { CardOnFile, ProviderSubscriptionRecord } from '../../providers/billing';
import { planName } from '../../providers/billing';

/**
 * What the billing pages may show the caller. Administrators manage billing (card, plan,
 * reactivation) and read the account's own charges (invoices, the current amount: the card
 * on file shows them anyway). Prices — the plans' rates, the setup amount, pricing previews,
 * SMS packs — show only to administrators of accounts that are not white-labelled: a
 * white-labelled account is its partner's customer and its partner bills it, so its admins
 * read that billing is managed by their partner and change no card or plan here (the server
 * refuses both with 403), and buy SMS credits through their partner. Other users read only
 * these settings.
 */
export function displaySettingsOf(
  auth: AuthContext,
  provider: 'local' | 'stripe',
): BillingDisplaySettings {
  const admin = auth.userType === 'administrator';
  const whitelabel = auth.session.isWhitelabel;
  return {
    account_id: auth.accountId,
    show_prices: admin && !whitelabel,
    can_manage: admin,
    can_change_plan: admin && !whitelabel,
    can_purchase_sms_credits: admin && !whitelabel,
    whitelabel,
    provider,
    card_entry: provider === 'stripe' ? 'stripe_payment_method' : 'card_form',
    currency: 'USD',
  };
}

export function serializeCard(card: CardOnFile | null): BillingCard | null {
  if (!card) return null;
  return {
    brand: card.brand,
    masked_card_number: `XXXX-XXXX-XXXX-${card.last4}`,
    last4: card.last4,
    expiration_month: card.expMonth,
    expiration_year: card.expYear,
  };
}

export function serializeSubscription(
  sub: ProviderSubscriptionRecord | null,
  showAmounts: boolean,
): BillingSubscription | null {
  if (!sub) return null;
  return {
    id: sub.id,
    plan_code: sub.planCode,
    plan_name: planName(sub.planCode),
    payment_collection_method: sub.paymentCollectionMethod,
    next_assessment_at: sub.nextAssessmentAt?.toISOString() ?? null,
    current_billing_amount_in_cents: showAmounts ? sub.currentBillingAmountCents : null,
    interval: sub.interval,
    interval_unit: sub.intervalUnit,
    trial_ends_at: sub.trialEnd?.toISOString() ?? null,
    next_charge_in_cents: showAmounts ? sub.nextChargeCents : null,
  };
}

/** YYYY-MM-DD (UTC). */
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
