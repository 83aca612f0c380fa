import type { BillingInvoices, BillingOverview, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { createJobRunners } from '../../app-jobs';
import { openDatabase } from '../../db/open-database';
import { ensureRecurringJob } from '../../jobs/queue';
import { createWorker } from '../../jobs/worker';
import { addMonths } from '../../providers/billing';
import { chargeDueSubscriptions } from '../../providers/billing-local-renewals';
import { billingRenewalsJob } from './renewal-job';

/**
 * The local ledger's renewals: a plan chosen during a free trial is charged on the trial's last
 * day (the first month with the setup), then each month, once per period whatever runs it.
 */
let api: TestApi;
let trial: Session;
let trialEnd: Date;

const CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2031, cvc: '123' };
const MINUTE = 60_000;

beforeAll(async () => {
  api = await startTestApi();
  // Copper Kettle's running trial, as a business that signed up by itself (no partner bills it).
  await api.db
    .updateTable('accounts')
    .set({ parent_id: null })
    .where('name', '=', 'Copper Kettle Coffee')
    .execute();
  trial = await api.login('trial@demo.test');
  const chosen = await api.request(`/api/billing/${trial.account_id}/subscription`, {
    method: 'POST',
    auth: trial,
    json: { plan_code: 'professional', location_count: 1, card: CARD },
  });
  expect(chosen.status, await chosen.clone().text()).toBe(200);
  // The trial ended a minute ago.
  trialEnd = new Date(Date.now() - MINUTE);
  await api.db
    .updateTable('accounts')
    .set({ trial_ended_at: trialEnd })
    .where('id', '=', trial.account_id)
    .execute();
  await api.db
    .updateTable('billing_accounts')
    .set({ trial_end: trialEnd, current_period_started_at: trialEnd })
    .where('account_id', '=', trial.account_id)
    .execute();
});
afterAll(() => api.close());

const invoices = async () => {
  const res = await api.request(`/api/billing/${trial.account_id}/invoices`, { auth: trial });
  expect(res.status).toBe(200);
  return ((await res.json()) as BillingInvoices).invoices;
};

describe('local ledger renewals', () => {
  it('charges the first month with the setup once the trial has ended, once', async () => {
    expect(await invoices()).toEqual([]);
    // The worker's recurring job does it (queued at start-up like the other schedulers).
    await ensureRecurringJob(api.db, billingRenewalsJob);
    const worker = createWorker({ db: api.db, runners: createJobRunners(api.deps), log: () => {} });
    await worker.runDue();
    const first = await invoices();
    expect(first).toEqual([
      expect.objectContaining({
        description: 'Professional plan, 1 location, with setup',
        total_in_cents: 9900 + 4900,
        status: 'paid',
      }),
    ]);
    expect(first[0]!.id).toMatch(/^INV-\d{6}$/);
    // A re-run finds nothing due.
    expect(await chargeDueSubscriptions(api.db)).toBe(0);
    expect(await invoices()).toHaveLength(1);
    // The next charge is the month alone, a month after the trial's end.
    const res = await api.request(`/api/billing/${trial.account_id}`, { auth: trial });
    const o = (await res.json()) as BillingOverview;
    expect(o.subscription).toMatchObject({
      trial_ends_at: null,
      next_charge_in_cents: 4900,
      next_assessment_at: addMonths(trialEnd, 1).toISOString(),
    });
  });

  it('charges the next month once, when its period begins', async () => {
    const nextPeriod = addMonths(trialEnd, 1);
    expect(await chargeDueSubscriptions(api.db, new Date(nextPeriod.getTime() - MINUTE))).toBe(0);
    expect(await chargeDueSubscriptions(api.db, new Date(nextPeriod.getTime() + MINUTE))).toBe(1);
    expect(await chargeDueSubscriptions(api.db, new Date(nextPeriod.getTime() + 2 * MINUTE))).toBe(
      0,
    );
    const all = await invoices();
    expect(all.map((i) => [i.description, i.total_in_cents, i.status])).toEqual([
      ['Professional plan, 1 location', 4900, 'paid'],
      ['Professional plan, 1 location, with setup', 14800, 'paid'],
    ]);
  });

  it('does not charge a cancelled account or one its partner bills', async () => {
    const accounts = await api.db
      .selectFrom('accounts')
      .select(['id', 'name'])
      .where('name', 'in', ['Harbor Light Yoga', 'Blue Fern Bistro'])
      .execute();
    expect(accounts).toHaveLength(2);
    const due = new Date(Date.now() - MINUTE);
    for (const a of accounts)
      await api.db
        .insertInto('billing_accounts')
        .values({
          account_id: a.id,
          subscription_ref: `sub_local_${a.id}`,
          plan_code: 'professional',
          location_quantity: 1,
          current_period_started_at: addMonths(due, -1),
          next_assessment_at: due,
          card_brand: 'visa',
          card_last4: '4242',
          card_exp_month: 12,
          card_exp_year: 2031,
        })
        .onConflict((oc) =>
          oc.column('account_id').doUpdateSet({
            subscription_ref: `sub_local_${a.id}`,
            plan_code: 'professional',
            location_quantity: 1,
            current_period_started_at: addMonths(due, -1),
            next_assessment_at: due,
          }),
        )
        .execute();
    // Harbor Light Yoga's subscription was cancelled (the account closed); Blue Fern Bistro is a
    // client of a white-labelling partner, which bills it.
    await api.db
      .updateTable('accounts')
      .set({ status: 'expired', active: false })
      .where('name', '=', 'Harbor Light Yoga')
      .execute();
    expect(await chargeDueSubscriptions(api.db)).toBe(0);
    const charged = await api.db
      .selectFrom('billing_invoices')
      .select('id')
      .where(
        'account_id',
        'in',
        accounts.map((a) => a.id),
      )
      .where('period_start', 'is not', null)
      .execute();
    expect(charged).toEqual([]);
  });
});

describe.runIf(inject('testDb').kind === 'postgres')('two workers at once', () => {
  it('charge a period once', async () => {
    const second = await openDatabase({ databaseUrl: api.databaseUrl!, poolSize: 5 });
    try {
      const before = (await invoices()).length;
      const period = addMonths(trialEnd, 2);
      const at = new Date(period.getTime() + MINUTE);
      const runs = await Promise.all([
        chargeDueSubscriptions(api.db, at),
        chargeDueSubscriptions(second.db, at),
        chargeDueSubscriptions(api.db, at),
        chargeDueSubscriptions(second.db, at),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await invoices()).toHaveLength(before + 1);
    } finally {
      await second.close();
    }
  });
});
