import {
  type Infer,
  number,
  object,
  oneOf,
  optional,
  refine,
  type Schema,
  string,
} from './validate';

/** Messages of spec 2 sections 6 and 8 (location pricing) and of the billing pages. */
export const BILLING_MESSAGES = {
  previewError: 'Error fetching location pricing preview.',
  mayIncurCosts: 'Adding a location may incur additional costs.',
  contactAdmin:
    'Only an administrator of your account can change billing. Please contact an admin.',
  pricingPreviewError: 'Unable to load the pricing preview at this time. Please try again later.',
  paymentFailed: 'Your payment could not be processed.',
  cardDeclined: 'Your card was declined.',
  smsPurchaseFailed: 'Your SMS credit purchase failed.',
  managedByPartner: 'Billing for this account is managed by your partner.',
} as const;

/** The plans an account may subscribe to (prices: GET /billing/{id}/plans, for those who may see them). */
export const BILLING_PLAN_CODES = ['professional', 'enterprise'] as const;
export type BillingPlanCode = (typeof BILLING_PLAN_CODES)[number];

/** SMS credit packs. */
export const SMS_PACK_CODES = ['sms_500', 'sms_1000', 'sms_5000'] as const;
export type SmsPackCode = (typeof SMS_PACK_CODES)[number];

/** The most locations one subscription covers through these pages (more: contact sales). */
export const MAX_BILLED_LOCATIONS = 1000;

/** GET /billing/{accountId}/location_preview */
export const locationPreviewQuery = object({
  num_added_locations: optional(number({ int: true, coerce: true, min: 1, max: 1000 }), 1),
});
export type LocationPreviewQuery = Infer<typeof locationPreviewQuery>;

/**
 * The price of adding locations. `new_location_monthly_unit_cents` is null for
 * callers who may not see prices (not an administrator, or a white-label account).
 */
export type LocationPreview = {
  account_id: number;
  num_added_locations: number;
  current_locations: number;
  new_location_monthly_unit_cents: number | null;
  new_locations_monthly_total_cents: number | null;
  currency: 'USD';
  trial_location_limit_reached: boolean;
  trial_location_limit: number | null;
};

// ---------------------------------------------------------------------------
// Cards. The local billing provider takes the card's number, checks it and keeps only its
// brand, last 4 digits and expiry; with Stripe the console sends a payment method id made by
// Stripe's own form instead, and no number reaches the server.

/** The digits of a card number as typed (spaces and dashes allowed). */
export const cardDigits = (text: string) => text.replace(/[\s-]/g, '');

/** The Luhn check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card's brand from its first digits. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  return 'card';
}

/** Whether a card expiring at the end of month/year is still valid on `now`. */
export function cardExpired(month: number, year: number, now = new Date()): boolean {
  const y = now.getUTCFullYear();
  return year < y || (year === y && month < now.getUTCMonth() + 1);
}

/** Why a typed card number is not one, or null. */
export function cardNumberProblem(text: string): string | null {
  const digits = cardDigits(text);
  if (!/^\d+$/.test(digits)) return 'Card number must contain only digits';
  const amex = cardBrand(digits) === 'amex';
  if (digits.length < 12 || digits.length > 19 || (amex && digits.length !== 15))
    return 'Card number has the wrong number of digits';
  if (!luhnValid(digits)) return 'Card number is not valid';
  return null;
}

const cardNumber: Schema<string> = refine(
  string({ min: 1, max: 32, pattern: /^[\d\s-]+$/, patternMessage: '{label} must be digits' }),
  (s) => cardNumberProblem(s),
);

/** A card as typed into the local provider's form (never stored: see the billing provider). */
export const cardInput = refine(
  object({
    number: cardNumber,
    exp_month: number({ int: true, min: 1, max: 12, coerce: true }),
    exp_year: number({ int: true, min: 2000, max: 2200, coerce: true }),
    cvc: string({ pattern: /^\d{3,4}$/, patternMessage: '{label} must be 3 or 4 digits' }),
    name: optional(string({ max: 120 })),
  }),
  (c) => (cardExpired(c.exp_month, c.exp_year) ? 'The card has expired' : null),
);
export type CardInput = Infer<typeof cardInput>;

