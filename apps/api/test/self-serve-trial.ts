import type { PricingPreview, Session } from '@plaudit/api-client/schemas';
import { expect } from 'vitest';
import { json } from './run-export';
import type { TestApi } from './test-api';

/** A running free trial of a business that signed up by itself, for the billing tests. */
export type SelfServeTrial = {
  /** The trial account's administrator (trial@demo.test), signed in. */
  trial: Session;
  /** The trial's last day, still ahead. */
  trialEnd: Date;
};

/** Copper Kettle's running trial, as a business that signed up by itself (no partner bills it). */
export async function selfServeTrial(api: TestApi): Promise<SelfServeTrial> {
  const account = await api.db
    .updateTable('accounts')
    .set({ parent_id: null })
    .where('name', '=', 'Copper Kettle Coffee')
    .returning(['id', 'trial_ended_at'])
    .executeTakeFirstOrThrow();
  const trialEnd = new Date(account.trial_ended_at!);
  expect(trialEnd.getTime()).toBeGreaterThan(Date.now());
  return { trial: await api.login('trial@demo.test'), trialEnd };
}

/**
 * The quote for the professional plan at `locations` locations during the trial, checked: nothing
 * due today, the setup with the first month on the trial's last day.
 */
export async function expectTrialQuote(
  api: TestApi,
  { trial, trialEnd }: SelfServeTrial,
  locations: number,
): Promise<PricingPreview> {
  const q = await json<PricingPreview>(
    await api.request(`/api/billing/${trial.account_id}/pricing_preview`, {
      method: 'POST',
      auth: trial,
      json: { plan_code: 'professional', location_count: locations },
    }),
    200,
  );
  const lastDay = trialEnd.toISOString().slice(0, 10);
  expect(q).toMatchObject({
    total_cents: 0,
    prorated_cents: 0,
    setup_amount: 9900,
    recurring_cents: 4900 * locations,
    next_charge_cents: 9900 + 4900 * locations,
    trial_end_date: lastDay,
    next_billing_cycle_start_date: lastDay,
  });
  return q;
}
