import type { BillingInvoices, BillingOverview } from '@plaudit/api-client/schemas';
import { parse } from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, state } from '../../test/fake-stripe-objects';
import { expectTrialQuote, type SelfServeTrial, selfServeTrial } from '../../test/self-serve-trial';
import { json, stripeTest } from './billing-stripe-test';

const t = stripeTest();

describe('stripeBilling during a free trial', () => {
  let running: SelfServeTrial;
  let trial: SelfServeTrial['trial'];
  let trialEnd: Date;
  const at = (path: string) => `/api/billing/${trial.account_id}${path}`;

  beforeAll(async () => {
    running = await selfServeTrial(t.api);
    ({ trial, trialEnd } = running);
  });

  it('previews nothing due today and the setup with the first month at the trial’s end', async () => {
    await expectTrialQuote(t.api, running, 1);
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
    await expectTrialQuote(t.api, running, 2);
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
