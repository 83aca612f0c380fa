import type {
  BillingInvoices,
  BillingOverview,
  PricingPreview,
  Session,
} from '@plaudit/api-client/schemas';
import { parse } from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, state } from '../../test/fake-stripe-objects';
import { json, stripeTest } from './billing-stripe-test';

const t = stripeTest();

describe('stripeBilling during a free trial', () => {
  let trial: Session;
  let trialEnd: Date;
  const at = (path: string) => `/api/billing/${trial.account_id}${path}`;

  beforeAll(async () => {
    // Copper Kettle's running trial, as a business that signed up by itself (no partner bills it).
    const account = await t.api.db
      .updateTable('accounts')
      .set({ parent_id: null })
      .where('name', '=', 'Copper Kettle Coffee')
      .returning(['id', 'trial_ended_at'])
      .executeTakeFirstOrThrow();
    trialEnd = new Date(account.trial_ended_at!);
    expect(trialEnd.getTime()).toBeGreaterThan(Date.now());
    trial = await t.api.login('trial@demo.test');
  });

  it('previews nothing due today and the setup with the first month at the trial’s end', async () => {
    const q = await json<PricingPreview>(
      await t.api.request(at('/pricing_preview'), {
        method: 'POST',
        auth: trial,
        json: { plan_code: 'professional', location_count: 1 },
      }),
      200,
    );
    expect(q).toMatchObject({
      total_cents: 0,
      prorated_cents: 0,
      setup_amount: 9900,
      recurring_cents: 4900,
      next_charge_cents: 9900 + 4900,
      trial_end_date: trialEnd.toISOString().slice(0, 10),
      next_billing_cycle_start_date: trialEnd.toISOString().slice(0, 10),
    });
  });

  it('subscribes with trial_end and the setup as a pending item of that subscription', async () => {
    const before = state.requests.length;
    const o = await json<BillingOverview>(
      await t.api.request(at('/subscription'), {
        method: 'POST',
        auth: trial,
        json: { plan_code: 'professional', location_count: 1, payment_method_id: 'pm_card_visa' },
      }),
      200,
    );
    const sent = state.requests.slice(before);
    const create = sent.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!;
    const params = parse(create.body) as Json;
    // Stripe's documented format: unix seconds.
    expect(params.trial_end).toBe(String(Math.floor(trialEnd.getTime() / 1000)));
    expect(params.add_invoice_items).toBeUndefined();
    const item = sent.find((r) => r.path === '/v1/invoiceitems')!;
    expect(parse(item.body)).toMatchObject({
      customer: expect.stringMatching(/^cus_/),
      subscription: o.subscription!.id,
      pricing: { price: 'price_setup' },
    });
    expect(o.account_active).toBe(true);
    const endSeconds = Math.floor(trialEnd.getTime() / 1000) * 1000;
    expect(o.subscription).toMatchObject({
      plan_code: 'professional',
      current_billing_amount_in_cents: 4900,
      next_charge_in_cents: 9900 + 4900,
      trial_ends_at: new Date(endSeconds).toISOString(),
      next_assessment_at: new Date(endSeconds).toISOString(),
    });
    // Nothing charged today: only the trial's $0 invoice.
    const inv = await json<BillingInvoices>(
      await t.api.request(at('/invoices'), { auth: trial }),
      200,
    );
    expect(inv.invoices.map((i) => i.total_in_cents)).toEqual([0]);
  });

  it('changes the plan within the trial without proration, into the first charge', async () => {
    const q = await json<PricingPreview>(
      await t.api.request(at('/pricing_preview'), {
        method: 'POST',
        auth: trial,
        json: { plan_code: 'professional', location_count: 2 },
      }),
      200,
    );
    expect(q).toMatchObject({
      total_cents: 0,
      prorated_cents: 0,
      setup_amount: 9900,
      next_charge_cents: 9900 + 9800,
      trial_end_date: trialEnd.toISOString().slice(0, 10),
    });
    const o = await json<BillingOverview>(
      await t.api.request(at('/subscription'), {
        method: 'POST',
        auth: trial,
        json: { plan_code: 'professional', location_count: 2 },
      }),
      200,
    );
    const update = state.requests
      .filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'))
      .at(-1)!;
    expect(parse(update.body)).toMatchObject({ proration_behavior: 'none' });
    expect(o.subscription!.next_charge_in_cents).toBe(9900 + 9800);
    const inv = await json<BillingInvoices>(
      await t.api.request(at('/invoices'), { auth: trial }),
      200,
    );
    expect(inv.invoices.map((i) => i.total_in_cents)).toEqual([0]);
  });
});
