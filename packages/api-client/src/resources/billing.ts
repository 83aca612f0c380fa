import type {
  AccountExperiment,
  BillingDisplaySettings,
  BillingInvoices,
  BillingOverview,
  BillingPlans,
  LocationPreview,
  LocationPreviewQuery,
  PaymentCardBody,
  PricingPreview,
  PricingPreviewBody,
  SmsCreditPreview,
  SmsCreditPurchase,
  SmsCreditsBody,
  SubscriptionBody,
} from '../schemas/billing';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import type { Id } from './resource';

const at = (accountId: Id, path = '') => `/billing/${encodeURIComponent(String(accountId))}${path}`;

/** GET /billing/{accountId}/location_preview */
export function getLocationPreview(
  client: Client,
  accountId: Id,
  query?: Partial<LocationPreviewQuery>,
  options?: CallOptions,
): Promise<LocationPreview> {
  return client.get<LocationPreview>(at(accountId, '/location_preview'), { ...options, query });
}

/** GET /billing/{accountId}/display_settings: what the billing pages may show the caller. */
export function getBillingDisplaySettings(
  client: Client,
  accountId: Id,
  options?: CallOptions,
): Promise<BillingDisplaySettings> {
  return client.get<BillingDisplaySettings>(at(accountId, '/display_settings'), options);
}

/** GET /billing/{accountId}: subscription, card on file, location count, SMS credits (admins). */
export function getBilling(
  client: Client,
  accountId: Id,
  options?: CallOptions,
): Promise<BillingOverview> {
  return client.get<BillingOverview>(at(accountId), options);
}

/** GET /billing/{accountId}/invoices: the provider's invoices and the legacy ones (admins). */
export function getInvoices(
  client: Client,
  accountId: Id,
  options?: CallOptions,
): Promise<BillingInvoices> {
  return client.get<BillingInvoices>(at(accountId, '/invoices'), options);
}

/** GET /billing/{accountId}/plans: plans, setup amount and SMS packs (prices may be null). */
export function getPlans(
  client: Client,
  accountId: Id,
  options?: CallOptions,
): Promise<BillingPlans> {
  return client.get<BillingPlans>(at(accountId, '/plans'), options);
}

/** POST /billing/{accountId}/pricing_preview: what a plan or location count change costs. */
export function previewPricing(
  client: Client,
  accountId: Id,
  body: PricingPreviewBody,
  options?: CallOptions,
): Promise<PricingPreview> {
  return client.post<PricingPreview>(at(accountId, '/pricing_preview'), body, options);
}

/** PUT /billing/{accountId}/payment_card: a card (local ledger) or a Stripe payment method id. */
export function updatePaymentCard(
  client: Client,
  accountId: Id,
  body: PaymentCardBody,
  options?: CallOptions,
): Promise<BillingOverview> {
  return client.put<BillingOverview>(at(accountId, '/payment_card'), body, options);
}

/**
 * POST /billing/{accountId}/subscription: subscribe, change plan or location count; an
 * inactive account is active again as soon as this answers.
 */
export function updateSubscription(
  client: Client,
  accountId: Id,
  body: SubscriptionBody,
  options?: CallOptions,
): Promise<BillingOverview> {
  return client.post<BillingOverview>(at(accountId, '/subscription'), body, options);
}

/** POST /billing/{accountId}/sms_credits/preview */
export function previewSmsCredits(
  client: Client,
  accountId: Id,
  body: SmsCreditsBody,
  options?: CallOptions,
): Promise<SmsCreditPreview> {
  return client.post<SmsCreditPreview>(at(accountId, '/sms_credits/preview'), body, options);
}

/** POST /billing/{accountId}/sms_credits: a refused payment is a 422 ApiError. */
export function purchaseSmsCredits(
  client: Client,
  accountId: Id,
  body: SmsCreditsBody,
  options?: CallOptions,
): Promise<SmsCreditPurchase> {
  return client.post<SmsCreditPurchase>(at(accountId, '/sms_credits'), body, options);
}

/** GET /account_experiments: the experiments (console feature flags) the account is in. */
export function listAccountExperiments(
  client: Client,
  options?: CallOptions,
): Promise<Page<AccountExperiment>> {
  return client.list<AccountExperiment>('/account_experiments', 'account_experiments', {}, options);
}

export const billing = {
  locationPreview: getLocationPreview,
  displaySettings: getBillingDisplaySettings,
  get: getBilling,
  invoices: getInvoices,
  plans: getPlans,
  pricingPreview: previewPricing,
  updateCard: updatePaymentCard,
  updateSubscription,
  smsCreditsPreview: previewSmsCredits,
  purchaseSmsCredits,
  experiments: listAccountExperiments,
};
