import {
  EXPORT_WEEKDAYS,
  type ExportWeekday,
  SCHEDULED_EXPORT_TYPES,
  type ScheduledExport,
  type ScheduledExportCreateBody,
  type ScheduledExportType,
  type ScheduledExportUpdateBody,
  scheduledDateLegend,
  scheduledExportCreateBody,
  scheduledExportListQuery,
  scheduledExportUpdateBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { NewRow, Row } from '../../db/database';
import type { Db } from '../../db/open-database';
import { signToken, verifyToken } from '../../db/signing';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, guard, requirePermission, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { checkExportAllowed, parseExportFilters } from '../exports/routes';
import { isTimeZone, nextRunAt } from './schedule';

const UNSUBSCRIBE_TTL_MS = 400 * 24 * 3600_000;

const weekdayNumber = (w: ExportWeekday | number | undefined, fallback = 0) =>
  w === undefined ? fallback : typeof w === 'number' ? w : EXPORT_WEEKDAYS.indexOf(w);

async function recipientEmails(db: Db, accountId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}

async function serialize(db: Db, rows: Row<'scheduled_exports'>[]): Promise<ScheduledExport[]> {
  const byAccount = new Map<number, Map<number, string>>();
  for (const r of rows) {
    const have = byAccount.get(r.account_id) ?? new Map();
    byAccount.set(r.account_id, have);
  }
  for (const [accountId] of byAccount) {
    const ids = [...new Set(rows.flatMap((r) => r.recipient_user_ids))];
    byAccount.set(accountId, await recipientEmails(db, accountId, ids));
  }
  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
  return rows.map((r) => {
    const emails = byAccount.get(r.account_id)!;
    const ids = r.recipient_user_ids.filter((id) => emails.has(id));
    return {
      id: r.id,
      account_id: r.account_id,
      display_name: r.display_name,
      export_type: r.export_type as ScheduledExportType,
      export_type_label:
        SCHEDULED_EXPORT_TYPES[r.export_type as ScheduledExportType] ?? r.export_type,
      resource_id: r.resource_id,
      filters: (typeof r.filters === 'string' ? JSON.parse(r.filters) : r.filters) as Record<
        string,
        unknown
      >,
      date_range_legend: r.date_range_legend as ScheduledExport['date_range_legend'],
      recipient_user_ids: ids,
      recipient_emails: ids.map((id) => emails.get(id)!),
      email_frequency: r.email_frequency,
      email_subject: r.email_subject,
      email_body: r.email_body,
      scheduled_time: r.scheduled_time,
      weekday: EXPORT_WEEKDAYS[r.weekday]!,
      day_of_month: r.day_of_month,
      time_zone: r.time_zone,
      next_run_at: iso(r.next_run_at)!,
      last_sent_at: iso(r.last_sent_at),
      created_by_user_id: r.created_by_user_id,
      created_at: iso(r.created_at)!,
      updated_at: iso(r.updated_at)!,
    };
  });
}

/** Admins see every scheduled export of the account; other users only those they created. */
function visibleTo(db: Db, auth: AuthContext) {
  let q = db.selectFrom('scheduled_exports').where('account_id', '=', auth.accountId);
  if (auth.userType !== 'administrator') q = q.where('created_by_user_id', '=', auth.userId);
  return q;
}

async function findVisible(db: Db, auth: AuthContext, id: number) {
  const row = await visibleTo(db, auth).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Scheduled export');
  return row;
}

/** Recipients must be users of the account, matched by e-mail (or given by id). */
async function resolveRecipients(
  db: Db,
  accountId: number,
  emails: string[] = [],
  ids: number[] = [],
): Promise<number[]> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(emails.length
          ? [
              eb(
                sql`lower(email)`,
                'in',
                emails.map((e) => e.toLowerCase()),
              ),
            ]
          : []),
        ...(ids.length ? [eb('id', 'in', ids)] : []),
        eb.val(false),
      ]),
    )
    .execute();
  const byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u.id]));
  const known = new Set(users.map((u) => u.id));
  for (const e of emails)
    if (!byEmail.has(e.toLowerCase())) throw badRequest(`${e} is not a user of this account`);
  for (const id of ids) if (!known.has(id)) throw badRequest(`User ${id} is not in this account`);
  const out = [...emails.map((e) => byEmail.get(e.toLowerCase())!), ...ids];
  return [...new Set(out)];
}

