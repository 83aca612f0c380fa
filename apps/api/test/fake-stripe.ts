import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'qs';
import {
  CARDS,
  cardError,
  defaultCardOf,
  invoice,
  itemLine,
  type Json,
  line,
  list,
  newId,
  now,
  PRICES,
  paymentMethod,
  pendingLines,
  priceById,
  resetState,
  state,
  subscriptionItem,
} from './fake-stripe-objects';

/** The fake's answer to one Stripe request (its objects in `fake-stripe-objects.ts`). */
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

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let b = '';
    req.on('data', (c) => {
      b += c;
    });
    req.on('end', () => resolve(b));
  });

/**
 * Starts the fake Stripe on a loopback port, its records emptied, answering the secret key
 * `sk_test_fake` only and form-encoded POST bodies only, as Stripe does.
 */
export async function startFakeStripe() {
  resetState();
  const server = createServer(async (req, res) => {
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
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { apiBase, state, close: () => server.close() };
}
