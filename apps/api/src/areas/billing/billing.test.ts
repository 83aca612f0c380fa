import type {
  AccountExperiment,
  BillingDisplaySettings,
  BillingInvoices,
  BillingOverview,
  BillingPlans,
  PricingPreview,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isAccountActive } from '../../http/authenticate';
import { addMonths, prorate } from '../../providers/billing';
import { billingTest, json } from './billing-test';

/** An ended trial, the prices shown, the billing overview, quotes and experiments. */
const t = billingTest();
const { get, send, harbor } = t;

describe('an ended trial', () => {
  it('is inactive by its end date alone', () => {
    const now = new Date('2026-06-15T00:00:00Z');
    const trial = { active: true, status: 'trial' };
    expect(isAccountActive({ ...trial, trial_ended_at: '2026-06-14T23:59:59Z' }, now)).toBe(false);
    expect(isAccountActive({ ...trial, trial_ended_at: '2026-06-16T00:00:00Z' }, now)).toBe(true);
    expect(isAccountActive({ ...trial, trial_ended_at: null }, now)).toBe(true);
    expect(
      isAccountActive({ active: true, status: 'active', trial_ended_at: '2020-01-01' }, now),
    ).toBe(true);
    expect(isAccountActive({ active: true, status: 'suspended', trial_ended_at: null }, now)).toBe(
      false,
    );
  });

  it('answers 402 on every call but billing and the session', async () => {
    expect(t.expiredAdmin.account_active).toBe(false);
    for (const path of ['/locations', '/reviews', '/users']) {
      const res = await get(path, t.expiredAdmin);
      expect(res.status, path).toBe(402);
    }
    expect(
      (await json<{ account_active: boolean }>(await get('/auth', t.expiredAdmin), 200))
        .account_active,
    ).toBe(false);
    const account = await json<{ active: boolean }>(
      await get(`/accounts/${harbor()}`, t.expiredAdmin),
      200,
    );
    expect(account.active).toBe(false);
    await json(await get(`/billing/${harbor()}/display_settings`, t.expiredUser), 200);
  });
});

describe('GET /api/billing/:account_id/display_settings', () => {
  it('shows prices to admins of accounts without a white label only', async () => {
    const admin = await json<BillingDisplaySettings>(
      await get(`/billing/${harbor()}/display_settings`, t.expiredAdmin),
      200,
    );
    expect(admin).toMatchObject({
      show_prices: true,
      can_manage: true,
      whitelabel: false,
      provider: 'local',
      card_entry: 'card_form',
    });
    const user = await json<BillingDisplaySettings>(
      await get(`/billing/${harbor()}/display_settings`, t.expiredUser),
      200,
    );
    expect(user).toMatchObject({
      show_prices: false,
      can_manage: false,
      can_purchase_sms_credits: false,
    });
    const wl = await json<BillingDisplaySettings>(
      await get(`/billing/${t.blueFernAdmin.account_id}/display_settings`, t.blueFernAdmin),
      200,
    );
    expect(wl).toMatchObject({
      show_prices: false,
      can_manage: true,
      whitelabel: true,
      can_change_plan: false,
      can_purchase_sms_credits: false,
    });
  });

  it('answers 404 for another account and 400 for a bad id', async () => {
    expect(
      (await get(`/billing/${t.blueFernAdmin.account_id}/display_settings`, t.expiredAdmin)).status,
    ).toBe(404);
    const bad = await json<{ error: string }>(
      await get('/billing/abc/display_settings', t.expiredAdmin),
      400,
    );
    expect(bad.error).toContain('account_id');
  });
});

