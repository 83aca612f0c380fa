import * as v from 'valibot';
import type { AppDeps } from '../../http/context';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import { chargeDueSubscriptions } from '../../providers/billing-local-renewals';
import { billingOf } from '../../providers/billing-of';

export const BILLING_RENEWALS_JOB = 'billing.renewals';

export type BillingRenewalDeps = Pick<AppDeps, 'db' | 'providers'> & {
  /** How often due subscriptions are looked for; default 5 minutes. */
  billingRenewalEveryMs?: number;
};

/**
 * Recurring: charges the local ledger's due subscriptions (a trial's end, each period's end).
 * Stripe charges its own subscriptions, so with Stripe this job only waits.
 */
export const billingRenewalsJob = defineJob({
  kind: BILLING_RENEWALS_JOB,
  payload: v.object({}),
  async handler(_payload, { deps }: JobRunContext<BillingRenewalDeps>) {
    if (billingOf(deps).name === 'local') await chargeDueSubscriptions(deps.db);
    return { runAgainAt: new Date(Date.now() + (deps.billingRenewalEveryMs ?? 5 * 60_000)) };
  },
});
