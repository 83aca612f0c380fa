import {
  BILLING_PLAN_CODES,
  type BillingPlanCode,
  SMS_PACK_CODES,
} from '@plaudit/api-client/schemas';
import Stripe from 'stripe';
import type { Db } from '../db/open-database';
import {
  type BillingCatalog,
  type BillingProvider,
  type CardOnFile,
  PaymentDeclined,
  type PaymentSource,
  PaymentSourceRefused,
  type PlanChange,
  quoteLocations,
  SMS_PACKS,
  unitCentsOf,
} from './billing';
import { legacyInvoices } from './billing-legacy-invoices';

export type StripeBillingConfig = {
  secretKey: string;
  /** Another API host (tests: a fake server), e.g. http://127.0.0.1:4010. */
  apiBase?: string;
};

import {
  cardOfPaymentMethod,
  INVOICE_STATUS,
  isProration,
  LIVE_STATUSES,
  LOOKUP_KEYS,
  mapSubscription,
  trialEndOf,
} from './billing-stripe-map';

export { LOOKUP_KEYS, mapSubscription };

/**
 * Stripe through its official SDK. An account is a Stripe customer (metadata
 * plaudit_account_id) whose subscription has one item, the plan's per-location price, with the
 * location count as its quantity; the setup price is added to the first invoice; SMS credits
 * are invoice items paid at once. The customer and subscription ids are kept in
 * billing_accounts. Cards are payment methods made in the browser (pm_…): a card number sent
 * here is refused.
 *
 * A plan chosen during the account's free trial is a subscription created with `trial_end` (the
 * trial's end, unix seconds): Stripe charges nothing until then and the first invoice is on that
 * day. The setup price is then a pending invoice item of that subscription, so it is paid with
 * that first invoice rather than today (`add_invoice_items` would put it on today's invoice).
 */
