// Stripe's objects as the spec's billing fields (spec 1 section 3), for billing-stripe.ts.
import {
  BILLING_PLAN_CODES,
  type BillingPlanCode,
  type SmsPackCode,
} from '@plaudit/api-client/schemas';
import type Stripe from 'stripe';
import type { ProviderInvoiceRecord, ProviderSubscriptionRecord } from './billing';

/** Stripe prices by lookup key (see the table in billing.ts). */
export const LOOKUP_KEYS = {
  plan: (code: BillingPlanCode) => `plaudit_${code}_location_monthly`,
  setup: 'plaudit_setup',
  sms: (code: SmsPackCode) => `plaudit_${code}`,
};
export const PLAN_BY_LOOKUP_KEY = new Map<string, BillingPlanCode>(
  BILLING_PLAN_CODES.map((c) => [LOOKUP_KEYS.plan(c), c]),
);

/** Subscriptions that still bill (a canceled or incomplete_expired one is history). */
export const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused']);

export const COLLECTION: Record<string, ProviderSubscriptionRecord['paymentCollectionMethod']> = {
  charge_automatically: 'automatic',
  send_invoice: 'invoice',
};

export const INVOICE_STATUS: Record<string, ProviderInvoiceRecord['status']> = {
  paid: 'paid',
  uncollectible: 'failed',
  void: 'failed',
};

export const cardOfPaymentMethod = (pm: Stripe.PaymentMethod | string | null | undefined) =>
  pm && typeof pm === 'object' && pm.card
    ? {
        brand: pm.card.brand,
        last4: pm.card.last4,
        expMonth: pm.card.exp_month,
        expYear: pm.card.exp_year,
      }
    : null;

/** A Stripe subscription as the spec's fields (the locations item's quantity is the count). */
export function mapSubscription(sub: Stripe.Subscription): ProviderSubscriptionRecord | null {
  const item =
    sub.items.data.find((i) => PLAN_BY_LOOKUP_KEY.has(i.price.lookup_key ?? '')) ??
    sub.items.data[0];
  if (!item) return null;
  const planCode =
    PLAN_BY_LOOKUP_KEY.get(item.price.lookup_key ?? '') ??
    item.price.metadata?.plan_code ??
    'custom';
  const amount = sub.items.data.reduce(
    (sum, i) => sum + (i.price.unit_amount ?? 0) * (i.quantity ?? 1),
    0,
  );
  const trialEnd = trialEndOf(sub);
  return {
    id: sub.id,
    planCode,
    locationQuantity: item.quantity ?? 1,
    paymentCollectionMethod: COLLECTION[sub.collection_method] ?? 'automatic',
    // A trialing subscription's first invoice is at trial_end (its period ends there too).
    nextAssessmentAt: trialEnd
      ? trialEnd
      : item.current_period_end
        ? new Date(item.current_period_end * 1000)
        : null,
    currentBillingAmountCents: amount,
    interval: item.price.recurring?.interval_count ?? 1,
    intervalUnit: item.price.recurring?.interval === 'year' ? 'year' : 'month',
    trialEnd,
    // The setup waiting for the first invoice is added by the caller (a pending invoice item).
    nextChargeCents: amount,
  };
}

/** The end of a subscription's trial while it is trialing, or null. */
export function trialEndOf(sub: Stripe.Subscription, at = Date.now()): Date | null {
  return sub.status === 'trialing' && sub.trial_end && sub.trial_end * 1000 > at
    ? new Date(sub.trial_end * 1000)
    : null;
}

/** Whether a preview line is a proration (API versions with `parent` and older ones). */
export const isProration = (line: Stripe.InvoiceLineItem) => {
  const p = line.parent;
  return Boolean(
    p?.subscription_item_details?.proration ??
      p?.invoice_item_details?.proration ??
      (line as unknown as { proration?: boolean }).proration,
  );
};
