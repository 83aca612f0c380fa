import type { Db } from '../db/open-database';
import type { BillingProvider } from './billing';
import { localBilling } from './billing-local';
import { stripeBilling } from './billing-stripe';

/**
 * Stripe when STRIPE_SECRET_KEY is set (STRIPE_API_BASE points it at another host, e.g. a
 * fake server in tests); the local ledger in the database otherwise.
 */
export function createBilling(db: Db, env: NodeJS.ProcessEnv = process.env): BillingProvider {
  if (env.STRIPE_SECRET_KEY)
    return stripeBilling(db, {
      secretKey: env.STRIPE_SECRET_KEY,
      ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}),
    });
  return localBilling(db);
}

const fallback = new WeakMap<object, BillingProvider>();

/** The app's billing provider: the configured one, else one local ledger per app. */
export function billingOf(deps: { db: Db; providers: { billing?: BillingProvider } }) {
  if (deps.providers.billing) return deps.providers.billing;
  const p = fallback.get(deps) ?? localBilling(deps.db);
  fallback.set(deps, p);
  return p;
}
