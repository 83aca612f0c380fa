import {
  type BillingInvoices,
  type BillingPlans,
  type LocationPreview,
  locationPreviewQuery,
  type PricingPreview,
  paymentCardBody,
  pricingPreviewBody,
  type SmsCreditPreview,
  type SmsCreditPurchase,
  smsCreditsBody,
  subscriptionBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate, isAccountActive } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { input, readBody, readId, readQuery } from '../../http/validate';
import { type BillingProvider, PLAN_INFO, SMS_PACKS } from '../../providers/billing';
import { billingOf } from '../../providers/billing-of';
import { displaySettingsOf, isoDate } from './billing-answers';
import { ADMINS_ONLY, admins, NO_PRICES, priceViewers, selfBilled } from './billing-guards';
import { charging, checkPlanChange, paymentSource } from './charge-provider';
import { parseLegacyAmount } from './legacy-amount';
import { accountFacts, overview, runningTrialEnd, smsBalance } from './read-billing-overview';

export { ADMINS_ONLY, NO_PRICES };

/**
 * /billing/{account_id}/…: the account's subscription, card, invoices, prices, pricing
 * previews, SMS credits, and the upgrade that reactivates an inactive account. Every route
 * answers an inactive account too (it must be able to pay); another account's id is 404;
 * changes are the administrators' (403); see billing-answers.ts for who sees prices.
 */
