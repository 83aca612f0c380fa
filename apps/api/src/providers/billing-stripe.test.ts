import type {
  BillingDisplaySettings,
  BillingInvoices,
  BillingOverview,
  PricingPreview,
  SmsCreditPurchase,
} from '@plaudit/api-client/schemas';
import { parse } from 'qs';
import { describe, expect, it } from 'vitest';
import { type Json, state } from '../../test/fake-stripe-objects';
import { createBilling } from './billing-of';
import { stripeBilling } from './billing-stripe';
import { json, stripeTest } from './billing-stripe-test';

const t = stripeTest();
const { post } = t;

describe('stripeBilling against a fake Stripe', () => {
  it('is chosen by STRIPE_SECRET_KEY, the local ledger otherwise', () => {
    expect(
      createBilling(t.api.db, { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: t.apiBase })
        .name,
    ).toBe('stripe');
    expect(createBilling(t.api.db, {}).name).toBe('local');
  });

  it('tells the console to use Stripe’s card form and refuses raw card numbers', async () => {
    const s = await json<BillingDisplaySettings>(
      await t.api.request(`/api/billing/${t.admin.account_id}/display_settings`, { auth: t.admin }),
      200,
    );
    expect(s).toMatchObject({ provider: 'stripe', card_entry: 'stripe_payment_method' });
    const before = state.requests.length;
    const res = await json<{ error: string }>(
      await post('/subscription', {
        plan_code: 'professional',
        location_count: 1,
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' },
      }),
      400,
    );
    expect(res.error).toContain('payment_method_id');
    expect(state.requests.slice(before).some((r) => r.body.includes('4242424242424242'))).toBe(
      false,
    );
  });

  it('previews a first subscription with the setup price', async () => {
    const q = await json<PricingPreview>(
      await post('/pricing_preview', { plan_code: 'professional', location_count: 2 }),
      200,
    );
    expect(q).toMatchObject({
      total_cents: 9800 + 9900,
      setup_amount: 9900,
      prorated_cents: 0,
      unit_cents: 4900,
      recurring_cents: 9800,
      interval: 1,
      interval_unit: 'month',
    });
    const preview = state.requests.find((r) => r.path === '/v1/invoices/create_preview')!;
    expect(parse(preview.body)).toMatchObject({
      subscription_details: { items: [{ price: 'price_pro', quantity: '2' }] },
      invoice_items: [{ price: 'price_setup' }],
    });
  });

  it('declines a card Stripe declines (422) and keeps the account locked', async () => {
    const res = await json<{ error: string }>(
      await post('/subscription', {
        plan_code: 'professional',
        location_count: 1,
        payment_method_id: 'pm_card_chargeDeclined',
      }),
      422,
    );
    expect(res.error).toBe('Your card was declined.');
    expect((await t.api.request('/api/locations', { auth: t.admin })).status).toBe(402);
  });

  it('subscribes with a payment method, maps the subscription and reactivates the account', async () => {
    const o = await json<BillingOverview>(
      await post('/subscription', {
        plan_code: 'professional',
        location_count: 1,
        payment_method_id: 'pm_card_visa',
      }),
      200,
    );
    expect(o.provider).toBe('stripe');
    expect(o.account_active).toBe(true);
    expect(o.subscription).toMatchObject({
      plan_code: 'professional',
      plan_name: 'Professional',
      payment_collection_method: 'automatic',
      current_billing_amount_in_cents: 4900,
      interval: 1,
      interval_unit: 'month',
    });
    expect(o.subscription!.id).toMatch(/^sub_/);
    expect(o.card).toEqual({
      brand: 'visa',
      masked_card_number: 'XXXX-XXXX-XXXX-4242',
      last4: '4242',
      expiration_month: 12,
      expiration_year: 2031,
    });
    expect(o.location_count).toBe(1);
    expect((await t.api.request('/api/locations', { auth: t.user })).status).toBe(200);
    const customer = [...state.customers.values()].at(-1)!;
    expect(customer.metadata).toEqual({ plaudit_account_id: String(t.admin.account_id) });
    const row = await t.api.db
      .selectFrom('billing_accounts')
      .selectAll()
      .where('account_id', '=', t.admin.account_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      provider: 'stripe',
      customer_ref: customer.id,
      subscription_ref: o.subscription!.id,
      card_last4: null,
    });
    const inv = await json<BillingInvoices>(
      await t.api.request(`/api/billing/${t.admin.account_id}/invoices`, { auth: t.admin }),
      200,
    );
    expect(inv.invoices[0]).toMatchObject({ total_in_cents: 4900 + 9900, status: 'paid' });
    expect(inv.invoices[0]!.id).toMatch(/^PL-/);
    expect(inv.legacy_invoices).toEqual([]);
  });

  it('prorates a change from Stripe’s preview lines and updates the item’s quantity', async () => {
    const q = await json<PricingPreview>(
      await post('/pricing_preview', { plan_code: 'professional', location_count: 3 }),
      200,
    );
    expect(q).toMatchObject({
      prorated_cents: 4900,
      total_cents: 4900,
      setup_amount: 0,
      recurring_cents: 3 * 4900,
    });
    const o = await json<BillingOverview>(
      await post('/subscription', { plan_code: 'professional', location_count: 3 }),
      200,
    );
    expect(o.location_count).toBe(3);
    expect(o.subscription!.current_billing_amount_in_cents).toBe(3 * 4900);
    const update = state.requests
      .filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'))
      .at(-1)!;
    expect(parse(update.body)).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      items: [{ price: 'price_pro', quantity: '3' }],
    });
  });

  it('updates the card through the payment method and buys SMS credits on an invoice', async () => {
    const o = await json<BillingOverview>(
      await post('/payment_card', { payment_method_id: 'pm_card_mastercard' }, t.admin, 'PUT'),
      200,
    );
    expect(o.card).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      expiration_month: 6,
      expiration_year: 2030,
    });
    const bought = await json<SmsCreditPurchase>(
      await post('/sms_credits', { pack_code: 'sms_500', quantity: 2 }),
      201,
    );
    expect(bought).toMatchObject({
      status: 'completed',
      credits: 1000,
      total_cents: 3000,
      balance: 1000,
    });
    const item = state.requests.filter((r) => r.path === '/v1/invoiceitems').at(-1)!;
    expect(parse(item.body)).toMatchObject({ pricing: { price: 'price_sms500' }, quantity: '2' });
  });

  it('reports a failed SMS purchase when Stripe declines the card', async () => {
    const customer = [...state.customers.values()].at(-1)!;
    (customer.invoice_settings as Json).default_payment_method = 'pm_card_chargeDeclined';
    const res = await json<{ error: string }>(
      await post('/sms_credits', { pack_code: 'sms_500' }),
      422,
    );
    expect(res.error).toBe('Your card was declined.');
    const rows = await t.api.db
      .selectFrom('sms_credit_purchases')
      .select('status')
      .where('account_id', '=', t.admin.account_id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['completed', 'failed']);
  });

  it('answers 502 when Stripe cannot be reached', async () => {
    t.api.deps.providers.billing = stripeBilling(t.api.db, {
      secretKey: 'sk_test_fake',
      apiBase: 'http://127.0.0.1:9',
    });
    try {
      const res = await json<{ error: string }>(
        await t.api.request(`/api/billing/${t.admin.account_id}`, { auth: t.admin }),
        502,
      );
      expect(res.error).toContain('billing service');
    } finally {
      t.api.deps.providers.billing = stripeBilling(t.api.db, {
        secretKey: 'sk_test_fake',
        apiBase: t.apiBase,
      });
    }
  });
});