export function stripeBilling(db: Db, config: StripeBillingConfig): BillingProvider {
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
    name: 'stripe',
    async locationQuote(input) {
      const code = input.planCode as BillingPlanCode;
      const unit = BILLING_PLAN_CODES.includes(code)
        ? ((await price(LOOKUP_KEYS.plan(code))).unit_amount ?? unitCentsOf(code))
        : unitCentsOf(input.planCode);
      return quoteLocations(input, unit);
    },
    async catalog(): Promise<BillingCatalog> {
      const plans = await Promise.all(
        BILLING_PLAN_CODES.map(async (code) => ({
          code,
          unitCents: (await price(LOOKUP_KEYS.plan(code))).unit_amount ?? 0,
        })),
      );
      const smsPacks = await Promise.all(
        SMS_PACK_CODES.map(async (code) => ({
          code,
          credits: SMS_PACKS[code].credits,
          totalCents: (await price(LOOKUP_KEYS.sms(code))).unit_amount ?? 0,
        })),
      );
      return { plans, setupCents: (await price(LOOKUP_KEYS.setup)).unit_amount ?? 0, smsPacks };
    },
    async state(accountId) {
      const row = await ids(accountId);
      if (!row?.customer_ref) return { subscription: null, card: null };
      const [sub, customer] = await Promise.all([
        liveSubscription(accountId),
        stripe.customers.retrieve(row.customer_ref, {
          expand: ['invoice_settings.default_payment_method'],
        }),
      ]);
      const customerCard =
        'deleted' in customer && customer.deleted
          ? null
          : cardOfPaymentMethod(
              (customer as Stripe.Customer).invoice_settings?.default_payment_method,
            );
      const mapped = sub ? mapSubscription(sub) : null;
      if (sub && mapped?.trialEnd)
        mapped.nextChargeCents = (await upcomingOf(row.customer_ref, sub)).total;
      return {
        subscription: mapped,
        card: cardOfPaymentMethod(sub?.default_payment_method) ?? customerCard,
      };
    },
    async invoices(accountId) {
      const row = await ids(accountId);
      const [list, legacy] = await Promise.all([
        row?.customer_ref
          ? stripe.invoices.list({ customer: row.customer_ref, limit: 24 })
          : Promise.resolve({ data: [] as Stripe.Invoice[] }),
        legacyInvoices(db, accountId),
      ]);
      return {
        invoices: list.data
          .filter((i) => i.status !== 'draft')
          .map((i) => ({
            id: i.number ?? i.id ?? '',
            createdAt: new Date(i.created * 1000),
            totalCents: i.total,
            status: INVOICE_STATUS[i.status ?? ''] ?? 'open',
            description: i.description ?? i.lines?.data[0]?.description ?? 'Invoice',
          })),
        legacy,
      };
    },
    async pricingPreview(accountId, change: PlanChange) {
      const row = await ids(accountId);
      const plan = await price(LOOKUP_KEYS.plan(change.planCode));
      const unitCents = plan.unit_amount ?? 0;
      const recurringCents = unitCents * change.locationCount;
      const interval = plan.recurring?.interval_count ?? 1;
      const intervalUnit = plan.recurring?.interval === 'year' ? 'year' : 'month';
      const sub = change.accountActive ? await liveSubscription(accountId) : null;
      const item = sub?.items.data[0];
      const trialing = sub ? trialEndOf(sub) : null;
      if (sub && item && row?.customer_ref && trialing) {
        // Still in the trial: nothing to prorate; the change is in the first invoice.
        const preview = await stripe.invoices.createPreview({
          customer: row.customer_ref,
          subscription: sub.id,
          subscription_details: {
            items: [{ id: item.id, price: plan.id, quantity: change.locationCount }],
            proration_behavior: 'none',
          },
        });
        return {
          interval,
          intervalUnit,
          totalCents: 0,
          proratedCents: 0,
          nextBillingCycleStart: trialing,
          setupCents: setupLines(preview),
          recurringCents,
          unitCents,
          trialEnd: trialing,
          nextChargeCents: preview.total,
        };
      }
      if (sub && item && row?.customer_ref) {
        const preview = await stripe.invoices.createPreview({
          customer: row.customer_ref,
          subscription: sub.id,
          subscription_details: {
            items: [{ id: item.id, price: plan.id, quantity: change.locationCount }],
            proration_behavior: 'always_invoice',
            proration_date: Math.floor(Date.now() / 1000),
          },
        });
        const proratedCents = Math.max(
          0,
          preview.lines.data.filter(isProration).reduce((s, l) => s + l.amount, 0),
        );
        return {
          interval,
          intervalUnit,
          totalCents: Math.max(0, proratedCents),
          proratedCents,
          nextBillingCycleStart: new Date(item.current_period_end * 1000),
          setupCents: 0,
          recurringCents,
          unitCents,
          trialEnd: null,
          nextChargeCents: recurringCents,
        };
      }
      const first = !(await hasSubscribedBefore(row?.customer_ref));
      const setup = first ? await price(LOOKUP_KEYS.setup) : null;
      const preview = await stripe.invoices.createPreview({
        ...(row?.customer_ref ? { customer: row.customer_ref } : { customer_details: {} }),
        subscription_details: { items: [{ price: plan.id, quantity: change.locationCount }] },
        ...(setup ? { invoice_items: [{ price: setup.id }] } : {}),
      });
      const periodEnd =
        preview.lines.data.find((l) => !isProration(l) && l.period?.end)?.period.end ??
        preview.period_end;
      // During a trial this invoice (setup and first period) is the one due at its end.
      const trialEnd = change.accountActive ? futureOrNull(change.trialEnd) : null;
      return {
        interval,
        intervalUnit,
        totalCents: trialEnd ? 0 : preview.total,
        proratedCents: 0,
        nextBillingCycleStart: trialEnd ?? new Date(periodEnd * 1000),
        setupCents: setup?.unit_amount ?? 0,
        recurringCents,
        unitCents,
        trialEnd,
        nextChargeCents: trialEnd ? preview.total : recurringCents,
      };
    },
    async updateCard(accountId, source, accountName) {
      const pm = paymentMethodOf(source);
      const customer = await customerOf(accountId, accountName);
      const sub = await liveSubscription(accountId);
      return attach(customer, pm, sub?.id);
    },
    async subscribe(accountId, change) {
      const customer = await customerOf(accountId, change.accountName);
      const plan = await price(LOOKUP_KEYS.plan(change.planCode));
      let sub = change.accountActive ? await liveSubscription(accountId) : null;
      if (change.source) await attach(customer, paymentMethodOf(change.source), sub?.id);
      const item = sub?.items.data[0];
      if (sub && item) {
        const trialing = trialEndOf(sub) !== null;
        sub = await charging(() =>
          stripe.subscriptions.update(sub!.id, {
            items: [{ id: item.id, price: plan.id, quantity: change.locationCount }],
            proration_behavior: trialing ? 'none' : 'always_invoice',
            payment_behavior: 'error_if_incomplete',
            expand: ['default_payment_method'],
          }),
        );
      } else {
        const first = !(await hasSubscribedBefore(customer));
        const setup = first ? await price(LOOKUP_KEYS.setup) : null;
        const trialEnd = futureOrNull(change.trialEnd);
        const created = await charging(() =>
          stripe.subscriptions.create({
            customer,
            items: [{ price: plan.id, quantity: change.locationCount }],
            ...(trialEnd
              ? { trial_end: Math.floor(trialEnd.getTime() / 1000) }
              : setup
                ? { add_invoice_items: [{ price: setup.id }] }
                : {}),
            payment_behavior: 'error_if_incomplete',
            metadata: { plaudit_account_id: String(accountId) },
            expand: ['default_payment_method'],
          }),
        );
        if (trialEnd && setup)
          await stripe.invoiceItems.create({
            customer,
            subscription: created.id,
            pricing: { price: setup.id },
            description: 'One-time setup',
          });
        sub = created;
      }
      await db
        .updateTable('billing_accounts')
        .set({
          subscription_ref: sub.id,
          plan_code: change.planCode,
          location_quantity: change.locationCount,
          updated_at: new Date(),
        })
        .where('account_id', '=', accountId)
        .execute();
      const mapped = mapSubscription(sub);
      if (!mapped) throw new Error('Stripe answered a subscription without items');
      return mapped;
    },
    async purchaseSmsCredits(accountId, purchase) {
      const row = await ids(accountId);
      if (!row?.customer_ref)
        throw new PaymentSourceRefused('Add a card before buying SMS credits');
      const pack = await price(LOOKUP_KEYS.sms(purchase.packCode));
      return charging(async () => {
        const invoice = await stripe.invoices.create({
          customer: row.customer_ref!,
          collection_method: 'charge_automatically',
          auto_advance: false,
          description: `${(SMS_PACKS[purchase.packCode].credits * purchase.quantity).toLocaleString('en-US')} SMS credits`,
        });
        await stripe.invoiceItems.create({
          customer: row.customer_ref!,
          invoice: invoice.id,
          pricing: { price: pack.id },
          quantity: purchase.quantity,
        });
        const paid = await stripe.invoices.pay(invoice.id!);
        if (paid.status !== 'paid') throw new PaymentDeclined();
        return { invoiceRef: paid.number ?? paid.id ?? invoice.id! };
      });
    },
  };
}

/** A trial end still ahead, or null (one that passed bills from today). */
const futureOrNull = (d: Date | null) => (d && d.getTime() > Date.now() ? d : null);

/** The preview's invoice-item lines that are not prorations: the setup waiting for it. */
const setupLines = (preview: Stripe.Invoice) =>
  preview.lines.data
    .filter((l) => l.parent?.type === 'invoice_item_details' && !isProration(l))
    .reduce((sum, l) => sum + l.amount, 0);