export function billingRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate({ allowInactive: true }));

  /**
   * GET /billing/{accountId}/location_preview?num_added_locations=N: the monthly price of
   * adding locations and the trial limit. Anyone who may create locations gets the trial
   * fields; the price only administrators of accounts that are not white-labelled (others are
   * told 'Adding a location may incur additional costs.').
   */
  app.get(
    '/:account_id/location_preview',
    describeRoute({ returns: 'LocationPreview' }),
    allow('location', 'create'),
    input('query', locationPreviewQuery, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const accountId = scopedAccountId(auth, readId(c, 'account_id'));
      const q = readQuery(c);
      const { db } = c.var.deps;
      const account = await accountFacts(db, accountId);
      const current = Number(account.locations ?? 0);
      let quote: Awaited<ReturnType<BillingProvider['locationQuote']>>;
      try {
        quote = await billingOf(c.var.deps).locationQuote({
          accountId,
          planCode: account.plan_code,
          status: account.status,
          currentLocations: current,
          numAdded: q.num_added_locations,
        });
      } catch {
        throw new HttpError(503, 'Error fetching location pricing preview.');
      }
      const showPrice = auth.userType === 'administrator' && !auth.session.isWhitelabel;
      const preview: LocationPreview = {
        account_id: accountId,
        num_added_locations: q.num_added_locations,
        current_locations: current,
        new_location_monthly_unit_cents: showPrice ? quote.unitCents : null,
        new_locations_monthly_total_cents: showPrice
          ? quote.unitCents * q.num_added_locations
          : null,
        currency: 'USD',
        trial_location_limit_reached: quote.trialLimitReached,
        trial_location_limit: quote.trialLocationLimit,
      };
      return c.json(preview);
    },
  );

  app.get(
    '/:account_id/display_settings',
    describeRoute({ returns: 'BillingDisplaySettings' }),
    async (c) => {
      const auth = c.var.auth;
      scopedAccountId(auth, readId(c, 'account_id'));
      return c.json(displaySettingsOf(auth, billingOf(c.var.deps).name));
    },
  );

  app.get('/:account_id', describeRoute({ returns: 'BillingOverview' }), admins, async (c) => {
    const auth = c.var.auth;
    const accountId = scopedAccountId(auth, readId(c, 'account_id'));
    return c.json(await overview(billingOf(c.var.deps), c.var.deps.db, auth, accountId));
  });

  app.get(
    '/:account_id/invoices',
    describeRoute({ returns: 'BillingInvoices' }),
    admins,
    async (c) => {
      const accountId = scopedAccountId(c.var.auth, readId(c, 'account_id'));
      const provider = billingOf(c.var.deps);
      const { invoices, legacy } = await charging(() => provider.invoices(accountId));
      const answer: BillingInvoices = {
        account_id: accountId,
        invoices: invoices.map((i) => ({
          id: i.id,
          created_at: i.createdAt.toISOString(),
          total_in_cents: i.totalCents,
          status: i.status,
          description: i.description,
        })),
        legacy_invoices: legacy.map((l) => ({
          id: l.id,
          date: l.date,
          amount: l.amount,
          amount_in_cents: parseLegacyAmount(l.amount),
        })),
      };
      return c.json(answer);
    },
  );

  app.get('/:account_id/plans', describeRoute({ returns: 'BillingPlans' }), admins, async (c) => {
    const auth = c.var.auth;
    const accountId = scopedAccountId(auth, readId(c, 'account_id'));
    const show = displaySettingsOf(auth, billingOf(c.var.deps).name).show_prices;
    const catalog = await charging(() => billingOf(c.var.deps).catalog());
    const answer: BillingPlans = {
      account_id: accountId,
      currency: 'USD',
      plans: catalog.plans.map((p) => ({
        code: p.code,
        name: PLAN_INFO[p.code].name,
        description: PLAN_INFO[p.code].description,
        unit_cents: show ? p.unitCents : null,
        min_locations: PLAN_INFO[p.code].minLocations,
        interval: 1,
        interval_unit: 'month',
      })),
      setup_amount: show ? catalog.setupCents : null,
      sms_packs: catalog.smsPacks.map((s) => ({
        code: s.code,
        credits: s.credits,
        total_cents: show ? s.totalCents : null,
      })),
    };
    return c.json(answer);
  });

  app.post(
    '/:account_id/pricing_preview',
    describeRoute({ returns: 'PricingPreview' }),
    priceViewers,
    input('json', pricingPreviewBody, { deferred: true }),
    async (c) => {
      const accountId = scopedAccountId(c.var.auth, readId(c, 'account_id'));
      const body = await readBody(c);
      const { db } = c.var.deps;
      const facts = await accountFacts(db, accountId);
      checkPlanChange(body.plan_code, body.location_count, Number(facts.locations ?? 0));
      const q = await charging(() =>
        billingOf(c.var.deps).pricingPreview(accountId, {
          planCode: body.plan_code,
          locationCount: body.location_count,
          accountActive: isAccountActive(facts),
          trialEnd: runningTrialEnd(facts),
        }),
      );
      const answer: PricingPreview = {
        account_id: accountId,
        plan_code: body.plan_code,
        location_count: body.location_count,
        interval: q.interval,
        interval_unit: q.intervalUnit,
        total_cents: q.totalCents,
        prorated_cents: q.proratedCents,
        next_billing_cycle_start_date: isoDate(q.nextBillingCycleStart),
        setup_amount: q.setupCents,
        recurring_cents: q.recurringCents,
        unit_cents: q.unitCents,
        trial_end_date: q.trialEnd ? isoDate(q.trialEnd) : null,
        next_charge_cents: q.nextChargeCents,
        currency: 'USD',
      };
      return c.json(answer);
    },
  );

  app.put(
    '/:account_id/payment_card',
    describeRoute({ returns: 'BillingOverview', errors: [422] }),
    admins,
    input('json', paymentCardBody, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const accountId = scopedAccountId(auth, readId(c, 'account_id'));
      selfBilled(auth);
      const body = await readBody(c);
      const { db } = c.var.deps;
      const provider = billingOf(c.var.deps);
      const facts = await accountFacts(db, accountId);
      await charging(() => provider.updateCard(accountId, paymentSource(body)!, facts.name));
      return c.json(await overview(provider, db, auth, accountId));
    },
  );

  /**
   * Subscribes, changes plan or location count, or reactivates: the charge goes through the
   * provider, then an inactive account (an ended trial, expired, suspended) is active again at
   * once — the same token's next call answers 200 instead of 402. A plan chosen during a
   * running trial is billed from the trial's end (nothing today); the account is subscribed
   * (active) at once, so the trial's end does not lock it.
   */
  app.post(
    '/:account_id/subscription',
    describeRoute({ returns: 'BillingOverview', errors: [422] }),
    admins,
    input('json', subscriptionBody, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const accountId = scopedAccountId(auth, readId(c, 'account_id'));
      selfBilled(auth);
      const body = await readBody(c);
      const { db } = c.var.deps;
      const provider = billingOf(c.var.deps);
      const facts = await accountFacts(db, accountId);
      checkPlanChange(body.plan_code, body.location_count, Number(facts.locations ?? 0));
      const source = paymentSource(body);
      await charging(() =>
        provider.subscribe(accountId, {
          planCode: body.plan_code,
          locationCount: body.location_count,
          accountActive: isAccountActive(facts),
          trialEnd: runningTrialEnd(facts),
          accountName: facts.name,
          ...(source ? { source } : {}),
        }),
      );
      await db
        .updateTable('accounts')
        .set({ status: 'active', active: true, plan_code: body.plan_code, updated_at: new Date() })
        .where('id', '=', accountId)
        .execute();
      return c.json(await overview(provider, db, auth, accountId));
    },
  );

  app.post(
    '/:account_id/sms_credits/preview',
    describeRoute({ returns: 'SmsCreditPreview' }),
    priceViewers,
    input('json', smsCreditsBody, { deferred: true }),
    async (c) => {
      const accountId = scopedAccountId(c.var.auth, readId(c, 'account_id'));
      const body = await readBody(c);
      const catalog = await charging(() => billingOf(c.var.deps).catalog());
      const pack = catalog.smsPacks.find((p) => p.code === body.pack_code)!;
      const answer: SmsCreditPreview = {
        account_id: accountId,
        pack_code: body.pack_code,
        quantity: body.quantity,
        credits: pack.credits * body.quantity,
        total_cents: pack.totalCents * body.quantity,
        currency: 'USD',
      };
      return c.json(answer);
    },
  );

  app.post(
    '/:account_id/sms_credits',
    describeRoute({
      returns: 'SmsCreditPurchase',
      status: 201,
      errors: [422],
    }),
    priceViewers,
    input('json', smsCreditsBody, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const accountId = scopedAccountId(auth, readId(c, 'account_id'));
      const body = await readBody(c);
      const { db } = c.var.deps;
      const provider = billingOf(c.var.deps);
      const catalog = await charging(() => provider.catalog());
      const pack = catalog.smsPacks.find((p) => p.code === body.pack_code)!;
      const record = (status: 'completed' | 'failed', invoiceRef: string | null) =>
        db
          .insertInto('sms_credit_purchases')
          .values({
            account_id: accountId,
            pack_code: body.pack_code,
            quantity: body.quantity,
            credits: SMS_PACKS[body.pack_code].credits * body.quantity,
            total_cents: pack.totalCents * body.quantity,
            status,
            invoice_ref: invoiceRef,
            created_by_user_id: auth.userId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      let invoiceRef: string;
      try {
        ({ invoiceRef } = await charging(() =>
          provider.purchaseSmsCredits(accountId, {
            packCode: body.pack_code,
            quantity: body.quantity,
          }),
        ));
      } catch (err) {
        if (err instanceof HttpError && err.status === 422) await record('failed', null);
        throw err;
      }
      const row = await record('completed', invoiceRef);
      const balance = await smsBalance(db, accountId);
      const answer: SmsCreditPurchase = {
        id: row.id,
        account_id: accountId,
        pack_code: body.pack_code,
        quantity: row.quantity,
        credits: row.credits,
        total_cents: row.total_cents,
        status: row.status,
        created_at: new Date(row.created_at).toISOString(),
        balance,
      };
      return c.json(answer, 201);
    },
  );

  return app;
}
