import type {
  AccountExperiment,
  BillingDisplaySettings,
  BillingInvoices,
  BillingOverview,
  BillingPlans,
  PricingPreview,
  Session,
  SmsCreditPreview,
  SmsCreditPurchase,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { isAccountActive } from '../../http/authenticate';
import { addMonths, prorate } from '../../providers/billing';

let api: TestApi;
let expiredAdmin: Session;
let expiredUser: Session;
let blueFernAdmin: Session;
let blueFernManager: Session;
let evergreenAdmin: Session;

const CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2031, cvc: '123' };

beforeAll(async () => {
  api = await startTestApi();
  [expiredAdmin, expiredUser, blueFernAdmin, blueFernManager, evergreenAdmin] = await Promise.all([
    api.login('expired@demo.test'),
    api.login('expired-user@demo.test'),
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
});
afterAll(() => api.close());

const json = async <T>(res: Response, code: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(code);
  return (await res.json()) as T;
};
const get = (path: string, auth: Session) => api.request(`/api${path}`, { auth });
const send = (method: string, path: string, auth: Session, body: unknown) =>
  api.request(`/api${path}`, { method, auth, json: body });
const harbor = () => expiredAdmin.account_id;

/** Every billing row of the database as text: no card number may be in it. */
async function billingRowsText() {
  const tables = ['billing_accounts', 'billing_invoices', 'sms_credit_purchases'] as const;
  const rows = await Promise.all(tables.map((t) => api.db.selectFrom(t).selectAll().execute()));
  return JSON.stringify(rows);
}

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
    expect(expiredAdmin.account_active).toBe(false);
    for (const path of ['/locations', '/reviews', '/users']) {
      const res = await get(path, expiredAdmin);
      expect(res.status, path).toBe(402);
    }
    expect(
      (await json<{ account_active: boolean }>(await get('/auth', expiredAdmin), 200))
        .account_active,
    ).toBe(false);
    const account = await json<{ active: boolean }>(
      await get(`/accounts/${harbor()}`, expiredAdmin),
      200,
    );
    expect(account.active).toBe(false);
    await json(await get(`/billing/${harbor()}/display_settings`, expiredUser), 200);
  });
});

describe('GET /api/billing/:account_id/display_settings', () => {
  it('shows prices to admins of accounts without a white label only', async () => {
    const admin = await json<BillingDisplaySettings>(
      await get(`/billing/${harbor()}/display_settings`, expiredAdmin),
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
      await get(`/billing/${harbor()}/display_settings`, expiredUser),
      200,
    );
    expect(user).toMatchObject({
      show_prices: false,
      can_manage: false,
      can_purchase_sms_credits: false,
    });
    const wl = await json<BillingDisplaySettings>(
      await get(`/billing/${blueFernAdmin.account_id}/display_settings`, blueFernAdmin),
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
      (await get(`/billing/${blueFernAdmin.account_id}/display_settings`, expiredAdmin)).status,
    ).toBe(404);
    const bad = await json<{ error: string }>(
      await get('/billing/abc/display_settings', expiredAdmin),
      400,
    );
    expect(bad.error).toContain('account_id');
  });
});

describe('GET /api/billing/:account_id and /invoices and /plans', () => {
  it('gives the subscription, masked card, location count and invoices of a paying account', async () => {
    const id = evergreenAdmin.account_id;
    const o = await json<BillingOverview>(await get(`/billing/${id}`, evergreenAdmin), 200);
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
      await get(`/billing/${id}/invoices`, evergreenAdmin),
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
      await get(`/billing/${harbor()}/plans`, expiredAdmin),
      200,
    );
    expect(plans.plans.map((p) => [p.code, p.unit_cents, p.min_locations])).toEqual([
      ['professional', 4900, 1],
      ['enterprise', 3900, 10],
    ]);
    expect(plans.setup_amount).toBe(9900);
    expect(plans.sms_packs.map((p) => p.total_cents)).toEqual([1500, 2500, 10000]);
    const wl = await json<BillingPlans>(
      await get(`/billing/${blueFernAdmin.account_id}/plans`, blueFernAdmin),
      200,
    );
    expect(wl.plans.every((p) => p.unit_cents === null)).toBe(true);
    expect(wl.setup_amount).toBeNull();
  });

  it('is for administrators (403) of the account (404)', async () => {
    for (const path of ['', '/invoices', '/plans']) {
      expect(
        (await get(`/billing/${blueFernAdmin.account_id}${path}`, blueFernManager)).status,
      ).toBe(403);
      expect((await get(`/billing/${harbor()}${path}`, expiredUser)).status).toBe(403);
      expect((await get(`/billing/${blueFernAdmin.account_id}${path}`, expiredAdmin)).status).toBe(
        404,
      );
      expect((await get(`/billing/0${path}`, expiredAdmin)).status).toBe(400);
    }
  });
});

