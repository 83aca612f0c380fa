import type { RequestUnsubscribe } from '@plaudit/api-client/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { readId } from '../../http/validate';
import { verifyUnsubscribe } from './request-links';

/** The recipient a signed unsubscribe link names, with the address it would block. */
async function findRequest(c: Context<AppEnv>) {
  const id = readId(c);
  const { db } = c.var.deps;
  if (!(await verifyUnsubscribe(db, id, c.req.query('token') ?? ''))) throw notFound('Request');
  const row = await db
    .selectFrom('campaign_recipients as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .innerJoin('locations as l', 'l.id', 'c.location_id')
    .select([
      'r.id',
      'r.account_id',
      'r.email',
      'r.phone',
      'c.request_type',
      'l.name',
      'l.public_name',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Request');
  const address = row.request_type === 'sms' ? row.phone : row.email?.toLowerCase();
  return { row, address: address ?? row.email?.toLowerCase() ?? row.phone ?? null };
}

async function answer(c: Context<AppEnv>, found: Awaited<ReturnType<typeof findRequest>>) {
  const { row, address } = found;
  const blocked = address
    ? await c.var.deps.db
        .selectFrom('do_not_contact')
        .select('address')
        .where('account_id', '=', row.account_id)
        .where('address', '=', address)
        .executeTakeFirst()
    : undefined;
  const body: RequestUnsubscribe = {
    request_id: row.id,
    request_email: row.email ?? row.phone,
    request_location_name: row.name,
    public_name: row.public_name || row.name,
    unsubscribed: Boolean(blocked),
  };
  return c.json(body);
}

/**
 * /unsubscribe/requests/{id}?token=: the signed link in every review request. GET says what
 * it is about; POST puts the address on the account's do-not-contact list (no later campaign
 * of the account sends to it, and uploads skip it).
 */
export function requestUnsubscribeRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/requests/:id', describeRoute({ returns: 'RequestUnsubscribe' }), async (c) =>
    answer(c, await findRequest(c)),
  );
  app.post('/requests/:id', describeRoute({ returns: 'RequestUnsubscribe' }), async (c) => {
    const found = await findRequest(c);
    if (found.address)
      await c.var.deps.db
        .insertInto('do_not_contact')
        .values({ account_id: found.row.account_id, address: found.address })
        .onConflict((oc) => oc.columns(['account_id', 'address']).doNothing())
        .execute();
    return answer(c, found);
  });
  return app;
}