/** Checks a create or update against spec 1 section 5 and returns the columns to store. */
async function toColumns(
  db: Db,
  auth: AuthContext,
  body: ScheduledExportCreateBody | ScheduledExportUpdateBody,
  current?: Row<'scheduled_exports'>,
) {
  const exportType = body.export_type ?? (current?.export_type as ScheduledExportType);
  const cols: Record<string, unknown> = {};
  if (body.export_type !== undefined || body.filters !== undefined) {
    const raw =
      body.filters ??
      ((typeof current?.filters === 'string'
        ? JSON.parse(current.filters)
        : current?.filters) as Record<string, unknown>);
    let parsed: ReturnType<typeof parseExportFilters>;
    try {
      parsed = parseExportFilters(exportType, raw ?? {});
    } catch (e) {
      if (e instanceof Error && /not available/.test(e.message))
        throw badRequest(
          `Scheduled exports of ${SCHEDULED_EXPORT_TYPES[exportType]} are not available yet`,
        );
      throw e;
    }
    requirePermission(auth, parsed.exporter.permission, 'read');
    await parsed.exporter.check?.(db, auth.accountId, parsed.filters, auth);
    cols.export_type = exportType;
    cols.filters = JSON.stringify(parsed.filters);
  }
  if (body.date_range_legend !== undefined || body.filters?.dateDescriptor !== undefined) {
    const date = scheduledDateLegend(body);
    if ('error' in date) throw badRequest(date.error);
    cols.date_range_legend = date.legend;
  }
  if (body.recipient_emails !== undefined || body.recipient_user_ids !== undefined) {
    const ids = await resolveRecipients(
      db,
      auth.accountId,
      body.recipient_emails,
      body.recipient_user_ids,
    );
    if (ids.length === 0) throw badRequest('At least one recipient is required');
    cols.recipient_user_ids = ids;
  }
  if (body.time_zone !== undefined && !isTimeZone(body.time_zone))
    throw badRequest('time_zone is not a valid time zone');
  if (body.display_name !== undefined) cols.display_name = body.display_name;
  if (body.resource_id !== undefined) cols.resource_id = body.resource_id;
  if (body.email_subject !== undefined || body.display_name !== undefined)
    cols.email_subject = body.email_subject || body.display_name || current?.email_subject;
  if (body.email_body !== undefined) cols.email_body = body.email_body;
  for (const k of ['email_frequency', 'scheduled_time', 'day_of_month', 'time_zone'] as const)
    if (body[k] !== undefined) cols[k] = body[k];
  if (body.weekday !== undefined) cols.weekday = weekdayNumber(body.weekday);
  const schedule = {
    email_frequency: (cols.email_frequency ?? current?.email_frequency) as 'daily',
    scheduled_time: (cols.scheduled_time ?? current?.scheduled_time) as string,
    weekday: (cols.weekday ?? current?.weekday ?? 0) as number,
    day_of_month: (cols.day_of_month ?? current?.day_of_month ?? 1) as number,
    time_zone: (cols.time_zone ?? current?.time_zone ?? 'UTC') as string,
  };
  cols.next_run_at = nextRunAt(schedule, new Date());
  return cols;
}

