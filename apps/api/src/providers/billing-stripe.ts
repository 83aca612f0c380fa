import {
  BILLING_PLAN_CODES,
  type BillingPlanCode,
  SMS_PACK_CODES,
} from '@plaudit/api-client/schemas';
import type Stripe from 'stripe';
import type { Db } from '../db/open-database';
import {
  type BillingCatalog,
  type BillingProvider,
  PaymentDeclined,
  PaymentSourceRefused,
  quoteLocations,
  SMS_PACKS,
  unitCentsOf,
} from './billing';
import { legacyInvoices } from './billing-legacy-invoices';
import { futureOrNull, type StripeBillingConfig, stripeAccounts } from './billing-stripe-client';
import {
  cardOfPaymentMethod,
  INVOICE_STATUS,
  LOOKUP_KEYS,
  mapSubscription,
  trialEndOf,
} from './billing-stripe-map';
import { previewPlanChange } from './billing-stripe-preview';

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
  const s = stripeAccounts(db, config);
  const { stripe, price, ids, liveSubscription, customerOf, paymentMethodOf, charging, attach } = s;
  const { upcomingOf, hasSubscribedBefore } = s;

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
    pricingPreview: (accountId, change) => previewPlanChange(s, accountId, change),
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