/** A Stripe payment method id (pm_…) created in the browser by Stripe's own card form. */
const paymentMethodId = string({
  min: 1,
  max: 255,
  pattern: /^pm_[A-Za-z0-9_]+$/,
  patternMessage: '{label} must be a Stripe payment method id (pm_…)',
});

const ONE_PAYMENT = 'Send either card or payment_method_id';

/** PUT /billing/{accountId}/payment_card */
export const paymentCardBody = refine(
  object({ card: optional(cardInput), payment_method_id: optional(paymentMethodId) }),
  (b) => ((b.card === undefined) === (b.payment_method_id === undefined) ? ONE_PAYMENT : null),
);
export type PaymentCardBody = Infer<typeof paymentCardBody>;

const planCode = oneOf(BILLING_PLAN_CODES);
const locationCount = number({ int: true, min: 1, max: MAX_BILLED_LOCATIONS });

/** POST /billing/{accountId}/pricing_preview */
export const pricingPreviewBody = object({ plan_code: planCode, location_count: locationCount });
export type PricingPreviewBody = Infer<typeof pricingPreviewBody>;

/**
 * POST /billing/{accountId}/subscription: subscribe, change plan or location count, or
 * reactivate an inactive account. A card (or payment method) is needed when none is on file.
 */
export const subscriptionBody = refine(
  object({
    plan_code: planCode,
    location_count: locationCount,
    card: optional(cardInput),
    payment_method_id: optional(paymentMethodId),
  }),
  (b) => (b.card !== undefined && b.payment_method_id !== undefined ? ONE_PAYMENT : null),
);
export type SubscriptionBody = Infer<typeof subscriptionBody>;

/** POST /billing/{accountId}/sms_credits/preview and POST /billing/{accountId}/sms_credits */
export const smsCreditsBody = object({
  pack_code: oneOf(SMS_PACK_CODES),
  quantity: optional(number({ int: true, min: 1, max: 20 }), 1),
});
export type SmsCreditsBody = Infer<typeof smsCreditsBody>;

// ---------------------------------------------------------------------------
// Answers. Amounts are US cents; an amount is null for callers who may not see prices
// (see BillingDisplaySettings).

/** The card on file: brand, masked number (last 4 digits) and expiry only. */
export type BillingCard = {
  brand: string;
  /** e.g. 'XXXX-XXXX-XXXX-4242' */
  masked_card_number: string;
  last4: string;
  expiration_month: number;
  expiration_year: number;
};

export type BillingSubscription = {
  id: string;
  plan_code: string;
  plan_name: string;
  /** automatic (card charged), invoice or remittance. */
  payment_collection_method: 'automatic' | 'invoice' | 'remittance';
  next_assessment_at: string | null;
  current_billing_amount_in_cents: number | null;
  interval: number;
  interval_unit: 'month' | 'year';
  /**
   * The end of the free trial a plan chosen during the trial is still in: nothing is charged
   * before it, and next_assessment_at is that day. null once billing has started.
   */
  trial_ends_at: string | null;
  /**
   * The next charge, on next_assessment_at: the period's amount, and after a trial the one-time
   * setup amount with it. null for callers who may not see amounts.
   */
  next_charge_in_cents: number | null;
};

/** GET /billing/{accountId} */
export type BillingOverview = {
  account_id: number;
  provider: 'local' | 'stripe';
  account_status: string;
  account_active: boolean;
  trial_ended_at: string | null;
  subscription: BillingSubscription | null;
  card: BillingCard | null;
  /** The locations component's allocated quantity (the account's locations before subscribing). */
  location_count: number;
  /** Locations the account has now. */
  locations_in_use: number;
  sms_credits: { balance: number };
};

