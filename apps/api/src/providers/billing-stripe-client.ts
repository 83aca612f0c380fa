import { BILLING_PLAN_CODES, SMS_PACK_CODES } from '@plaudit/api-client/schemas';
import Stripe from 'stripe';
import type { Db } from '../db/open-database';
import {
  type CardOnFile,
  PaymentDeclined,
  type PaymentSource,
  PaymentSourceRefused,
} from './billing';
import { cardOfPaymentMethod, isProration, LIVE_STATUSES, LOOKUP_KEYS } from './billing-stripe-map';

export type StripeBillingConfig = {
  secretKey: string;
  /** Another API host (tests: a fake server), e.g. http://127.0.0.1:4010. */
  apiBase?: string;
};

/** The Stripe side of one deployment, as the billing provider's calls use it. */
export type StripeAccounts = ReturnType<typeof stripeAccounts>;

/**
 * The Stripe SDK client, the active prices (read once, by lookup key) and an account's Stripe
 * customer and subscription (their ids kept in billing_accounts), with the card and charge
 * steps every call shares.
 */
export function stripeAccounts(db: Db, config: StripeBillingConfig) {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Plaudit' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  let prices: Promise<Map<string, Stripe.Price>> | null = null;
  const priceMap = () => {
    prices ??= stripe.prices
      .list({
        lookup_keys: [
          ...BILLING_PLAN_CODES.map(LOOKUP_KEYS.plan),
          LOOKUP_KEYS.setup,
          ...SMS_PACK_CODES.map(LOOKUP_KEYS.sms),
        ],
        active: true,
        limit: 10,
      })
      .then((list) => new Map(list.data.map((p) => [p.lookup_key ?? p.id, p])))
      .catch((err: unknown) => {
        prices = null;
        throw err;
      });
    return prices;
  };
  const price = async (key: string) => {
    const p = (await priceMap()).get(key);
    if (!p) throw new Error(`Stripe has no active price with lookup key ${key}`);
    return p;
  };

  const ids = (accountId: number) =>
    db
      .selectFrom('billing_accounts')
      .select(['customer_ref', 'subscription_ref'])
      .where('account_id', '=', accountId)
      .executeTakeFirst();

  async function liveSubscription(accountId: number) {
    const row = await ids(accountId);
    if (!row?.subscription_ref) return null;
    const sub = await stripe.subscriptions.retrieve(row.subscription_ref, {
      expand: ['default_payment_method'],
    });
    return LIVE_STATUSES.has(sub.status) ? sub : null;
  }

  async function customerOf(accountId: number, accountName: string): Promise<string> {
    const row = await ids(accountId);
    if (row?.customer_ref) return row.customer_ref;
    const customer = await stripe.customers.create({
      name: accountName,
      metadata: { plaudit_account_id: String(accountId) },
    });
    await db
      .insertInto('billing_accounts')
      .values({ account_id: accountId, provider: 'stripe', customer_ref: customer.id })
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet({ provider: 'stripe', customer_ref: customer.id }),
      )
      .execute();
    return customer.id;
  }

  const paymentMethodOf = (source: PaymentSource) => {
    if ('card' in source)
      throw new PaymentSourceRefused(
        'Card numbers go to Stripe from the browser: send payment_method_id (pm_…)',
      );
    return source.paymentMethodId;
  };

  /** Stripe's card errors are the customer's declines; everything else is ours. */
  async function charging<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) throw new PaymentDeclined(err.message);
      throw err;
    }
  }

  async function attach(customer: string, pm: string, subscription?: string): Promise<CardOnFile> {
    const method = await charging(() => stripe.paymentMethods.attach(pm, { customer }));
    await stripe.customers.update(customer, { invoice_settings: { default_payment_method: pm } });
    if (subscription)
      await stripe.subscriptions.update(subscription, { default_payment_method: pm });
    const card = cardOfPaymentMethod(method);
    if (!card) throw new PaymentSourceRefused('The payment method is not a card');
    return card;
  }

  /** What the first invoice of a trialing subscription will be (its setup item included). */
  async function upcomingOf(customer: string, sub: Stripe.Subscription) {
    const preview = await stripe.invoices.createPreview({ customer, subscription: sub.id });
    return { total: preview.total, setup: setupLines(preview) };
  }

  const hasSubscribedBefore = async (customer: string | null | undefined) =>
    customer
      ? (await stripe.subscriptions.list({ customer, status: 'all', limit: 1 })).data.length > 0
      : false;

  return {
    stripe,
    price,
    ids,
    liveSubscription,
    customerOf,
    paymentMethodOf,
    charging,
    attach,
    upcomingOf,
    hasSubscribedBefore,
  };
}

/** A trial end still ahead, or null (one that passed bills from today). */
export const futureOrNull = (d: Date | null) => (d && d.getTime() > Date.now() ? d : null);

/** The preview's invoice-item lines that are not prorations: the setup waiting for it. */
export const setupLines = (preview: Stripe.Invoice) =>
  preview.lines.data
    .filter((l) => l.parent?.type === 'invoice_item_details' && !isProration(l))
    .reduce((sum, l) => sum + l.amount, 0);
