import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  BillingDisplaySettings,
  BillingInvoices,
  BillingOverview,
  PricingPreview,
  Session,
  SmsCreditPurchase,
} from '@plaudit/api-client/schemas';
import { parse } from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createBilling } from './billing-of';
import { stripeBilling } from './billing-stripe';

/**
 * A fake of the parts of Stripe's REST API the client uses, as documented: form-encoded
 * requests (nested keys `items[0][price]`), bearer secret key, JSON objects carrying
 * `object` ('customer', 'subscription', 'invoice', 'list', …), unix-second timestamps, and
 * errors `{error: {type, code, message}}` (a declined card: 402 card_error card_declined).
 */
type Json = Record<string, unknown>;
const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 86_400;

const PRICES: Json[] = [
  ['price_pro', 'plaudit_professional_location_monthly', 4900, true],
  ['price_ent', 'plaudit_enterprise_location_monthly', 3900, true],
  ['price_setup', 'plaudit_setup', 9900, false],
  ['price_sms500', 'plaudit_sms_500', 1500, false],
  ['price_sms1000', 'plaudit_sms_1000', 2500, false],
  ['price_sms5000', 'plaudit_sms_5000', 10000, false],
].map(([id, lookup_key, unit_amount, recurring]) => ({
  id,
  object: 'price',
  active: true,
  currency: 'usd',
  lookup_key,
  unit_amount,
  metadata: {},
  recurring: recurring ? { interval: 'month', interval_count: 1 } : null,
  type: recurring ? 'recurring' : 'one_time',
}));
const priceById = (id: string) => PRICES.find((p) => p.id === id)!;

const CARDS: Record<string, Json> = {
  pm_card_visa: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', exp_month: 6, exp_year: 2030 },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', exp_month: 1, exp_year: 2030 },
};

const state = {
  customers: new Map<string, Json>(),
  subscriptions: new Map<string, Json>(),
  invoices: [] as Json[],
  pendingItems: [] as Json[],
  requests: [] as { method: string; path: string; body: string; auth: string }[],
  n: 0,
};
const newId = (prefix: string) => `${prefix}_${++state.n}`;
const list = (url: string, data: Json[]) => ({ object: 'list', url, has_more: false, data });
const paymentMethod = (id: string, customer: string | null) => ({
  id,
  object: 'payment_method',
  type: 'card',
  customer,
  card: CARDS[id],
});
const cardError = () => ({
  status: 402,
  body: {
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    },
  },
});

function subscriptionItem(price: string, quantity: number, sub: string, start: number) {
  return {
    id: newId('si'),
    object: 'subscription_item',
    price: priceById(price),
    quantity,
    subscription: sub,
    current_period_start: start,
    current_period_end: start + MONTH,
  };
}

function defaultCardOf(customer: Json) {
  const settings = customer.invoice_settings as { default_payment_method: string | null };
  return settings.default_payment_method;
}

function invoice(
  customer: string,
  lines: Json[],
  status = 'paid',
  description: string | null = null,
) {
  const inv = {
    id: newId('in'),
    object: 'invoice',
    number: `PL-${String(state.n).padStart(4, '0')}`,
    customer,
    created: now(),
    status,
    description,
    total: lines.reduce((s, l) => s + (l.amount as number), 0),
    period_end: now(),
    lines: list('/v1/invoices/lines', lines),
  };
  return inv;
}
const line = (amount: number, description: string, proration = false, end = now() + MONTH) => ({
  id: newId('il'),
  object: 'line_item',
  amount,
  description,
  period: { start: now(), end },
  parent: {
    type: 'subscription_item_details',
    subscription_item_details: {
      proration,
      subscription: null,
      subscription_item: 'si_x',
      invoice_item: null,
      proration_details: null,
    },
    invoice_item_details: null,
  },
});
/** A line made from an invoice item (a one-time price such as the setup). */
const itemLine = (amount: number, description: string) => ({
  ...line(amount, description),
  parent: {
    type: 'invoice_item_details',
    subscription_item_details: null,
    invoice_item_details: { invoice_item: newId('ii'), proration: false, subscription: null },
  },
});
/** The pending invoice items waiting for a subscription's next invoice. */
const pendingLines = (sub: string) =>
  state.pendingItems
    .filter((i) => i.subscription === sub)
    .map((i) => itemLine(i.amount as number, 'Setup'));