/** A billing provider's invoice. */
export type ProviderInvoice = {
  id: string;
  created_at: string;
  total_in_cents: number | null;
  status: 'paid' | 'failed' | 'open';
  description: string;
};

/** An invoice of the former billing system: the amount as it was written, and in cents. */
export type LegacyInvoice = {
  id: string;
  date: string;
  amount: string | null;
  amount_in_cents: number | null;
};

/** GET /billing/{accountId}/invoices */
export type BillingInvoices = {
  account_id: number;
  invoices: ProviderInvoice[];
  legacy_invoices: LegacyInvoice[];
};

export type BillingPlan = {
  code: BillingPlanCode;
  name: string;
  description: string;
  unit_cents: number | null;
  min_locations: number;
  interval: number;
  interval_unit: 'month' | 'year';
};

export type SmsPack = {
  code: SmsPackCode;
  credits: number;
  total_cents: number | null;
};

/** GET /billing/{accountId}/plans */
export type BillingPlans = {
  account_id: number;
  currency: 'USD';
  plans: BillingPlan[];
  /** Charged once when an account first subscribes. */
  setup_amount: number | null;
  sms_packs: SmsPack[];
};

/** POST /billing/{accountId}/pricing_preview */
export type PricingPreview = {
  account_id: number;
  plan_code: BillingPlanCode;
  location_count: number;
  interval: number;
  interval_unit: 'month' | 'year';
  /**
   * Charged now: the setup amount, the first period or the prorated difference; 0 during a
   * free trial (billing starts at the trial's end).
   */
  total_cents: number;
  /** The part of total_cents for the rest of the current period (0 for a new subscription). */
  prorated_cents: number;
  /** YYYY-MM-DD */
  next_billing_cycle_start_date: string;
  /** One-time setup amount in cents (0 when the account has subscribed before). */
  setup_amount: number;
  /** The amount of each following period. */
  recurring_cents: number;
  unit_cents: number;
  /**
   * YYYY-MM-DD: the end of the account's free trial when the plan is chosen during it (then
   * total_cents is 0 and the first charge is on this day, next_billing_cycle_start_date); null
   * otherwise.
   */
  trial_end_date: string | null;
  /**
   * The charge on next_billing_cycle_start_date: after a trial the setup amount and the first
   * period, otherwise recurring_cents.
   */
  next_charge_cents: number;
  currency: 'USD';
};

/** POST /billing/{accountId}/sms_credits/preview */
export type SmsCreditPreview = {
  account_id: number;
  pack_code: SmsPackCode;
  quantity: number;
  credits: number;
  total_cents: number;
  currency: 'USD';
};

/**
 * POST /billing/{accountId}/sms_credits: 201 with a completed purchase; a refused payment is
 * 422 `{error}` (never 402, which means an inactive account), and is kept as a failed purchase.
 */
export type SmsCreditPurchase = {
  id: number;
  account_id: number;
  pack_code: SmsPackCode;
  quantity: number;
  credits: number;
  total_cents: number;
  status: 'completed' | 'failed';
  created_at: string;
  balance: number;
};

/**
 * GET /billing/{accountId}/display_settings: what the billing pages may show the caller.
 * Prices show to administrators of accounts that are not white-labelled; a white-labelled
 * account's plan and credits are its partner's business.
 */
export type BillingDisplaySettings = {
  account_id: number;
  show_prices: boolean;
  can_manage: boolean;
  can_change_plan: boolean;
  can_purchase_sms_credits: boolean;
  whitelabel: boolean;
  provider: 'local' | 'stripe';
  /** How a card is entered: the local provider's form, or Stripe's own (a payment method id). */
  card_entry: 'card_form' | 'stripe_payment_method';
  currency: 'USD';
};

/** GET /account_experiments: an experiment (a named console feature flag) the account is in. */
export type AccountExperiment = {
  id: number;
  account_id: number;
  name: string;
  variant: string;
  enabled: boolean;
  started_at: string;
  ends_at: string | null;
};
