import type { BillingPlanCode, CardInput, SmsPackCode } from '@plaudit/api-client/schemas';

/**
 * The billing provider: location prices, the account's subscription and card, invoices,
 * pricing previews, SMS credits, card updates and upgrades (spec 1 sections 3 and 4).
 *
 * Two implementations: the local ledger in the database (`localBilling` in
 * billing-local.ts, the default and the tests') and Stripe through its official SDK
 * (`stripeBilling` in billing-stripe.ts, when STRIPE_SECRET_KEY is set).
 *
 * The spec shows no prices; these are the product's list prices (US cents), which the local
 * ledger charges and Stripe's prices must match (found there by their lookup keys):
 *
 * | what                           | cents               | Stripe lookup key                      |
 * |--------------------------------|---------------------|----------------------------------------|
 * | Professional, per location     | 4900 / month        | plaudit_professional_location_monthly  |
 * | Enterprise, per location (10+) | 3900 / month        | plaudit_enterprise_location_monthly    |
 * | Setup, once at first subscribe | 9900                | plaudit_setup                          |
 * | 500 SMS credits                | 1500                | plaudit_sms_500                        |
 * | 1,000 SMS credits              | 2500                | plaudit_sms_1000                       |
 * | 5,000 SMS credits              | 10000               | plaudit_sms_5000                       |
 *
 * Location previews (GET /billing/{id}/location_preview) also know the partner rate (2900)
 * and a rate for accounts on no plan (5900). Trial accounts may have TRIAL_LOCATION_LIMIT (1)
 * location.
 *
 * Proration: a change within the current period charges now the difference of the new and
 * the old period amount times (days left in the period / days of the period), rounded to the
 * cent; a cheaper change charges nothing now and the lower amount from the next period. A new
 * subscription (or an inactive account's restart) starts a period today and pays it now, with
 * the setup amount the first time an account subscribes.
 *
 * During a free trial: choosing a plan charges nothing today. The trial runs to its end and
 * the first period starts then (Stripe's `trial_end`); the first charge, on the trial's last
 * day, is the first period plus the setup amount, as peers charge a setup fee with the first
 * paid period. Changes before that day are free and change what that first charge will be.
 *
 * Cards: the local ledger checks a card (Luhn, length, expiry not past), keeps its brand,
 * last 4 digits and expiry, and forgets the number; Stripe's path never sees a number (the
 * browser gives a payment method id made by Stripe's own card form).
 */

export type LocationQuoteInput = {
  accountId: number;
  planCode: string | null;
  status: string;
  currentLocations: number;
  numAdded: number;
};
export type LocationQuote = {
  unitCents: number;
  trialLocationLimit: number | null;
  trialLimitReached: boolean;
};

export type CardOnFile = { brand: string; last4: string; expMonth: number; expYear: number };

export type ProviderSubscriptionRecord = {
  id: string;
  planCode: string;
  locationQuantity: number;
  paymentCollectionMethod: 'automatic' | 'invoice' | 'remittance';
  nextAssessmentAt: Date | null;
  currentBillingAmountCents: number;
  interval: number;
  intervalUnit: 'month' | 'year';
  /** The end of the free trial the subscription is still in (nothing is charged before it). */
  trialEnd: Date | null;
  /** The next charge, on nextAssessmentAt: the period's amount, and the setup after a trial. */
  nextChargeCents: number;
};

export type BillingState = {
  subscription: ProviderSubscriptionRecord | null;
  card: CardOnFile | null;
};

export type ProviderInvoiceRecord = {
  id: string;
  createdAt: Date;
  totalCents: number;
  status: 'paid' | 'failed' | 'open';
  description: string;
};

export type LegacyInvoiceRecord = { id: string; date: string; amount: string };

/** A card typed into the local form, or a Stripe payment method id (pm_…). */
export type PaymentSource = { card: CardInput } | { paymentMethodId: string };

export type PlanChange = {
  planCode: BillingPlanCode;
  locationCount: number;
  /** An inactive account restarts: a new period from today (never prorated). */
  accountActive: boolean;
  /** The end of the account's running free trial: billing starts then, not today. */
  trialEnd: Date | null;
};

export type PricingQuote = {
  interval: number;
  intervalUnit: 'month' | 'year';
  /** Charged now (0 during a trial). */
  totalCents: number;
  proratedCents: number;
  nextBillingCycleStart: Date;
  setupCents: number;
  recurringCents: number;
  unitCents: number;
  /** The trial's end when the change is made during one: the first charge is on that day. */
  trialEnd: Date | null;
  /** The charge on nextBillingCycleStart (after a trial: the setup and the first period). */
  nextChargeCents: number;
};