describe('GET /api/billing/:account_id and /invoices and /plans', () => {
  it('gives the subscription, masked card, location count and invoices of a paying account', async () => {
    const id = t.evergreenAdmin.account_id;
    const o = await json<BillingOverview>(await get(`/billing/${id}`, t.evergreenAdmin), 200);
    expect(o.subscription).toMatchObject({
      plan_code: 'professional',
      payment_collection_method: 'automatic',
      current_billing_amount_in_cents: 12 * 4900,
      interval: 1,
      interval_unit: 'month',
    });
    expect(o.subscription!.next_assessment_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(o.card).toMatchObject({
      brand: 'mastercard',
      masked_card_number: 'XXXX-XXXX-XXXX-4444',
      last4: '4444',
    });
    expect(o.location_count).toBe(12);
    expect(o.account_active).toBe(true);

    const inv = await json<BillingInvoices>(
      await get(`/billing/${id}/invoices`, t.evergreenAdmin),
      200,
    );
    expect(inv.invoices).toHaveLength(6);
    expect(inv.invoices[0]).toMatchObject({ total_in_cents: 58800, status: 'paid' });
    expect(inv.invoices[0]!.id).toMatch(/^INV-\d{6}$/);
    expect(new Date(inv.invoices[0]!.created_at) >= new Date(inv.invoices[5]!.created_at)).toBe(
      true,
    );
    expect(inv.legacy_invoices.map((l) => [l.amount, l.amount_in_cents])).toEqual([
      ['$588.00', 58800],
      ['$539.00', 53900],
      ['$539.50', 53950],
    ]);
    expect(inv.legacy_invoices[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists plans with prices only for those who may see them', async () => {
    const plans = await json<BillingPlans>(
      await get(`/billing/${harbor()}/plans`, t.expiredAdmin),
      200,
    );
    expect(plans.plans.map((p) => [p.code, p.unit_cents, p.min_locations])).toEqual([
      ['professional', 4900, 1],
      ['enterprise', 3900, 10],
    ]);
    expect(plans.setup_amount).toBe(9900);
    expect(plans.sms_packs.map((p) => p.total_cents)).toEqual([1500, 2500, 10000]);
    const wl = await json<BillingPlans>(
      await get(`/billing/${t.blueFernAdmin.account_id}/plans`, t.blueFernAdmin),
      200,
    );
    expect(wl.plans.every((p) => p.unit_cents === null)).toBe(true);
    expect(wl.setup_amount).toBeNull();
  });

  it('is for administrators (403) of the account (404)', async () => {
    for (const path of ['', '/invoices', '/plans']) {
      expect(
        (await get(`/billing/${t.blueFernAdmin.account_id}${path}`, t.blueFernManager)).status,
      ).toBe(403);
      expect((await get(`/billing/${harbor()}${path}`, t.expiredUser)).status).toBe(403);
      expect(
        (await get(`/billing/${t.blueFernAdmin.account_id}${path}`, t.expiredAdmin)).status,
      ).toBe(404);
      expect((await get(`/billing/0${path}`, t.expiredAdmin)).status).toBe(400);
    }
  });
});

describe('POST /api/billing/:account_id/pricing_preview', () => {
  it('quotes a new subscription with the setup amount and the first month', async () => {
    const q = await json<PricingPreview>(
      await send('POST', `/billing/${harbor()}/pricing_preview`, t.expiredAdmin, {
        plan_code: 'professional',
        location_count: 2,
      }),
      200,
    );
    expect(q).toMatchObject({
      interval: 1,
      interval_unit: 'month',
      setup_amount: 9900,
      prorated_cents: 0,
      recurring_cents: 9800,
      unit_cents: 4900,
      total_cents: 9900 + 9800,
    });
    expect(q.next_billing_cycle_start_date).toBe(
      addMonths(new Date(), 1).toISOString().slice(0, 10),
    );
  });

  it('refuses bad plans and location counts with 400', async () => {
    const at = `/billing/${harbor()}/pricing_preview`;
    const cases: [unknown, string][] = [
      [{ plan_code: 'gold', location_count: 1 }, 'plan_code'],
      [{ plan_code: 'professional', location_count: 0 }, 'location_count'],
      [{ plan_code: 'professional', location_count: 1.5 }, 'location_count'],
      [{ plan_code: 'enterprise', location_count: 3 }, 'at least 10'],
      [{ plan_code: 'professional' }, 'location_count'],
    ];
    for (const [body, words] of cases) {
      const res = await json<{ error: string }>(await send('POST', at, t.expiredAdmin, body), 400);
      expect(res.error).toContain(words);
    }
  });

  it('is for admins (403) of accounts that see prices (403 white label) and of this account (404)', async () => {
    const body = { plan_code: 'professional', location_count: 1 };
    expect(
      (await send('POST', `/billing/${harbor()}/pricing_preview`, t.expiredUser, body)).status,
    ).toBe(403);
    expect(
      (
        await send(
          'POST',
          `/billing/${t.blueFernAdmin.account_id}/pricing_preview`,
          t.blueFernAdmin,
          {
            ...body,
            location_count: 30,
          },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await send(
          'POST',
          `/billing/${t.blueFernAdmin.account_id}/pricing_preview`,
          t.expiredAdmin,
          body,
        )
      ).status,
    ).toBe(404);
  });

  it('prorates by the days left in the period', () => {
    const start = new Date('2026-06-01T00:00:00Z');
    const end = new Date('2026-07-01T00:00:00Z');
    expect(prorate(4900, 9800, start, end, new Date('2026-06-16T00:00:00Z'))).toBe(2450);
    expect(prorate(4900, 9800, start, end, start)).toBe(4900);
    expect(prorate(9800, 4900, start, end, new Date('2026-06-16T00:00:00Z'))).toBe(0);
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
  });
});

describe('GET /api/account_experiments', () => {
  it("lists the caller's account's running experiments", async () => {
    const list = await json<{ _embedded: { account_experiments: AccountExperiment[] } }>(
      await get('/account_experiments', t.blueFernManager),
      200,
    );
    expect(list._embedded.account_experiments.map((e) => [e.name, e.variant, e.enabled])).toEqual([
      ['reviewTagsIndex', 'on', true],
    ]);
    const none = await json<{ _embedded: { account_experiments: AccountExperiment[] } }>(
      await get('/account_experiments', t.expiredUser),
      200,
    );
    expect(none._embedded.account_experiments).toEqual([]);
    await sql`UPDATE account_experiments SET ends_at = now() - interval '1 day'`.execute(t.api.db);
    const ended = await json<{ _embedded: { account_experiments: AccountExperiment[] } }>(
      await get('/account_experiments', t.blueFernAdmin),
      200,
    );
    expect(ended._embedded.account_experiments).toEqual([]);
    expect((await get(`/account_experiments?account_id=${harbor()}`, t.blueFernAdmin)).status).toBe(
      404,
    );
    expect((await t.api.request('/api/account_experiments')).status).toBe(401);
  });
});
