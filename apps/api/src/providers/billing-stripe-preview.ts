import type { PlanChange, PricingQuote } from './billing';
import { futureOrNull, type StripeAccounts, setupLines } from './billing-stripe-client';
import { isProration, LOOKUP_KEYS, trialEndOf } from './billing-stripe-map';

/**
 * What a plan change costs, as Stripe previews the invoice: during the trial nothing is
 * prorated (the change is in the first invoice); a live subscription is prorated from today; a
 * new or restarted one is the first period, with the setup price when the customer never
 * subscribed before.
 */
export async function previewPlanChange(
  s: StripeAccounts,
  accountId: number,
  change: PlanChange,
): Promise<PricingQuote> {
  const { stripe } = s;
  const row = await s.ids(accountId);
  const plan = await s.price(LOOKUP_KEYS.plan(change.planCode));
  const unitCents = plan.unit_amount ?? 0;
  const recurringCents = unitCents * change.locationCount;
  const interval = plan.recurring?.interval_count ?? 1;
  const intervalUnit = plan.recurring?.interval === 'year' ? 'year' : 'month';
  const sub = change.accountActive ? await s.liveSubscription(accountId) : null;
  const item = sub?.items.data[0];
  const trialing = sub ? trialEndOf(sub) : null;
  if (sub && item && row?.customer_ref && trialing) {
    // Still in the trial: nothing to prorate; the change is in the first invoice.
    const preview = await stripe.invoices.createPreview({
      customer: row.customer_ref,
      subscription: sub.id,
      subscription_details: {
        items: [{ id: item.id, price: plan.id, quantity: change.locationCount }],
        proration_behavior: 'none',
      },
    });
    return {
      interval,
      intervalUnit,
      totalCents: 0,
      proratedCents: 0,
      nextBillingCycleStart: trialing,
      setupCents: setupLines(preview),
      recurringCents,
      unitCents,
      trialEnd: trialing,
      nextChargeCents: preview.total,
    };
  }
  if (sub && item && row?.customer_ref) {
    const preview = await stripe.invoices.createPreview({
      customer: row.customer_ref,
      subscription: sub.id,
      subscription_details: {
        items: [{ id: item.id, price: plan.id, quantity: change.locationCount }],
        proration_behavior: 'always_invoice',
        proration_date: Math.floor(Date.now() / 1000),
      },
    });
    const proratedCents = Math.max(
      0,
      preview.lines.data.filter(isProration).reduce((sum, l) => sum + l.amount, 0),
    );
    return {
      interval,
      intervalUnit,
      totalCents: Math.max(0, proratedCents),
      proratedCents,
      nextBillingCycleStart: new Date(item.current_period_end * 1000),
      setupCents: 0,
      recurringCents,
      unitCents,
      trialEnd: null,
      nextChargeCents: recurringCents,
    };
  }
  const first = !(await s.hasSubscribedBefore(row?.customer_ref));
  const setup = first ? await s.price(LOOKUP_KEYS.setup) : null;
  const preview = await stripe.invoices.createPreview({
    ...(row?.customer_ref ? { customer: row.customer_ref } : { customer_details: {} }),
    subscription_details: { items: [{ price: plan.id, quantity: change.locationCount }] },
    ...(setup ? { invoice_items: [{ price: setup.id }] } : {}),
  });
  const periodEnd =
    preview.lines.data.find((l) => !isProration(l) && l.period?.end)?.period.end ??
    preview.period_end;
  // During a trial this invoice (setup and first period) is the one due at its end.
  const trialEnd = change.accountActive ? futureOrNull(change.trialEnd) : null;
  return {
    interval,
    intervalUnit,
    totalCents: trialEnd ? 0 : preview.total,
    proratedCents: 0,
    nextBillingCycleStart: trialEnd ?? new Date(periodEnd * 1000),
    setupCents: setup?.unit_amount ?? 0,
    recurringCents,
    unitCents,
    trialEnd,
    nextChargeCents: trialEnd ? preview.total : recurringCents,
  };
}
