import type { BillingInvoices, BillingOverview, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectTrialQuote,
  type SelfServeTrial,
  selfServeTrial,
} from '../../../test/self-serve-trial';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { json } from './billing-test';

/**
 * A plan chosen during a running free trial (the local ledger): nothing is due today, the first
 * charge (the setup with the first month) is on the trial's last day, and the account stays
 * usable after that day.
 */
let api: TestApi;
let running: SelfServeTrial;
let trial: Session;
let trialEnd: Date;

const CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2031, cvc: '123' };

beforeAll(async () => {
  api = await startTestApi();
  running = await selfServeTrial(api);
  ({ trial, trialEnd } = running);
});
afterAll(() => api.close());

const at = (path: string) => `/api/billing/${trial.account_id}${path}`;
const post = (path: string, body: unknown) =>
  api.request(at(path), { method: 'POST', auth: trial, json: body });

describe('upgrading during a free trial', () => {
  it('quotes nothing due today, and the setup with the first month on the trial’s last day', async () => {
    await expectTrialQuote(api, running, 1);
  });

  it('subscribes without charging: the next charge is the setup and first month at the trial’s end', async () => {
    const o = await json<BillingOverview>(
      await post('/subscription', { plan_code: 'professional', location_count: 1, card: CARD }),
      200,
    );
    expect(o.account_active).toBe(true);
    expect(o.subscription).toMatchObject({
      plan_code: 'professional',
      current_billing_amount_in_cents: 4900,
      next_charge_in_cents: 9900 + 4900,
      trial_ends_at: trialEnd.toISOString(),
      next_assessment_at: trialEnd.toISOString(),
    });
    const inv = await json<BillingInvoices>(
      await api.request(at('/invoices'), { auth: trial }),
      200,
    );
    expect(inv.invoices).toEqual([]);
  });

  it('changes the plan within the trial for nothing today, into the first charge', async () => {
    await expectTrialQuote(api, running, 2);
    const o = await json<BillingOverview>(
      await post('/subscription', { plan_code: 'professional', location_count: 2 }),
      200,
    );
    expect(o.subscription).toMatchObject({
      next_charge_in_cents: 9900 + 9800,
      next_assessment_at: trialEnd.toISOString(),
    });
    const inv = await json<BillingInvoices>(
      await api.request(at('/invoices'), { auth: trial }),
      200,
    );
    expect(inv.invoices).toEqual([]);
  });

  it('keeps the subscribed account open once the trial’s end has passed', async () => {
    const passed = new Date(Date.now() - 60_000);
    await api.db
      .updateTable('accounts')
      .set({ trial_ended_at: passed })
      .where('id', '=', trial.account_id)
      .execute();
    await api.db
      .updateTable('billing_accounts')
      .set({ trial_end: passed })
      .where('account_id', '=', trial.account_id)
      .execute();
    expect((await api.request('/api/reviews', { auth: trial })).status).toBe(200);
    const o = await json<BillingOverview>(await api.request(at(''), { auth: trial }), 200);
    expect(o.subscription).toMatchObject({ trial_ends_at: null, next_charge_in_cents: 9800 });
  });
});
