import type {
  BillingInvoices,
  BillingOverview,
  PricingPreview,
  SmsCreditPreview,
  SmsCreditPurchase,
} from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { billingTest, json } from './billing-test';

/**
 * Reactivation by subscribing, the card on file and SMS credits, in this order: each builds on
 * the account the one before left.
 */
const t = billingTest();
const { get, send, harbor } = t;

const CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2031, cvc: '123' };

/** Every billing row of the database as text: no card number may be in it. */
async function billingRowsText() {
  const tables = ['billing_accounts', 'billing_invoices', 'sms_credit_purchases'] as const;
  const rows = await Promise.all(
    tables.map((table) => t.api.db.selectFrom(table).selectAll().execute()),
  );
  return JSON.stringify(rows);
}

describe('POST /api/billing/:account_id/subscription (reactivation)', () => {
  const at = () => `/billing/${harbor()}/subscription`;

  it('is for admins only, and refuses bad cards with 400 and a declined one with 422', async () => {
    const body = { plan_code: 'professional', location_count: 1, card: CARD };
    expect((await send('POST', at(), t.expiredUser, body)).status).toBe(403);
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
      const res = await json<{ error: string }>(await send('POST', at(), t.expiredAdmin, b), 400);
      expect(res.error).toContain(words);
    }
    const declined = await json<{ error: string }>(
      await send('POST', at(), t.expiredAdmin, {
        ...body,
        card: { ...CARD, number: '4000 0000 0000 0002' },
      }),
      422,
    );
    expect(declined.error).toBe('Your card was declined.');
    expect((await get('/locations', t.expiredAdmin)).status).toBe(402);
  });

  it('reactivates at once: the same token answers 200 after 402, and no card number is kept', async () => {
    expect((await get('/reviews', t.expiredAdmin)).status).toBe(402);
    const o = await json<BillingOverview>(
      await send('POST', at(), t.expiredAdmin, {
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
    expect((await get('/reviews', t.expiredAdmin)).status).toBe(200);
    expect((await get('/locations', t.expiredUser)).status).toBe(200);
    expect(
      (await json<{ account_active: boolean }>(await get('/auth', t.expiredAdmin), 200))
        .account_active,
    ).toBe(true);

    const inv = await json<BillingInvoices>(
      await get(`/billing/${harbor()}/invoices`, t.expiredAdmin),
      200,
    );
    expect(inv.invoices.map((i) => i.total_in_cents)).toEqual([9900 + 4900]);

    const text = await billingRowsText();
    for (const number of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002'])
      expect(text).not.toContain(number);
    const row = await t.api.db
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
      await send('POST', `/billing/${harbor()}/pricing_preview`, t.expiredAdmin, {
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
      await send('POST', `/billing/${harbor()}/subscription`, t.expiredAdmin, {
        plan_code: 'professional',
        location_count: 3,
      }),
      200,
    );
    expect(o.location_count).toBe(3);
    expect(o.subscription!.current_billing_amount_in_cents).toBe(3 * 4900);
    const inv = await json<BillingInvoices>(
      await get(`/billing/${harbor()}/invoices`, t.expiredAdmin),
      200,
    );
    expect(inv.invoices[0]!.total_in_cents).toBe(q.total_cents);
  });

  it('refuses a white-labelled admin a plan or location change: the partner bills the account', async () => {
    const refused = await json<{ error: string }>(
      await send('POST', `/billing/${t.evergreenAdmin.account_id}/subscription`, t.evergreenAdmin, {
        plan_code: 'professional',
        location_count: 13,
      }),
      403,
    );
    expect(refused.error).toBe('Billing for this account is managed by your partner.');
    const o = await json<BillingOverview>(
      await get(`/billing/${t.evergreenAdmin.account_id}`, t.evergreenAdmin),
      200,
    );
    expect(o.location_count).toBe(12);
    expect(
      (
        await send('POST', `/billing/${harbor()}/subscription`, t.evergreenAdmin, {
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
      await send('PUT', `/billing/${id}/payment_card`, t.expiredAdmin, {
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
        await send(
          'PUT',
          `/billing/${t.blueFernAdmin.account_id}/payment_card`,
          t.blueFernManager,
          {
            card: CARD,
          },
        )
      ).status,
    ).toBe(403);
    expect(
      (await send('PUT', `/billing/${harbor()}/payment_card`, t.blueFernAdmin, { card: CARD }))
        .status,
    ).toBe(404);
    for (const body of [
      {},
      { card: CARD, payment_method_id: 'pm_1' },
      { card: { ...CARD, exp_month: 13 } },
      [CARD],
    ])
      expect((await send('PUT', `/billing/${id}/payment_card`, t.expiredAdmin, body)).status).toBe(
        400,
      );
  });

  it('refuses the card and the plan of an account its partner bills (403, the pages say why)', async () => {
    const id = t.blueFernAdmin.account_id;
    for (const [method, path, body] of [
      ['PUT', 'payment_card', { card: CARD }],
      ['POST', 'subscription', { plan_code: 'professional', location_count: 3 }],
    ] as const) {
      const refused = await json<{ error: string }>(
        await send(method, `/billing/${id}/${path}`, t.blueFernAdmin, body),
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
      await send('POST', `/billing/${harbor()}/sms_credits/preview`, t.expiredAdmin, body),
      200,
    );
    expect(p).toMatchObject({ credits: 2000, total_cents: 5000 });
    const bought = await json<SmsCreditPurchase>(
      await send('POST', `/billing/${harbor()}/sms_credits`, t.expiredAdmin, body),
      201,
    );
    expect(bought).toMatchObject({
      status: 'completed',
      credits: 2000,
      total_cents: 5000,
      balance: 2000,
    });
    const o = await json<BillingOverview>(await get(`/billing/${harbor()}`, t.expiredAdmin), 200);
    expect(o.sms_credits.balance).toBe(2000);
  });

  it('records a failed purchase when the card on file has expired (422)', async () => {
    await t.api.db
      .updateTable('billing_accounts')
      .set({ card_exp_year: 2021 })
      .where('account_id', '=', harbor())
      .execute();
    try {
      const res = await json<{ error: string }>(
        await send('POST', `/billing/${harbor()}/sms_credits`, t.expiredAdmin, {
          pack_code: 'sms_500',
        }),
        422,
      );
      expect(res.error).toContain('expired');
      const rows = await t.api.db
        .selectFrom('sms_credit_purchases')
        .select(['status'])
        .where('account_id', '=', harbor())
        .orderBy('id')
        .execute();
      expect(rows.map((r) => r.status)).toEqual(['completed', 'failed']);
    } finally {
      await t.api.db
        .updateTable('billing_accounts')
        .set({ card_exp_year: 2031 })
        .where('account_id', '=', harbor())
        .execute();
    }
  });

  it('refuses non-admins and white labels (403), other accounts (404), bad packs (400)', async () => {
    const body = { pack_code: 'sms_500' };
    for (const path of ['/sms_credits/preview', '/sms_credits']) {
      expect((await send('POST', `/billing/${harbor()}${path}`, t.expiredUser, body)).status).toBe(
        403,
      );
      expect(
        (await send('POST', `/billing/${t.blueFernAdmin.account_id}${path}`, t.blueFernAdmin, body))
          .status,
      ).toBe(403);
      expect(
        (await send('POST', `/billing/${t.evergreenAdmin.account_id}${path}`, t.expiredAdmin, body))
          .status,
      ).toBe(404);
      expect(
        (await send('POST', `/billing/${harbor()}${path}`, t.expiredAdmin, { pack_code: 'sms_7' }))
          .status,
      ).toBe(400);
      expect(
        (
          await send('POST', `/billing/${harbor()}${path}`, t.expiredAdmin, {
            ...body,
            quantity: 0,
          })
        ).status,
      ).toBe(400);
    }
  });
});
