import {
  type CustomTargetsQuery,
  customTargetsOfLocationQuery,
  customTargetsQuery,
  type LocationCustomTargets,
  type MetricTargetsOfLocation,
  metricTargetsBody,
} from '@plaudit/api-client/schemas';
import type { Hono } from 'hono';
import type { Db } from '../../db/open-database';
import type { AppEnv, AuthContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { halList } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { guard, requirePermission, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { forgetAccountReports } from './cache';
import { loadCustomTargets, loadTargets, TARGET_FIELDS, targetsOnly } from './report';
import type { Targets } from './score';

/**
 * Per-location targets (spec 3 section 7): a location may override the
 * account's target score settings (GET/PUT /metric_targets) with its own.
 *
 * - GET /metric_targets_per_location: every location (paged, group and
 *   location filters) with the targets that apply to it and where they come
 *   from ('location', 'account' or null).
 * - GET /location_custom_targets: the overrides only (paged).
 * - PUT /location_custom_targets/{location_id} sets a location's override
 *   (the body of PUT /metric_targets, validated the same way);
 *   DELETE /location_custom_targets/{location_id} clears it (204).
 * - GET /location_custom_targets_per_location?location_id=: one location with
 *   its override (custom_targets null without one).
 *
 * Reading needs location read (as GET /metric_targets); writing is for
 * administrators with the custom_score setting (as PUT /metric_targets). A
 * location of another account is 404. A write drops the account's cached
 * reports (on every server) so target scores follow at once.
 */
export function requireTargetsEditor(auth: AuthContext) {
  if (auth.userType !== 'administrator' || auth.settings.custom_score !== true) throw forbidden();
}
const requireReport = (auth: AuthContext) => requirePermission(auth, 'location', 'read');

/** The id and name of a location of the account (404 for any other). */
async function accountLocation(db: Db, accountId: number, locationId: number) {
  const row = await db
    .selectFrom('locations')
    .select(['id', 'name'])
    .where('id', '=', locationId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound('Location');
  return row;
}

/** The account's locations matching the filters, by name, one page and the total. */
async function locationsPage(db: Db, accountId: number, q: CustomTargetsQuery, onlyCustom = false) {
  let base = db.selectFrom('locations as l').where('l.account_id', '=', accountId);
  if (q.location_id !== undefined) base = base.where('l.id', '=', q.location_id);
  if (q.group_id !== undefined)
    base = base.where('l.id', 'in', (eb) =>
      eb
        .selectFrom('group_locations')
        .select('location_id')
        .where('group_id', '=', q.group_id!)
        .where('account_id', '=', accountId),
    );
  if (onlyCustom)
    base = base.where('l.id', 'in', (eb) =>
      eb
        .selectFrom('location_custom_targets')
        .select('location_id')
        .where('account_id', '=', accountId),
    );
  const [rows, count] = await Promise.all([
    base
      .select(['l.id', 'l.name'])
      .orderBy('l.name')
      .orderBy('l.id')
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

type CustomRow = Targets & {
  account_id: number;
  location_id: number;
  created_by_user_id: number | null;
  updated_at: Date | string;
};
const customOut = (row: CustomRow, name: string): LocationCustomTargets => ({
  ...targetsOnly(row),
  account_id: row.account_id,
  location_id: row.location_id,
  location_name: name,
  created_by_user_id: row.created_by_user_id,
  updated_at: new Date(row.updated_at).toISOString(),
});

export function customTargetsRoutes(signedIn: () => Hono<AppEnv>) {
  const metricTargetsPerLocation = signedIn();
  const locationCustomTargets = signedIn();
  const locationCustomTargetsPerLocation = signedIn();

  metricTargetsPerLocation.get(
    '/',
    describeRoute({
      returns: 'MetricTargetsOfLocation',
      summary: 'The targets that apply to each location (its own or the account’s)',
      list: 'metric_targets_per_location',
    }),
    guard(requireReport),
    input('query', customTargetsQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      const db = c.var.deps.db;
      const [{ rows, total }, account, custom] = await Promise.all([
        locationsPage(db, accountId, q),
        loadTargets(db, accountId),
        loadCustomTargets(db, accountId),
      ]);
      const items: MetricTargetsOfLocation[] = rows.map((l) => {
        const own = custom.get(l.id);
        const t = own ?? account;
        const values = t ? targetsOnly(t) : emptyTargets();
        return {
          location_id: l.id,
          location_name: l.name,
          ...values,
          source: own ? 'location' : account ? 'account' : null,
        };
      });
      return c.json(
        halList(c.req.url, 'metric_targets_per_location', items, total, q.page, q.per_page),
      );
    },
  );

  locationCustomTargets.get(
    '/',
    describeRoute({
      returns: 'LocationCustomTargets',
      summary: 'The locations with their own targets',
      list: 'location_custom_targets',
    }),
    guard(requireReport),
    input('query', customTargetsQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      const db = c.var.deps.db;
      const [{ rows, total }, custom] = await Promise.all([
        locationsPage(db, accountId, q, true),
        loadCustomTargets(db, accountId),
      ]);
      const items = rows.map((l) => customOut(custom.get(l.id) as CustomRow, l.name));
      return c.json(
        halList(c.req.url, 'location_custom_targets', items, total, q.page, q.per_page),
      );
    },
  );

  locationCustomTargets.put(
    '/:location_id',
    describeRoute({
      returns: 'LocationCustomTargets',
      summary: "Set a location's own targets (administrators, with custom_score)",
    }),
    guard(requireTargetsEditor),
    input('json', metricTargetsBody),
    async (c) => {
      const auth = c.var.auth;
      const locationId = readId(c, 'location_id');
      const body = c.req.valid('json');
      const db = c.var.deps.db;
      const location = await accountLocation(db, auth.accountId, locationId);
      const values = {
        ...Object.fromEntries(
          TARGET_FIELDS.flatMap((f) => [
            [f, body[f] ?? null],
            [`${f}_weight`, body[`${f}_weight`]],
          ]),
        ),
        created_by_user_id: auth.userId,
        updated_at: new Date(),
      };
      const row = await db
        .insertInto('location_custom_targets')
        .values({ ...values, account_id: auth.accountId, location_id: locationId })
        .onConflict((oc) => oc.column('location_id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      forgetAccountReports(c.var.deps.db, auth.accountId);
      return c.json(customOut(row, location.name));
    },
  );

  locationCustomTargets.delete(
    '/:location_id',
    describeRoute({
      summary: "Clear a location's own targets: it follows the account's again",
      status: 204,
    }),
    guard(requireTargetsEditor),
    async (c) => {
      const auth = c.var.auth;
      const locationId = readId(c, 'location_id');
      const db = c.var.deps.db;
      await accountLocation(db, auth.accountId, locationId);
      const gone = await db
        .deleteFrom('location_custom_targets')
        .where('location_id', '=', locationId)
        .where('account_id', '=', auth.accountId)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw notFound('Custom targets');
      forgetAccountReports(c.var.deps.db, auth.accountId);
      return c.body(null, 204);
    },
  );

  locationCustomTargetsPerLocation.get(
    '/',
    describeRoute({
      returns: 'LocationCustomTargetsOfLocation',
      summary: "One location's own targets (custom_targets null without)",
    }),
    guard(requireReport),
    input('query', customTargetsOfLocationQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      const db = c.var.deps.db;
      const location = await accountLocation(db, accountId, q.location_id);
      const row = await db
        .selectFrom('location_custom_targets')
        .selectAll()
        .where('location_id', '=', location.id)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return c.json({
        location_id: location.id,
        location_name: location.name,
        custom_targets: row ? customOut(row, location.name) : null,
      });
    },
  );

  return { metricTargetsPerLocation, locationCustomTargets, locationCustomTargetsPerLocation };
}

function emptyTargets(): Targets {
  return Object.fromEntries(
    TARGET_FIELDS.flatMap((f) => [
      [f, null],
      [`${f}_weight`, 0],
    ]),
  ) as Targets;
}