describe('POST /api/billing/:account_id/pricing_preview', () => {
  it('quotes a new subscription with the setup amount and the first month', async () => {
    const q = await json<PricingPreview>(
      await send('POST', `/billing/${harbor()}/pricing_preview`, expiredAdmin, {
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
      const res = await json<{ error: string }>(await send('POST', at, expiredAdmin, body), 400);
      expect(res.error).toContain(words);
    }
  });

  it('is for admins (403) of accounts that see prices (403 white label) and of this account (404)', async () => {
    const body = { plan_code: 'professional', location_count: 1 };
    expect(
      (await send('POST', `/billing/${harbor()}/pricing_preview`, expiredUser, body)).status,
    ).toBe(403);
    expect(
      (
        await send('POST', `/billing/${blueFernAdmin.account_id}/pricing_preview`, blueFernAdmin, {
          ...body,
          location_count: 30,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await send(
          'POST',
          `/billing/${blueFernAdmin.account_id}/pricing_preview`,
          expiredAdmin,
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

describe('POST /api/billing/:account_id/subscription (reactivation)', () => {
  const at = () => `/billing/${harbor()}/subscription`;

  it('is for admins only, and refuses bad cards with 400 and a declined one with 422', async () => {
    const body = { plan_code: 'professional', location_count: 1, card: CARD };
    expect((await send('POST', at(), expiredUser, body)).status).toBe(403);
    const cases: [unknown, string][] = [
      [{ ...body, card: { ...CARD, number: '4242 4242 4242 4241' } }, 'Card number is not valid'],
      [{ ...body, card: { ...CARD, number: '4242' } }, 'wrong number of digits'],
      [{ ...body, card: { ...CARD, exp_year: 2020 } }, 'expired'],
      [{ ...body, card: { ...CARD, cvc: '12' } }, 'cvc'],
      [{ ...body, card: undefined }, 'Add a card'],
      [{ ...body, card: undefined, payment_method_id: 'pm_123' }, 'send the card'],
      [{ ...body, payment_method_id: 'pm_123' }, 'either card or payment_method_id'],
    ];
    for (const [b, words] of cases) {
      const res = await json<{ error: string }>(await send('POST', at(), expiredAdmin, b), 400);
      expect(res.error).toContain(words);
    }
    const declined = await json<{ error: string }>(
      await send('POST', at(), expiredAdmin, {
        ...body,
        card: { ...CARD, number: '4000 0000 0000 0002' },
      }),
      422,
    );
    expect(declined.error).toBe('Your card was declined.');
    expect((await get('/locations', expiredAdmin)).status).toBe(402);
  });

  it('reactivates at once: the same token answers 200 after 402, and no card number is kept', async () => {
    expect((await get('/reviews', expiredAdmin)).status).toBe(402);
    const o = await json<BillingOverview>(
      await send('POST', at(), expiredAdmin, {
        plan_code: 'professional',
        location_count: 1,
        card: CARD,
      }),
      200,
    );
    expect(o.account_active).toBe(true);
    expect(o.account_status).toBe('active');
    expect(o.card).toMatchObject({
      brand: 'visa',
      masked_card_number: 'XXXX-XXXX-XXXX-4242',
      expiration_month: 12,
      expiration_year: 2031,
    });
    expect(o.subscription).toMatchObject({
      plan_code: 'professional',
      current_billing_amount_in_cents: 4900,
    });
    expect(o.location_count).toBe(1);
    expect((await get('/reviews', expiredAdmin)).status).toBe(200);
    expect((await get('/locations', expiredUser)).status).toBe(200);
    expect(
      (await json<{ account_active: boolean }>(await get('/auth', expiredAdmin), 200))
        .account_active,
    ).toBe(true);

    const inv = await json<BillingInvoices>(
      await get(`/billing/${harbor()}/invoices`, expiredAdmin),
      200,
    );
    expect(inv.invoices.map((i) => i.total_in_cents)).toEqual([9900 + 4900]);

    const text = await billingRowsText();
    for (const number of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002'])
      expect(text).not.toContain(number);
    const row = await api.db
      .selectFrom('billing_accounts')
      .selectAll()
      .where('account_id', '=', harbor())
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      card_brand: 'visa',
      card_last4: '4242',
      card_exp_month: 12,
      card_exp_year: 2031,
    });
  });

  it('charges the prorated difference for more locations and no setup the second time', async () => {
    const q = await json<PricingPreview>(
      await send('POST', `/billing/${harbor()}/pricing_preview`, expiredAdmin, {
        plan_code: 'professional',
        location_count: 3,
      }),
      200,
    );
    expect(q.setup_amount).toBe(0);
    expect(q.prorated_cents).toBeGreaterThan(0);
    expect(q.prorated_cents).toBeLessThanOrEqual(9800);
    expect(q.total_cents).toBe(q.prorated_cents);
    const o = await json<BillingOverview>(
      await send('POST', `/billing/${harbor()}/subscription`, expiredAdmin, {
        plan_code: 'professional',
        location_count: 3,
      }),
      200,
    );
    expect(o.location_count).toBe(3);
    expect(o.subscription!.current_billing_amount_in_cents).toBe(3 * 4900);
    const inv = await json<BillingInvoices>(
      await get(`/billing/${harbor()}/invoices`, expiredAdmin),
      200,
    );
    expect(inv.invoices[0]!.total_in_cents).toBe(q.total_cents);
  });

  it('refuses a white-labelled admin a plan or location change: the partner bills the account', async () => {
    const refused = await json<{ error: string }>(
      await send('POST', `/billing/${evergreenAdmin.account_id}/subscription`, evergreenAdmin, {
        plan_code: 'professional',
        location_count: 13,
      }),
      403,
    );
    expect(refused.error).toBe('Billing for this account is managed by your partner.');
    const o = await json<BillingOverview>(
      await get(`/billing/${evergreenAdmin.account_id}`, evergreenAdmin),
      200,
    );
    expect(o.location_count).toBe(12);
    expect(
      (
        await send('POST', `/billing/${harbor()}/subscription`, evergreenAdmin, {
          plan_code: 'professional',
          location_count: 13,
        })
      ).status,
    ).toBe(404);
  });
});

describe('PUT /api/billing/:account_id/payment_card', () => {
  it('replaces the card, keeping brand, last 4 and expiry only', async () => {
    const id = harbor();
    const o = await json<BillingOverview>(
      await send('PUT', `/billing/${id}/payment_card`, expiredAdmin, {
        card: {
          number: '5555-5555-5555-4444',
          exp_month: 1,
          exp_year: 2030,
          cvc: '999',
          name: 'Ana Ruiz',
        },
      }),
      200,
    );
    expect(o.card).toEqual({
      brand: 'mastercard',
      masked_card_number: 'XXXX-XXXX-XXXX-4444',
      last4: '4444',
      expiration_month: 1,
      expiration_year: 2030,
    });
    expect(await billingRowsText()).not.toContain('5555555555554444');
  });

  it('refuses others (403), other accounts (404) and bad bodies (400)', async () => {
    const id = harbor();
    expect(
      (
        await send('PUT', `/billing/${blueFernAdmin.account_id}/payment_card`, blueFernManager, {
          card: CARD,
        })
      ).status,
    ).toBe(403);
    expect(
      (await send('PUT', `/billing/${harbor()}/payment_card`, blueFernAdmin, { card: CARD }))
        .status,
    ).toBe(404);
    for (const body of [
      {},
      { card: CARD, payment_method_id: 'pm_1' },
      { card: { ...CARD, exp_month: 13 } },
      [CARD],
    ])
      expect((await send('PUT', `/billing/${id}/payment_card`, expiredAdmin, body)).status).toBe(
        400,
      );
  });

  it('refuses the card and the plan of an account its partner bills (403, the pages say why)', async () => {
    const id = blueFernAdmin.account_id;
    for (const [method, path, body] of [
      ['PUT', 'payment_card', { card: CARD }],
      ['POST', 'subscription', { plan_code: 'professional', location_count: 3 }],
    ] as const) {
      const refused = await json<{ error: string }>(
        await send(method, `/billing/${id}/${path}`, blueFernAdmin, body),
        403,
      );
      expect(refused.error).toBe('Billing for this account is managed by your partner.');
    }
  });
});

describe('SMS credits', () => {
  it('previews and buys a pack with the card on file', async () => {
    const body = { pack_code: 'sms_1000', quantity: 2 };
    const p = await json<SmsCreditPreview>(
      await send('POST', `/billing/${harbor()}/sms_credits/preview`, expiredAdmin, body),
      200,
    );
    expect(p).toMatchObject({ credits: 2000, total_cents: 5000 });
    const bought = await json<SmsCreditPurchase>(
      await send('POST', `/billing/${harbor()}/sms_credits`, expiredAdmin, body),
      201,
    );
    expect(bought).toMatchObject({
      status: 'completed',
      credits: 2000,
      total_cents: 5000,
      balance: 2000,
    });
    const o = await json<BillingOverview>(await get(`/billing/${harbor()}`, expiredAdmin), 200);
    expect(o.sms_credits.balance).toBe(2000);
  });

  it('records a failed purchase when the card on file has expired (422)', async () => {
    await api.db
      .updateTable('billing_accounts')
      .set({ card_exp_year: 2021 })
      .where('account_id', '=', harbor())
      .execute();
    try {
      const res = await json<{ error: string }>(
        await send('POST', `/billing/${harbor()}/sms_credits`, expiredAdmin, {
          pack_code: 'sms_500',
        }),
        422,
      );
      expect(res.error).toContain('expired');
      const rows = await api.db
        .selectFrom('sms_credit_purchases')
        .select(['status'])
        .where('account_id', '=', harbor())
        .orderBy('id')
        .execute();
      expect(rows.map((r) => r.status)).toEqual(['completed', 'failed']);
    } finally {
      await api.db
        .updateTable('billing_accounts')
        .set({ card_exp_year: 2031 })
        .where('account_id', '=', harbor())
        .execute();
    }
  });

  it('refuses non-admins and white labels (403), other accounts (404), bad packs (400)', async () => {
    const body = { pack_code: 'sms_500' };
    for (const path of ['/sms_credits/preview', '/sms_credits']) {
      expect((await send('POST', `/billing/${harbor()}${path}`, expiredUser, body)).status).toBe(
        403,
      );
      expect(
        (await send('POST', `/billing/${blueFernAdmin.account_id}${path}`, blueFernAdmin, body))
          .status,
      ).toBe(403);
      expect(
        (await send('POST', `/billing/${evergreenAdmin.account_id}${path}`, expiredAdmin, body))
          .status,
      ).toBe(404);
      expect(
        (await send('POST', `/billing/${harbor()}${path}`, expiredAdmin, { pack_code: 'sms_7' }))
          .status,
      ).toBe(400);
      expect(
        (await send('POST', `/billing/${harbor()}${path}`, expiredAdmin, { ...body, quantity: 0 }))
          .status,
      ).toBe(400);
    }
  });
});

describe('GET /api/account_experiments', () => {
  it("lists the caller's account's running experiments", async () => {
    const list = await json<{ _embedded: { account_experiments: AccountExperiment[] } }>(
      await get('/account_experiments', blueFernManager),
      200,
    );
    expect(list._embedded.account_experiments.map((e) => [e.name, e.variant, e.enabled])).toEqual([
      ['reviewTagsIndex', 'on', true],
    ]);
    const none = await json<{ _embedded: { account_experiments: AccountExperiment[] } }>(
      await get('/account_experiments', expiredUser),
      200,
    );
    expect(none._embedded.account_experiments).toEqual([]);
    await sql`UPDATE account_experiments SET ends_at = now() - interval '1 day'`.execute(api.db);
    const ended = await json<{ _embedded: { account_experiments: AccountExperiment[] } }>(
      await get('/account_experiments', blueFernAdmin),
      200,
    );
    expect(ended._embedded.account_experiments).toEqual([]);
    expect((await get(`/account_experiments?account_id=${harbor()}`, blueFernAdmin)).status).toBe(
      404,
    );
    expect((await api.request('/api/account_experiments')).status).toBe(401);
  });
});