export function scheduledExportsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'ScheduledExport',
      list: 'scheduled_exports',
    }),
    allow('scheduled_export', 'read'),
    input('query', scheduledExportListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      let base = visibleTo(db, auth);
      if (q.export_type?.length) base = base.where('export_type', 'in', q.export_type);
      if (q.created_by_user_id !== undefined)
        base = base.where('created_by_user_id', '=', q.created_by_user_id);
      if (q.keywords)
        base = base.where(
          'display_name',
          'ilike',
          `%${q.keywords.replace(/[\\%_]/g, (m) => `\\${m}`)}%`,
        );
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'display_name';
      const order = q.sort?.order ?? 'asc';
      const sorted = base
        .selectAll()
        .orderBy(by === 'display_name' ? sql`lower(display_name)` : sql.ref(by), order)
        .orderBy('id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(
          c.req.url,
          'scheduled_exports',
          await serialize(db, rows),
          total,
          q.page,
          q.per_page,
        ),
      );
    },
  );

  app.get(
    '/:id',
    describeRoute({ returns: 'ScheduledExport' }),
    allow('scheduled_export', 'read'),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const { db } = c.var.deps;
      const [out] = await serialize(db, [await findVisible(db, auth, id)]);
      return c.json(out);
    },
  );

  app.post(
    '/',
    describeRoute({ returns: 'ScheduledExport', status: 201 }),
    allow('scheduled_export', 'create'),
    guard(checkExportAllowed),
    input('json', scheduledExportCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const cols = await toColumns(db, auth, body);
      const row = await db
        .insertInto('scheduled_exports')
        .values({
          ...(cols as object),
          account_id: auth.accountId,
          created_by_user_id: auth.userId,
          display_name: body.display_name,
          export_type: body.export_type,
          date_range_legend: cols.date_range_legend as string,
          email_frequency: body.email_frequency,
          email_subject: (cols.email_subject as string) ?? body.display_name,
          scheduled_time: body.scheduled_time,
          next_run_at: cols.next_run_at as Date,
        } as NewRow<'scheduled_exports'>)
        .returningAll()
        .executeTakeFirstOrThrow();
      const [out] = await serialize(db, [row]);
      return c.json(out, 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'ScheduledExport' }),
    allow('scheduled_export', 'update'),
    guard(checkExportAllowed),
    input('json', scheduledExportUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const current = await findVisible(db, auth, id);
      const cols = await toColumns(db, auth, body, current);
      const row = await db
        .updateTable('scheduled_exports')
        .set({ ...(cols as Record<string, never>), updated_at: new Date() })
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .returningAll()
        .executeTakeFirstOrThrow();
      const [out] = await serialize(db, [row]);
      return c.json(out);
    },
  );

  app.delete(
    '/:id',
    describeRoute({ status: 204 }),
    allow('scheduled_export', 'delete'),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const { db } = c.var.deps;
      await findVisible(db, auth, id);
      await db
        .deleteFrom('scheduled_exports')
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .execute();
      return c.body(null, 204);
    },
  );

  return app;
}

/** The signed token of a recipient's unsubscribe link: `<user id>.<signature>`. */
export async function unsubscribeToken(db: Db, exportId: number, userId: number) {
  const signed = await signToken(
    db,
    `unsubscribe:${exportId}:${userId}`,
    Date.now() + UNSUBSCRIBE_TTL_MS,
  );
  return `${userId}.${signed}`;
}

/** /unsubscribe/scheduled_exports/{id}?token=...: no login; removes that recipient. */
export function unsubscribeRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/scheduled_exports/:id',
    describeRoute({ returns: 'ScheduledExportUnsubscribe' }),
    async (c) => {
      const id = readId(c);
      const { db } = c.var.deps;
      const m = /^(\d{1,9})\.(.+)$/.exec(c.req.query('token') ?? '');
      const userId = m ? Number(m[1]) : 0;
      if (!m || !(await verifyToken(db, `unsubscribe:${id}:${userId}`, m[2]!)))
        throw notFound('Scheduled export');
      const row = await db
        .selectFrom('scheduled_exports')
        .select(['id', 'account_id', 'display_name'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound('Scheduled export');
      await db
        .updateTable('scheduled_exports')
        .set({ recipient_user_ids: sql`array_remove(recipient_user_ids, ${userId}::integer)` })
        .where('id', '=', id)
        .where('account_id', '=', row.account_id)
        .execute();
      const user = await db
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .where('account_id', '=', row.account_id)
        .executeTakeFirst();
      return c.json({
        scheduled_export: { id: row.id, display_name: row.display_name },
        email: user?.email ?? null,
        unsubscribed: true,
      });
    },
  );
  return app;
}