export type BillingCatalog = {
  plans: { code: BillingPlanCode; unitCents: number }[];
  setupCents: number;
  smsPacks: { code: SmsPackCode; credits: number; totalCents: number }[];
};

/** The provider refused the payment (a declined card): answered 422 with its message. */
export class PaymentDeclined extends Error {
  constructor(message = 'Your card was declined.') {
    super(message);
    this.name = 'PaymentDeclined';
  }
}

/** The provider cannot take this payment source (a raw card with Stripe, a pm_ id locally). */
export class PaymentSourceRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentSourceRefused';
  }
}

export interface BillingProvider {
  readonly name: 'local' | 'stripe';
  locationQuote(input: LocationQuoteInput): Promise<LocationQuote>;
  /** Prices of the plans, the setup amount and the SMS packs. */
  catalog(): Promise<BillingCatalog>;
  /** The account's subscription (null before it subscribes) and card on file. */
  state(accountId: number): Promise<BillingState>;
  /** The provider's invoices, newest first, and the former system's (legacy) invoices. */
  invoices(
    accountId: number,
  ): Promise<{ invoices: ProviderInvoiceRecord[]; legacy: LegacyInvoiceRecord[] }>;
  /** What changing to `change` costs now and afterwards; nothing is charged. */
  pricingPreview(accountId: number, change: PlanChange): Promise<PricingQuote>;
  /** Replaces the card on file. */
  updateCard(accountId: number, source: PaymentSource, accountName: string): Promise<CardOnFile>;
  /** Subscribes, changes plan or location count, or restarts; charges what the preview said. */
  subscribe(
    accountId: number,
    change: PlanChange & { source?: PaymentSource; accountName: string },
  ): Promise<ProviderSubscriptionRecord>;
  /** Charges the card on file for SMS credits; returns the invoice's reference. */
  purchaseSmsCredits(
    accountId: number,
    purchase: { packCode: SmsPackCode; quantity: number },
  ): Promise<{ invoiceRef: string }>;
}

export const PRICE_TABLE_CENTS: Record<string, number> = {
  enterprise: 3900,
  professional: 4900,
  partner: 2900,
  trial: 4900,
};
export const DEFAULT_PRICE_CENTS = 5900;
export const SETUP_CENTS = 9900;
export const TRIAL_LOCATION_LIMIT = 1;

export const PLAN_INFO: Record<
  BillingPlanCode,
  { name: string; description: string; minLocations: number }
> = {
  professional: {
    name: 'Professional',
    description: 'Reviews, responses, review requests and reports for every location.',
    minLocations: 1,
  },
  enterprise: {
    name: 'Enterprise',
    description: 'The volume price for 10 locations or more, with a customer success manager.',
    minLocations: 10,
  },
};

export const SMS_PACKS: Record<SmsPackCode, { credits: number; cents: number }> = {
  sms_500: { credits: 500, cents: 1500 },
  sms_1000: { credits: 1000, cents: 2500 },
  sms_5000: { credits: 5000, cents: 10000 },
};

export const planName = (code: string) =>
  PLAN_INFO[code as BillingPlanCode]?.name ?? code.charAt(0).toUpperCase() + code.slice(1);

/** The monthly price per location of a plan code (any account's, for location previews). */
export const unitCentsOf = (planCode: string | null) =>
  PRICE_TABLE_CENTS[planCode ?? ''] ?? DEFAULT_PRICE_CENTS;

/** The location preview both providers answer from the price table. */
export function quoteLocations(input: LocationQuoteInput, unitCents: number): LocationQuote {
  const trial = input.status === 'trial';
  return {
    unitCents,
    trialLocationLimit: trial ? TRIAL_LOCATION_LIMIT : null,
    trialLimitReached: trial && input.currentLocations + input.numAdded > TRIAL_LOCATION_LIMIT,
  };
}

const DAY = 86_400_000;

/** The same day of the month `months` later (the month's last day when it has fewer days). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * The amount charged now for moving from `oldCents` to `newCents` per period with `now`
 * inside [periodStart, periodEnd): the difference times days left / days of the period.
 */
export function prorate(
  oldCents: number,
  newCents: number,
  periodStart: Date,
  periodEnd: Date,
  now: Date,
): number {
  if (newCents <= oldCents) return 0;
  const days = Math.max(1, Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY));
  const left = Math.min(days, Math.max(0, Math.ceil((periodEnd.getTime() - now.getTime()) / DAY)));
  return Math.round(((newCents - oldCents) * left) / days);
}