type Answer = { status: number; body: unknown };
function route(method: string, path: string, body: Json, query: Json): Answer {
  const ok = (b: unknown) => ({ status: 200, body: b });
  const m = (re: RegExp) => re.exec(path);
  const customerAt = m(/^\/v1\/customers\/([^/]+)$/);
  const attachAt = m(/^\/v1\/payment_methods\/([^/]+)\/attach$/);
  const subscriptionAt = m(/^\/v1\/subscriptions\/([^/]+)$/);
  const payAt = m(/^\/v1\/invoices\/([^/]+)\/pay$/);
  if (method === 'GET' && path === '/v1/prices') {
    const keys = (query.lookup_keys as string[]) ?? [];
    return ok(
      list(
        '/v1/prices',
        PRICES.filter((p) => keys.includes(p.lookup_key as string)),
      ),
    );
  }
  if (method === 'POST' && path === '/v1/customers') {
    const c = {
      id: newId('cus'),
      object: 'customer',
      name: body.name,
      metadata: body.metadata,
      invoice_settings: { default_payment_method: null },
    };
    state.customers.set(c.id, c);
    return ok(c);
  }
  if (customerAt) {
    const c = state.customers.get(customerAt[1]!);
    if (!c)
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: 'No such customer' } },
      };
    if (method === 'POST')
      Object.assign(c.invoice_settings as Json, (body.invoice_settings as Json) ?? {});
    const pm = defaultCardOf(c);
    const expand = (query.expand as string[] | undefined) ?? [];
    return ok({
      ...c,
      invoice_settings: {
        default_payment_method:
          pm && expand.includes('invoice_settings.default_payment_method')
            ? paymentMethod(pm, c.id as string)
            : pm,
      },
    });
  }
  if (method === 'POST' && attachAt) {
    if (!CARDS[attachAt[1]!])
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } },
      };
    if (attachAt[1] === 'pm_card_chargeDeclined') return cardError();
    return ok(paymentMethod(attachAt[1]!, body.customer as string));
  }
  if (method === 'GET' && path === '/v1/subscriptions') {
    const subs = [...state.subscriptions.values()].filter((s) => s.customer === query.customer);
    return ok(list('/v1/subscriptions', subs.slice(0, Number(query.limit ?? 10))));
  }
  const expanded = (s: Json) => ({
    ...s,
    default_payment_method: s.default_payment_method
      ? paymentMethod(s.default_payment_method as string, s.customer as string)
      : null,
  });
  if (method === 'POST' && path === '/v1/subscriptions') {
    const customer = state.customers.get(body.customer as string)!;
    const pm = defaultCardOf(customer);
    if (!pm)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: 'This customer has no attached payment source',
          },
        },
      };
    const id = newId('sub');
    // With trial_end the subscription is trialing: its period runs to the trial's end and its
    // first invoice is $0 (add_invoice_items would still be charged on it, today).
    const trialEnd = body.trial_end ? Number(body.trial_end) : null;
    const items = (body.items as Json[]).map((i) => {
      const item = subscriptionItem(i.price as string, Number(i.quantity), id, now());
      return trialEnd ? { ...item, current_period_end: trialEnd } : item;
    });
    const sub = {
      id,
      object: 'subscription',
      customer: customer.id,
      status: trialEnd ? 'trialing' : 'active',
      trial_end: trialEnd,
      collection_method: 'charge_automatically',
      default_payment_method: null,
      items: list('/v1/subscription_items', items),
    };
    state.subscriptions.set(id, sub);
    const lines: Json[] = items.map((i) =>
      line(
        trialEnd ? 0 : ((i.price as Json).unit_amount as number) * (i.quantity as number),
        trialEnd ? 'Trial period' : 'Locations',
      ),
    );
    for (const add of (body.add_invoice_items as Json[] | undefined) ?? [])
      lines.push(itemLine(priceById(add.price as string).unit_amount as number, 'Setup'));
    state.invoices.unshift(invoice(customer.id as string, lines));
    return ok(expanded(sub));
  }
  if (subscriptionAt) {
    const sub = state.subscriptions.get(subscriptionAt[1]!);
    if (!sub)
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: 'No such subscription' } },
      };
    if (method === 'POST') {
      if (body.default_payment_method) sub.default_payment_method = body.default_payment_method;
      if (body.items) {
        const item = (sub.items as { data: Json[] }).data[0]!;
        const oldAmount = ((item.price as Json).unit_amount as number) * (item.quantity as number);
        const change = (body.items as Json[])[0]!;
        item.price = priceById(change.price as string);
        item.quantity = Number(change.quantity);
        const diff =
          ((item.price as Json).unit_amount as number) * (item.quantity as number) - oldAmount;
        if (body.proration_behavior === 'always_invoice' && diff > 0)
          state.invoices.unshift(
            invoice(sub.customer as string, [line(diff, 'Remaining time', true)]),
          );
      }
    }
    return ok(expanded(sub));
  }
  if (method === 'GET' && path === '/v1/invoices') {
    return ok(
      list(
        '/v1/invoices',
        state.invoices.filter((i) => i.customer === query.customer),
      ),
    );
  }
  if (method === 'POST' && path === '/v1/invoices/create_preview') {
    const details = body.subscription_details as { items: Json[] } | undefined;
    const upcoming = body.subscription
      ? state.subscriptions.get(body.subscription as string)
      : undefined;
    // A subscription's next invoice: its items in full (with a change when previewed without
    // proration) and the invoice items waiting for it.
    if (upcoming && (!details || (details as Json).proration_behavior === 'none')) {
      const item = (upcoming.items as { data: Json[] }).data[0]!;
      const change = details?.items[0];
      const unit = (priceById((change?.price as string) ?? (item.price as Json).id) as Json)
        .unit_amount as number;
      const quantity = Number(change?.quantity ?? item.quantity);
      const lines = [line(unit * quantity, 'Locations'), ...pendingLines(upcoming.id as string)];
      return ok({ ...invoice(body.customer as string, lines, 'draft'), id: null, number: null });
    }
    const change = details!.items[0]!;
    const price = priceById(change.price as string);
    if (body.subscription) {
      const sub = state.subscriptions.get(body.subscription as string)!;
      const item = (sub.items as { data: Json[] }).data[0]!;
      const diff =
        (price.unit_amount as number) * Number(change.quantity) -
        ((item.price as Json).unit_amount as number) * (item.quantity as number);
      // Half the period is left in this fake: the proration is half the difference.
      const lines = [
        line(Math.round(diff / 2), 'Remaining time', true, item.current_period_end as number),
      ];
      return ok({ ...invoice(body.customer as string, lines, 'draft'), id: null, number: null });
    }
    const lines: Json[] = [
      line((price.unit_amount as number) * Number(change.quantity), 'Locations'),
    ];
    for (const item of (body.invoice_items as Json[] | undefined) ?? [])
      lines.push(itemLine(priceById(item.price as string).unit_amount as number, 'Setup'));
    return ok({
      ...invoice((body.customer as string) ?? null, lines, 'draft'),
      id: null,
      number: null,
    });
  }
  if (method === 'POST' && path === '/v1/invoices') {
    const inv = invoice(body.customer as string, [], 'draft', (body.description as string) ?? null);
    state.invoices.unshift(inv);
    return ok(inv);
  }
  if (method === 'POST' && path === '/v1/invoiceitems' && !body.invoice) {
    // Pending: added to the next invoice (of `subscription` when given).
    const price = priceById((body.pricing as Json).price as string);
    const pending = {
      id: newId('ii'),
      object: 'invoiceitem',
      customer: body.customer,
      subscription: body.subscription ?? null,
      invoice: null,
      amount: (price.unit_amount as number) * Number(body.quantity ?? 1),
    };
    state.pendingItems.push(pending);
    return ok(pending);
  }
  if (method === 'POST' && path === '/v1/invoiceitems') {
    const inv = state.invoices.find((i) => i.id === body.invoice)!;
    const price = priceById((body.pricing as Json).price as string);
    const l = line((price.unit_amount as number) * Number(body.quantity ?? 1), 'SMS credits');
    (inv.lines as { data: Json[] }).data.push(l);
    inv.total = (inv.total as number) + (l.amount as number);
    return ok({ id: newId('ii'), object: 'invoiceitem', invoice: inv.id, amount: l.amount });
  }
  if (method === 'POST' && payAt) {
    const inv = state.invoices.find((i) => i.id === payAt![1])!;
    const customer = state.customers.get(inv.customer as string)!;
    if (defaultCardOf(customer) === 'pm_card_chargeDeclined') return cardError();
    inv.status = 'paid';
    return ok(inv);
  }
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path})`,
      },
    },
  };
}

let server: Server;
let apiBase: string;
let api: TestApi;
let admin: Session;
let user: Session;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let b = '';
    req.on('data', (c) => {
      b += c;
    });
    req.on('end', () => resolve(b));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const auth = req.headers.authorization ?? '';
    state.requests.push({ method: req.method ?? '', path: url.pathname, body, auth });
    res.setHeader('content-type', 'application/json');
    res.setHeader('request-id', `req_${state.n}`);
    if (auth !== 'Bearer sk_test_fake') {
      res.writeHead(401).end(
        JSON.stringify({
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        }),
      );
      return;
    }
    if (
      req.method === 'POST' &&
      req.headers['content-type'] !== 'application/x-www-form-urlencoded'
    ) {
      res.writeHead(400).end(
        JSON.stringify({
          error: { type: 'invalid_request_error', message: 'form-encoded bodies only' },
        }),
      );
      return;
    }
    const answer = route(
      req.method ?? 'GET',
      url.pathname,
      parse(body) as Json,
      parse(url.search.slice(1)) as Json,
    );
    res.writeHead(answer.status).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = await startTestApi();
  api.deps.providers.billing = stripeBilling(api.db, { secretKey: 'sk_test_fake', apiBase });
  [admin, user] = await Promise.all([
    api.login('expired@demo.test'),
    api.login('expired-user@demo.test'),
  ]);
});
afterAll(async () => {
  server.close();
  await api.close();
});

const json = async <T>(res: Response, code: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(code);
  return (await res.json()) as T;
};
const post = (path: string, body: unknown, auth = admin, method = 'POST') =>
  api.request(`/api/billing/${admin.account_id}${path}`, { method, auth, json: body });

describe('stripeBilling against a fake Stripe', () => {
  it('is chosen by STRIPE_SECRET_KEY, the local ledger otherwise', () => {
    expect(
      createBilling(api.db, { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: apiBase }).name,
    ).toBe('stripe');
    expect(createBilling(api.db, {}).name).toBe('local');
  });

  it('tells the console to use Stripe’s card form and refuses raw card numbers', async () => {
    const s = await json<BillingDisplaySettings>(
      await api.request(`/api/billing/${admin.account_id}/display_settings`, { auth: admin }),
      200,
    );
    expect(s).toMatchObject({ provider: 'stripe', card_entry: 'stripe_payment_method' });
    const before = state.requests.length;
    const res = await json<{ error: string }>(
      await post('/subscription', {
        plan_code: 'professional',
        location_count: 1,
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' },
      }),
      400,
    );
    expect(res.error).toContain('payment_method_id');
    expect(state.requests.slice(before).some((r) => r.body.includes('4242424242424242'))).toBe(
      false,
    );
  });

  it('previews a first subscription with the setup price', async () => {
    const q = await json<PricingPreview>(
      await post('/pricing_preview', { plan_code: 'professional', location_count: 2 }),
      200,
    );
    expect(q).toMatchObject({
      total_cents: 9800 + 9900,
      setup_amount: 9900,
      prorated_cents: 0,
      unit_cents: 4900,
      recurring_cents: 9800,
      interval: 1,
      interval_unit: 'month',
    });
    const preview = state.requests.find((r) => r.path === '/v1/invoices/create_preview')!;
    expect(parse(preview.body)).toMatchObject({
      subscription_details: { items: [{ price: 'price_pro', quantity: '2' }] },
      invoice_items: [{ price: 'price_setup' }],
    });
  });

  it('declines a card Stripe declines (422) and keeps the account locked', async () => {
    const res = await json<{ error: string }>(
      await post('/subscription', {
        plan_code: 'professional',
        location_count: 1,
        payment_method_id: 'pm_card_chargeDeclined',
      }),
      422,
    );
    expect(res.error).toBe('Your card was declined.');
    expect((await api.request('/api/locations', { auth: admin })).status).toBe(402);
  });

  it('subscribes with a payment method, maps the subscription and reactivates the account', async () => {
    const o = await json<BillingOverview>(
      await post('/subscription', {
        plan_code: 'professional',
        location_count: 1,
        payment_method_id: 'pm_card_visa',
      }),
      200,
    );
    expect(o.provider).toBe('stripe');
    expect(o.account_active).toBe(true);
    expect(o.subscription).toMatchObject({
      plan_code: 'professional',
      plan_name: 'Professional',
      payment_collection_method: 'automatic',
      current_billing_amount_in_cents: 4900,
      interval: 1,
      interval_unit: 'month',
    });
    expect(o.subscription!.id).toMatch(/^sub_/);
    expect(o.card).toEqual({
      brand: 'visa',
      masked_card_number: 'XXXX-XXXX-XXXX-4242',
      last4: '4242',
      expiration_month: 12,
      expiration_year: 2031,
    });
    expect(o.location_count).toBe(1);
    expect((await api.request('/api/locations', { auth: user })).status).toBe(200);
    const customer = [...state.customers.values()].at(-1)!;
    expect(customer.metadata).toEqual({ plaudit_account_id: String(admin.account_id) });
    const row = await api.db
      .selectFrom('billing_accounts')
      .selectAll()
      .where('account_id', '=', admin.account_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      provider: 'stripe',
      customer_ref: customer.id,
      subscription_ref: o.subscription!.id,
      card_last4: null,
    });
    const inv = await json<BillingInvoices>(
      await api.request(`/api/billing/${admin.account_id}/invoices`, { auth: admin }),
      200,
    );
    expect(inv.invoices[0]).toMatchObject({ total_in_cents: 4900 + 9900, status: 'paid' });
    expect(inv.invoices[0]!.id).toMatch(/^PL-/);
    expect(inv.legacy_invoices).toEqual([]);
  });

  it('prorates a change from Stripe’s preview lines and updates the item’s quantity', async () => {
    const q = await json<PricingPreview>(
      await post('/pricing_preview', { plan_code: 'professional', location_count: 3 }),
      200,
    );
    expect(q).toMatchObject({
      prorated_cents: 4900,
      total_cents: 4900,
      setup_amount: 0,
      recurring_cents: 3 * 4900,
    });
    const o = await json<BillingOverview>(
      await post('/subscription', { plan_code: 'professional', location_count: 3 }),
      200,
    );
    expect(o.location_count).toBe(3);
    expect(o.subscription!.current_billing_amount_in_cents).toBe(3 * 4900);
    const update = state.requests
      .filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'))
      .at(-1)!;
    expect(parse(update.body)).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      items: [{ price: 'price_pro', quantity: '3' }],
    });
  });

  it('updates the card through the payment method and buys SMS credits on an invoice', async () => {
    const o = await json<BillingOverview>(
      await post('/payment_card', { payment_method_id: 'pm_card_mastercard' }, admin, 'PUT'),
      200,
    );
    expect(o.card).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      expiration_month: 6,
      expiration_year: 2030,
    });
    const bought = await json<SmsCreditPurchase>(
      await post('/sms_credits', { pack_code: 'sms_500', quantity: 2 }),
      201,
    );
    expect(bought).toMatchObject({
      status: 'completed',
      credits: 1000,
      total_cents: 3000,
      balance: 1000,
    });
    const item = state.requests.filter((r) => r.path === '/v1/invoiceitems').at(-1)!;
    expect(parse(item.body)).toMatchObject({ pricing: { price: 'price_sms500' }, quantity: '2' });
  });

  it('reports a failed SMS purchase when Stripe declines the card', async () => {
    const customer = [...state.customers.values()].at(-1)!;
    (customer.invoice_settings as Json).default_payment_method = 'pm_card_chargeDeclined';
    const res = await json<{ error: string }>(
      await post('/sms_credits', { pack_code: 'sms_500' }),
      422,
    );
    expect(res.error).toBe('Your card was declined.');
    const rows = await api.db
      .selectFrom('sms_credit_purchases')
      .select('status')
      .where('account_id', '=', admin.account_id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['completed', 'failed']);
  });

  it('answers 502 when Stripe cannot be reached', async () => {
    api.deps.providers.billing = stripeBilling(api.db, {
      secretKey: 'sk_test_fake',
      apiBase: 'http://127.0.0.1:9',
    });
    try {
      const res = await json<{ error: string }>(
        await api.request(`/api/billing/${admin.account_id}`, { auth: admin }),
        502,
      );
      expect(res.error).toContain('billing service');
    } finally {
      api.deps.providers.billing = stripeBilling(api.db, { secretKey: 'sk_test_fake', apiBase });
    }
  });
});

describe('stripeBilling during a free trial', () => {
  let trial: Session;
  let trialEnd: Date;
  const at = (path: string) => `/api/billing/${trial.account_id}${path}`;

  beforeAll(async () => {
    // Copper Kettle's running trial, as a business that signed up by itself (no partner bills it).
    const account = await api.db
      .updateTable('accounts')
      .set({ parent_id: null })
      .where('name', '=', 'Copper Kettle Coffee')
      .returning(['id', 'trial_ended_at'])
      .executeTakeFirstOrThrow();
    trialEnd = new Date(account.trial_ended_at!);
    expect(trialEnd.getTime()).toBeGreaterThan(Date.now());
    trial = await api.login('trial@demo.test');
  });

  it('previews nothing due today and the setup with the first month at the trial’s end', async () => {
    const q = await json<PricingPreview>(
      await api.request(at('/pricing_preview'), {
        method: 'POST',
        auth: trial,
        json: { plan_code: 'professional', location_count: 1 },
      }),
      200,
    );
    expect(q).toMatchObject({
      total_cents: 0,
      prorated_cents: 0,
      setup_amount: 9900,
      recurring_cents: 4900,
      next_charge_cents: 9900 + 4900,
      trial_end_date: trialEnd.toISOString().slice(0, 10),
      next_billing_cycle_start_date: trialEnd.toISOString().slice(0, 10),
    });
  });

  it('subscribes with trial_end and the setup as a pending item of that subscription', async () => {
    const before = state.requests.length;
    const o = await json<BillingOverview>(
      await api.request(at('/subscription'), {
        method: 'POST',
        auth: trial,
        json: { plan_code: 'professional', location_count: 1, payment_method_id: 'pm_card_visa' },
      }),
      200,
    );
    const sent = state.requests.slice(before);
    const create = sent.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!;
    const params = parse(create.body) as Json;
    // Stripe's documented format: unix seconds.
    expect(params.trial_end).toBe(String(Math.floor(trialEnd.getTime() / 1000)));
    expect(params.add_invoice_items).toBeUndefined();
    const item = sent.find((r) => r.path === '/v1/invoiceitems')!;
    expect(parse(item.body)).toMatchObject({
      customer: expect.stringMatching(/^cus_/),
      subscription: o.subscription!.id,
      pricing: { price: 'price_setup' },
    });
    expect(o.account_active).toBe(true);
    const endSeconds = Math.floor(trialEnd.getTime() / 1000) * 1000;
    expect(o.subscription).toMatchObject({
      plan_code: 'professional',
      current_billing_amount_in_cents: 4900,
      next_charge_in_cents: 9900 + 4900,
      trial_ends_at: new Date(endSeconds).toISOString(),
      next_assessment_at: new Date(endSeconds).toISOString(),
    });
    // Nothing charged today: only the trial's $0 invoice.
    const inv = await json<BillingInvoices>(
      await api.request(at('/invoices'), { auth: trial }),
      200,
    );
    expect(inv.invoices.map((i) => i.total_in_cents)).toEqual([0]);
  });

  it('changes the plan within the trial without proration, into the first charge', async () => {
    const q = await json<PricingPreview>(
      await api.request(at('/pricing_preview'), {
        method: 'POST',
        auth: trial,
        json: { plan_code: 'professional', location_count: 2 },
      }),
      200,
    );
    expect(q).toMatchObject({
      total_cents: 0,
      prorated_cents: 0,
      setup_amount: 9900,
      next_charge_cents: 9900 + 9800,
      trial_end_date: trialEnd.toISOString().slice(0, 10),
    });
    const o = await json<BillingOverview>(
      await api.request(at('/subscription'), {
        method: 'POST',
        auth: trial,
        json: { plan_code: 'professional', location_count: 2 },
      }),
      200,
    );
    const update = state.requests
      .filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'))
      .at(-1)!;
    expect(parse(update.body)).toMatchObject({ proration_behavior: 'none' });
    expect(o.subscription!.next_charge_in_cents).toBe(9900 + 9800);
    const inv = await json<BillingInvoices>(
      await api.request(at('/invoices'), { auth: trial }),
      200,
    );
    expect(inv.invoices.map((i) => i.total_in_cents)).toEqual([0]);
  });
});
