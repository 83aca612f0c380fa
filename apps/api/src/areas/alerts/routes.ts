import {
  type Alert,
  type AlertUnsubscribe,
  alertCreateBody,
  alertListQuery,
  alertUpdateBody,
  PHONE_FOR_SMS,
  SMS_INSTANT_ONLY,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { signToken, verifyToken } from '../../db/signing';
import { authenticate, loadSettings } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { can } from '../../http/derive-permissions';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { halList, likeContains, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { requireSources } from '../sources/require-sources';

export const SMS_ALERTS_OFF = 'SMS alerts are not part of this account’s plan.';
const UNSUBSCRIBE_TTL_MS = 400 * 24 * 3600_000;

/** People who manage users manage everyone's alerts; others only their own. */
const managesOthers = (auth: AuthContext) => can(auth.permissions, 'user', 'update');

const alertsOf = (db: Db, auth: AuthContext) => {
  let q = db
    .selectFrom('alerts as al')
    .innerJoin('users as u', 'u.id', 'al.user_id')
    .where('al.account_id', '=', auth.accountId);
  if (!managesOthers(auth)) q = q.where('al.user_id', '=', auth.userId);
  return q;
};

const withColumns = (q: ReturnType<typeof alertsOf>) =>
  q.selectAll('al').select('u.name as user_name');
type AlertRow = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

const serializeAlert = (r: AlertRow): Alert => ({
  id: r.id,
  account_id: r.account_id,
  user_id: r.user_id,
  user_name: r.user_name,
  name: r.name,
  max_rating: r.max_rating,
  include_no_rating: r.include_no_rating,
  source_ids: r.source_ids.map(Number),
  location_ids: r.location_ids.map(Number),
  group_ids: r.group_ids.map(Number),
  keywords: r.keywords,
  frequency: r.frequency as Alert['frequency'],
  channels: r.channels as Alert['channels'],
  phone: r.phone,
  enabled: r.enabled,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

async function findAlert(db: Db, auth: AuthContext, id: number) {
  const row = await withColumns(alertsOf(db, auth)).where('al.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Alert');
  return row;
}

/** 404 unless every id is one of the account's rows in `table`. */
async function requireOwn(
  db: Db,
  accountId: number,
  table: 'locations' | 'groups',
  ids: readonly number[],
  label: string,
) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', wanted)
    .execute();
  if (found.length !== wanted.length) throw notFound(label);
}

/** The recipient: the caller, or (for those who manage users) a user of the account. */
async function requireRecipient(db: Db, auth: AuthContext, userId: number | undefined) {
  if (userId === undefined || userId === auth.userId) return auth.userId;
  if (!managesOthers(auth)) throw forbidden('You can only manage your own alerts.');
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('account_id', '=', auth.accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound('User');
  return user.id;
}

async function checkFilters(
  c: { var: { deps: { db: Db }; auth: AuthContext } },
  body: {
    source_ids?: number[];
    location_ids?: number[];
    group_ids?: number[];
    channels?: string[];
  },
) {
  const { db } = c.var.deps;
  const accountId = c.var.auth.accountId;
  if (body.source_ids) await requireSources(db, body.source_ids);
  if (body.location_ids)
    await requireOwn(db, accountId, 'locations', body.location_ids, 'Location');
  if (body.group_ids) await requireOwn(db, accountId, 'groups', body.group_ids, 'Group');
  if (body.channels?.includes('sms')) {
    const settings = await loadSettings(db, accountId);
    if (settings.sms_alerts !== true) throw forbidden(SMS_ALERTS_OFF);
  }
}

const dedupe = <T>(xs: T[]) => [...new Set(xs)];

/** /alerts: who hears about which arriving reviews, how and how often. */
export function alertsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'Alert', list: 'alerts' }),
    allow('alert', 'read'),
    input('query', alertListQuery),
    async (c) => {
      const q = c.req.valid('query');
      let base = alertsOf(c.var.deps.db, c.var.auth);
      if (q.user_id !== undefined) base = base.where('al.user_id', '=', q.user_id);
      if (q.keywords) base = base.where('al.name', 'ilike', likeContains(q.keywords));
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'created_at';
      const sorted = withColumns(base)
        .orderBy(by === 'name' ? sql`lower(al.name)` : sql`al.created_at`, q.sort?.order ?? 'asc')
        .orderBy('al.id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(c.req.url, 'alerts', rows.map(serializeAlert), total, q.page, q.per_page),
      );
    },
  );

  app.get('/:id', describeRoute({ returns: 'Alert' }), allow('alert', 'read'), async (c) =>
    c.json(serializeAlert(await findAlert(c.var.deps.db, c.var.auth, readId(c)))),
  );

  app.post(
    '/',
    describeRoute({ returns: 'Alert', status: 201 }),
    allow('alert', 'update'),
    input('json', alertCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const userId = await requireRecipient(db, auth, body.user_id);
      await checkFilters(c, body);
      const row = await db
        .insertInto('alerts')
        .values({
          account_id: auth.accountId,
          user_id: userId,
          name: body.name,
          max_rating: body.max_rating,
          include_no_rating: body.include_no_rating,
          source_ids: dedupe(body.source_ids),
          location_ids: dedupe(body.location_ids),
          group_ids: dedupe(body.group_ids),
          keywords: dedupe(body.keywords),
          frequency: body.frequency,
          channels: dedupe(body.channels),
          phone: body.phone,
          enabled: body.enabled,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return c.json(serializeAlert(await findAlert(db, auth, row.id)), 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'Alert' }),
    allow('alert', 'update'),
    input('json', alertUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const current = await findAlert(db, auth, id);
      const userId =
        body.user_id === undefined ? undefined : await requireRecipient(db, auth, body.user_id);
      await checkFilters(c, body);
      const channels = body.channels ?? current.channels;
      const phone = body.phone === undefined ? current.phone : body.phone;
      if (channels.includes('sms') && !phone) throw badRequest(PHONE_FOR_SMS);
      if (channels.includes('sms') && (body.frequency ?? current.frequency) === 'daily')
        throw badRequest(SMS_INSTANT_ONLY);
      const { user_id: _, ...rest } = body;
      await db
        .updateTable('alerts')
        .set({
          ...rest,
          ...(userId !== undefined ? { user_id: userId } : {}),
          ...(body.source_ids ? { source_ids: dedupe(body.source_ids) } : {}),
          ...(body.location_ids ? { location_ids: dedupe(body.location_ids) } : {}),
          ...(body.group_ids ? { group_ids: dedupe(body.group_ids) } : {}),
          ...(body.keywords ? { keywords: dedupe(body.keywords) } : {}),
          ...(body.channels ? { channels: dedupe(body.channels) } : {}),
          // A digest switched on starts with what arrives from now on.
          ...(body.frequency === 'daily' && current.frequency !== 'daily'
            ? { digest_sent_at: new Date() }
            : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .execute();
      return c.json(serializeAlert(await findAlert(db, auth, id)));
    },
  );

  app.delete('/:id', describeRoute({ status: 204 }), allow('alert', 'update'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const { db } = c.var.deps;
    await findAlert(db, auth, id);
    await db
      .deleteFrom('alerts')
      .where('id', '=', id)
      .where('account_id', '=', auth.accountId)
      .execute();
    return c.body(null, 204);
  });

  return app;
}

/** The signed token of an alert's unsubscribe link. */
export function alertUnsubscribeToken(db: Db, alertId: number) {
  return signToken(db, `alert-unsubscribe:${alertId}`, Date.now() + UNSUBSCRIBE_TTL_MS);
}

/** /unsubscribe/alerts/{id}?token=...: no login; switches the alert off. */
export function alertUnsubscribeRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/alerts/:id', describeRoute({ returns: 'AlertUnsubscribe' }), async (c) => {
    const id = readId(c);
    const { db } = c.var.deps;
    const token = c.req.query('token') ?? '';
    if (!(await verifyToken(db, `alert-unsubscribe:${id}`, token))) throw notFound('Alert');
    const row = await db
      .updateTable('alerts')
      .set({ enabled: false, updated_at: new Date() })
      .where('id', '=', id)
      .returning(['id', 'name', 'user_id', 'account_id'])
      .executeTakeFirst();
    if (!row) throw notFound('Alert');
    const user = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', row.user_id)
      .where('account_id', '=', row.account_id)
      .executeTakeFirst();
    const answer: AlertUnsubscribe = {
      alert: { id: row.id, name: row.name },
      email: user?.email ?? null,
      unsubscribed: true,
    };
    return c.json(answer);
  });
  return app;
}
