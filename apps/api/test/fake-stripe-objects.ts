/**
 * A fake of the parts of Stripe's REST API the client uses, as documented: form-encoded
 * requests (nested keys `items[0][price]`), bearer secret key, JSON objects carrying
 * `object` ('customer', 'subscription', 'invoice', 'list', …), unix-second timestamps, and
 * errors `{error: {type, code, message}}` (a declined card: 402 card_error card_declined).
 */
export type Json = Record<string, unknown>;
export const now = () => Math.floor(Date.now() / 1000);
export const MONTH = 30 * 86_400;

export const PRICES: Json[] = [
  ['price_pro', 'plaudit_professional_location_monthly', 4900, true],
  ['price_ent', 'plaudit_enterprise_location_monthly', 3900, true],
  ['price_setup', 'plaudit_setup', 9900, false],
  ['price_sms500', 'plaudit_sms_500', 1500, false],
  ['price_sms1000', 'plaudit_sms_1000', 2500, false],
  ['price_sms5000', 'plaudit_sms_5000', 10000, false],
].map(([id, lookup_key, unit_amount, recurring]) => ({
  id,
  object: 'price',
  active: true,
  currency: 'usd',
  lookup_key,
  unit_amount,
  metadata: {},
  recurring: recurring ? { interval: 'month', interval_count: 1 } : null,
  type: recurring ? 'recurring' : 'one_time',
}));
export const priceById = (id: string) => PRICES.find((p) => p.id === id)!;

export const CARDS: Record<string, Json> = {
  pm_card_visa: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', exp_month: 6, exp_year: 2030 },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', exp_month: 1, exp_year: 2030 },
};

/** What the fake holds and every request it answered; emptied when a fake starts. */
export const state = {
  customers: new Map<string, Json>(),
  subscriptions: new Map<string, Json>(),
  invoices: [] as Json[],
  pendingItems: [] as Json[],
  requests: [] as { method: string; path: string; body: string; auth: string }[],
  n: 0,
};
export const newId = (prefix: string) => `${prefix}_${++state.n}`;
export const list = (url: string, data: Json[]) => ({ object: 'list', url, has_more: false, data });
export const paymentMethod = (id: string, customer: string | null) => ({
  id,
  object: 'payment_method',
  type: 'card',
  customer,
  card: CARDS[id],
});
export const cardError = () => ({
  status: 402,
  body: {
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    },
  },
});

export function subscriptionItem(price: string, quantity: number, sub: string, start: number) {
  return {
    id: newId('si'),
    object: 'subscription_item',
    price: priceById(price),
    quantity,
    subscription: sub,
    current_period_start: start,
    current_period_end: start + MONTH,
  };
}

export function defaultCardOf(customer: Json) {
  const settings = customer.invoice_settings as { default_payment_method: string | null };
  return settings.default_payment_method;
}

export function invoice(
  customer: string,
  lines: Json[],
  status = 'paid',
  description: string | null = null,
) {
  const inv = {
    id: newId('in'),
    object: 'invoice',
    number: `PL-${String(state.n).padStart(4, '0')}`,
    customer,
    created: now(),
    status,
    description,
    total: lines.reduce((s, l) => s + (l.amount as number), 0),
    period_end: now(),
    lines: list('/v1/invoices/lines', lines),
  };
  return inv;
}
export const line = (
  amount: number,
  description: string,
  proration = false,
  end = now() + MONTH,
) => ({
  id: newId('il'),
  object: 'line_item',
  amount,
  description,
  period: { start: now(), end },
  parent: {
    type: 'subscription_item_details',
    subscription_item_details: {
      proration,
      subscription: null,
      subscription_item: 'si_x',
      invoice_item: null,
      proration_details: null,
    },
    invoice_item_details: null,
  },
});
/** A line made from an invoice item (a one-time price such as the setup). */
export const itemLine = (amount: number, description: string) => ({
  ...line(amount, description),
  parent: {
    type: 'invoice_item_details',
    subscription_item_details: null,
    invoice_item_details: { invoice_item: newId('ii'), proration: false, subscription: null },
  },
});
/** The pending invoice items waiting for a subscription's next invoice. */
export const pendingLines = (sub: string) =>
  state.pendingItems
    .filter((i) => i.subscription === sub)
    .map((i) => itemLine(i.amount as number, 'Setup'));

/** Empties the fake's records, so a test file starts from a Stripe with no customers. */
export function resetState() {
  state.customers.clear();
  state.subscriptions.clear();
  state.invoices.length = 0;
  state.pendingItems.length = 0;
  state.requests.length = 0;
  state.n = 0;
}
