import {
  LAST_LOCATION_ERROR,
  type LocationCreateBody,
  type LocationListQuery,
  type LocationUpdateBody,
  locationCreateBody,
  locationListQuery,
  locationSaveBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { type CompiledQuery, sql } from 'kysely';
import type { NewRow } from '../../db/database';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { offsetOf } from '../../http/hal';
import { halList, likeContains } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { applySourceOverrides } from '../location-source-overrides/store';
import { applySpecialHoursChanges } from '../special-hours/store';
import {
  locationRelations,
  locationsOf,
  selectLocations,
  serializeLocations,
  toLocation,
  withLocationColumns,
} from './serialize-location';

/** Locations a trial account may have. */
export const TRIAL_LOCATION_LIMIT = 1;

async function findLocation(db: Db, accountId: number, id: number) {
  const row = await selectLocations(db, accountId).where('l.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Location');
  return row;
}

/** Country, state (of that country) and category must exist. */
async function checkReferences(
  db: Db,
  body: LocationUpdateBody,
  current?: { country_id: number | null },
) {
  const countryId = body.country_id ?? current?.country_id ?? undefined;
  if (body.country_id !== undefined) {
    const country = await db
      .selectFrom('countries')
      .select('id')
      .where('id', '=', body.country_id)
      .executeTakeFirst();
    if (!country) throw badRequest('Country is not valid');
  }
  if (body.state_id !== undefined) {
    const state = await db
      .selectFrom('states')
      .select(['id', 'country_id'])
      .where('id', '=', body.state_id)
      .executeTakeFirst();
    if (!state) throw badRequest('State is not valid');
    if (countryId !== undefined && state.country_id !== countryId)
      throw badRequest('State is not in the chosen country');
  }
  if (body.category_id) {
    const cat = await db
      .selectFrom('categories')
      .select('id')
      .where('id', '=', body.category_id)
      .executeTakeFirst();
    if (!cat) throw badRequest('Category is not valid');
  }
}

/** Only administrators see and edit the Google Place ID. */
function checkPlaceId(auth: AuthContext, body: LocationUpdateBody, current: string | null = null) {
  if (
    body.google_place_id !== undefined &&
    body.google_place_id !== current &&
    auth.userType !== 'administrator'
  )
    throw forbidden('Only administrators can change the Google Place ID.');
}

function toColumns(body: LocationCreateBody | LocationUpdateBody): Partial<NewRow<'locations'>> {
  const { remove_hours, industry_ids, hours, website, ...rest } = body;
  const cols: Partial<NewRow<'locations'>> = { ...rest };
  if (website !== undefined) cols.website = website === '' ? null : website;
  if (industry_ids) cols.npi_numbers = industry_ids.npi_numbers;
  if (remove_hours) cols.hours = null;
  else if (hours !== undefined) cols.hours = hours === null ? null : JSON.stringify(hours);
  return cols;
}

/** The location list's filters (GET /locations and the locations export). */
export function filterLocations(db: Db, accountId: number, q: LocationListQuery) {
  let base = locationsOf(db, accountId);
  if (q.group_id !== undefined) {
    const gid = q.group_id;
    base = base.where('l.id', 'in', (eb) =>
      eb
        .selectFrom('group_locations')
        .select('location_id')
        .where('group_id', '=', gid)
        .where('account_id', '=', accountId),
    );
  }
  if (q.location_ids?.length) base = base.where('l.id', 'in', q.location_ids);
  if (q.open_status) base = base.where('l.open_status', '=', q.open_status);
  if (q.keywords) {
    const k = likeContains(q.keywords);
    base = base.where((eb) =>
      eb.or([
        eb('l.name', 'ilike', k),
        eb('l.public_name', 'ilike', k),
        eb('l.city', 'ilike', k),
        eb('l.external_id', 'ilike', k),
      ]),
    );
  }
  return base;
}

/**
 * A page of locations, one statement, one round trip: the page's rows with their names, groups
 * and directories (locationRelations), and the count as a column beside them. (Four queries on
 * two round trips before: each query a pool checkout, a Kysely compile, a parse and plan in
 * PostgreSQL and a socket write; see the README's figures.) The page's ids come from the
 * locations table alone (an index scan for the usual sorts); only those rows are joined to the
 * names. With the joins in the paged query a deep page ran them for every skipped row (page 300
 * of 10,000: 11 ms -> 1.4 ms).
 */
function locationPage(
  db: Db,
  base: ReturnType<typeof filterLocations>,
  accountId: number,
  q: LocationListQuery,
  limit: number,
  offset: number,
) {
  const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
  const by = `l.${q.sort?.by ?? 'name'}` as const;
  const order = q.sort?.order ?? 'asc';
  const pageIds = base
    .select('l.id')
    .orderBy(by, order)
    .orderBy('l.id')
    .limit(limit)
    .offset(offset);
  return withLocationColumns(
    locationsOf(db, accountId).where('l.id', 'in', (eb) =>
      eb.selectFrom(pageIds.as('p')).select('p.id'),
    ),
  )
    .select([count.as('total'), ...locationRelations(sql.ref('l.id'))])
    .orderBy(by, order)
    .orderBy('l.id');
}

type PageRow = Awaited<ReturnType<ReturnType<typeof locationPage>['execute']>>[number];

/** No filter narrows the list: only the sort and the page vary. */
const isUnfiltered = (q: LocationListQuery) =>
  q.group_id === undefined && !q.location_ids?.length && !q.open_status && !q.keywords;

/**
 * Stand for a request's values in a statement compiled once: numbers no request can carry
 * (far below any id, limit or offset), which each run swaps for the request's own.
 */
const SLOTS = {
  account: Number.MIN_SAFE_INTEGER,
  limit: Number.MIN_SAFE_INTEGER + 1,
  offset: Number.MIN_SAFE_INTEGER + 2,
} as const;

/** The unfiltered page's statement per database and sort, compiled once (building and
 * compiling the statement was the larger part of the list's own CPU time per request). */
const unfilteredPages = new WeakMap<Db, Map<string, CompiledQuery<PageRow>>>();

async function runUnfilteredPage(db: Db, accountId: number, q: LocationListQuery, offset: number) {
  const key = `${q.sort?.by ?? 'name'} ${q.sort?.order ?? 'asc'}`;
  let byKey = unfilteredPages.get(db);
  if (!byKey) {
    byKey = new Map();
    unfilteredPages.set(db, byKey);
  }
  let compiled = byKey.get(key);
  if (!compiled) {
    compiled = locationPage(
      db,
      filterLocations(db, SLOTS.account, { ...q, page: 1 }),
      SLOTS.account,
      q,
      SLOTS.limit,
      SLOTS.offset,
    ).compile();
    byKey.set(key, compiled);
  }
  const values = new Map<unknown, number>([
    [SLOTS.account, accountId],
    [SLOTS.limit, q.per_page],
    [SLOTS.offset, offset],
  ]);
  const parameters = compiled.parameters.map((p) => values.get(p) ?? p);
  return (await db.executeQuery<PageRow>({ ...compiled, parameters })).rows;
}

export function locationsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'Location', list: 'locations' }),
    allow('location', 'read'),
    input('query', locationListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const { db } = c.var.deps;
      const offset = offsetOf(q.page, q.per_page);
      // A page without filters (the usual list) runs a statement compiled once per sort;
      // with filters the statement is built for the request.
      const rows = isUnfiltered(q)
        ? await runUnfilteredPage(db, auth.accountId, q, offset)
        : await locationPage(
            db,
            filterLocations(db, auth.accountId, q),
            auth.accountId,
            q,
            q.per_page,
            offset,
          ).execute();
      // An empty page says nothing of the total: page 1 empty is 0, a page past the end counts
      // (on the locations table alone; the joins only add the names).
      const countAll = () =>
        filterLocations(db, auth.accountId, q)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirst();
      const total = rows[0]?.total ?? (q.page === 1 ? 0 : ((await countAll())?.total ?? 0));
      return c.json(
        halList(
          c.req.url,
          'locations',
          rows.map((r) => toLocation(r, r.group_ids, r.directories)),
          Number(total),
          q.page,
          q.per_page,
        ),
      );
    },
  );

  app.get('/:id', describeRoute({ returns: 'Location' }), allow('location', 'read'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const { db } = c.var.deps;
    const [location] = await serializeLocations(db, [await findLocation(db, auth.accountId, id)]);
    return c.json(location);
  });

  app.post(
    '/',
    describeRoute({ returns: 'Location', status: 201 }),
    allow('location', 'create'),
    input('json', locationCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      checkPlaceId(auth, body);
      await checkReferences(db, body);
      if (auth.session.status === 'trial') {
        const { n } = await db
          .selectFrom('locations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('account_id', '=', auth.accountId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= TRIAL_LOCATION_LIMIT)
          throw forbidden(
            `Trial accounts can have ${TRIAL_LOCATION_LIMIT} location. Upgrade to add more locations.`,
          );
      }
      const row = await db
        .insertInto('locations')
        .values({ ...toColumns(body), account_id: auth.accountId } as NewRow<'locations'>)
        .returning('id')
        .executeTakeFirstOrThrow();
      const [location] = await serializeLocations(db, [
        await findLocation(db, auth.accountId, row.id),
      ]);
      return c.json(location, 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'Location' }),
    allow('location', 'update'),
    input('json', locationSaveBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const { special_hours, source_overrides, ...body } = c.req.valid('json');
      const { db } = c.var.deps;
      const current = await findLocation(db, auth.accountId, id);
      checkPlaceId(auth, body, current.google_place_id);
      await checkReferences(db, body, current);
      const cols = toColumns(body);
      // Spec 2 section 4: special hours, then directory overrides, then the
      // location, in one transaction: if a step fails nothing changes.
      await db.transaction().execute(async (tx) => {
        if (special_hours)
          await applySpecialHoursChanges(tx, auth.accountId, current, special_hours);
        if (source_overrides) await applySourceOverrides(tx, auth.accountId, id, source_overrides);
        if (Object.keys(cols).length > 0)
          await tx
            .updateTable('locations')
            .set({ ...cols, updated_at: new Date() })
            .where('id', '=', id)
            .where('account_id', '=', auth.accountId)
            .execute();
      });
      const [location] = await serializeLocations(db, [await findLocation(db, auth.accountId, id)]);
      return c.json(location);
    },
  );

  app.delete('/:id', describeRoute({ status: 204 }), allow('location', 'delete'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const { db } = c.var.deps;
    await findLocation(db, auth.accountId, id);
    await db.transaction().execute(async (tx) => {
      // Lock the account's locations so two deletions cannot both pass the check.
      const rows = await tx
        .selectFrom('locations')
        .select('id')
        .where('account_id', '=', auth.accountId)
        .forUpdate()
        .execute();
      if (rows.length <= 1) throw conflict(LAST_LOCATION_ERROR);
      await tx
        .deleteFrom('locations')
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .execute();
    });
    return c.body(null, 204);
  });

  return app;
}
