import {
  type BulkHoursResult,
  bulkHoursBody,
  type DiffField,
  type DiffSpecialHours,
  type DiffValues,
  type LocationDiff,
  locationDiffApplyBody,
  locationDiffQuery,
  SYNC_MESSAGES,
  todayIn,
  WEEKDAYS,
  type WeekHours,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { locationProvidersOf } from '../../providers/location-providers';
import type { PlaceData, PlacesProvider } from '../../providers/places';
import {
  selectSpecialHours,
  serializeSpecialHours,
  specialHoursColumns,
} from '../special-hours/store';

/** Weekly hours in a canonical form, for comparison. */
function canonicalHours(h: WeekHours | null | undefined): string {
  if (!h) return 'null';
  return JSON.stringify(
    WEEKDAYS.map((d) => {
      const day = h[d];
      if (!day?.open) return 'closed';
      if (day.is_24_hours) return '24h';
      return [...day.hours]
        .sort((a, b) => a.open_time.localeCompare(b.open_time))
        .map((r) => `${r.open_time}-${r.close_time}`);
    }),
  );
}
const canonicalSpecial = (s: DiffSpecialHours | undefined) =>
  s
    ? JSON.stringify([
        s.closed,
        !s.closed && s.is_24_hours,
        s.closed || s.is_24_hours ? [] : s.hours.map((r) => `${r.open_time}-${r.close_time}`),
      ])
    : 'none';

async function loadForDiff(db: Db, accountId: number, id: number) {
  const location = await db
    .selectFrom('locations')
    .select([
      'id',
      'name',
      'public_name',
      'phone',
      'website',
      'open_status',
      'hours',
      'google_place_id',
      'timezone',
    ])
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!location) throw notFound('Location');
  const special = (
    await selectSpecialHours(db, accountId)
      .where('sh.location_id', '=', id)
      .where('sh.start_date', '>=', todayIn(location.timezone))
      .orderBy('sh.start_date')
      .execute()
  ).map(serializeSpecialHours);
  return { location, special };
}

/** Google's data for the location and the fields where it differs. */
export async function computeDiff(
  db: Db,
  places: PlacesProvider,
  accountId: number,
  id: number,
): Promise<{ diff: LocationDiff; google: PlaceData }> {
  const { location, special } = await loadForDiff(db, accountId, id);
  const placeId = location.google_place_id?.trim();
  if (!placeId) throw badRequest('This location has no Google Place ID.');
  const current: Omit<PlaceData, 'place_id'> = {
    public_name: location.public_name,
    phone: location.phone,
    website: location.website,
    open_status: location.open_status,
    hours: (location.hours as WeekHours | null) ?? null,
    special_hours: special.map((s) => ({
      start_date: s.start_date,
      closed: s.closed,
      is_24_hours: s.is_24_hours,
      hours: s.hours,
    })),
  };
  let google: PlaceData | null;
  try {
    google = await places.placeData(placeId, current);
  } catch {
    throw new HttpError(503, SYNC_MESSAGES.diffError);
  }
  if (!google) throw notFound('Google location');
  const changed: DiffField[] = [];
  const target: DiffValues = {};
  const source: DiffValues = {};
  for (const f of ['public_name', 'phone', 'website', 'open_status'] as const) {
    const g = google[f];
    if (g !== null && g !== current[f]) {
      changed.push(f);
      target[f] = current[f];
      source[f] = g;
    }
  }
  if (google.hours && canonicalHours(google.hours) !== canonicalHours(current.hours)) {
    changed.push('hours');
    target.hours = current.hours;
    source.hours = google.hours;
  }
  const mine = new Map(current.special_hours.map((s) => [s.start_date, s]));
  if (
    google.special_hours.some(
      (g) => canonicalSpecial(g) !== canonicalSpecial(mine.get(g.start_date)),
    )
  ) {
    changed.push('special_hours');
    target.special_hours = current.special_hours;
    source.special_hours = google.special_hours;
  }
  return {
    diff: { location_id: id, google_place_id: placeId, changed_fields: changed, target, source },
    google,
  };
}

const PERMANENTLY_CLOSED = 'Hours cannot be set for a permanently closed location.';

/**
 * GET/POST /locations/{id}/diff (sync from Google) and POST
 * /locations/bulk_hours. Mounted before the locations router; each route
 * authenticates itself so other /locations calls are not authenticated twice.
 */
export function locationSyncRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/:id/diff',
    describeRoute({ returns: 'LocationDiff' }),
    authenticate(),
    allow('location', 'update'),
    input('query', locationDiffQuery),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      c.req.valid('query');
      const { diff } = await computeDiff(
        c.var.deps.db,
        locationProvidersOf(c.var.deps).places,
        auth.accountId,
        id,
      );
      return c.json(diff);
    },
  );

  app.post(
    '/:id/diff',
    describeRoute({ returns: 'LocationSyncResult' }),
    authenticate(),
    allow('location', 'update'),
    input('json', locationDiffApplyBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      c.req.valid('json');
      const { db } = c.var.deps;
      const { diff, google } = await computeDiff(
        db,
        locationProvidersOf(c.var.deps).places,
        auth.accountId,
        id,
      );
      if (diff.changed_fields.length === 0)
        return c.json({ message: SYNC_MESSAGES.nothingToSync, changed_fields: [] });
      await db.transaction().execute(async (tx) => {
        const cols: Record<string, unknown> = {};
        for (const f of diff.changed_fields) {
          if (f === 'hours') cols.hours = JSON.stringify(google.hours);
          else if (f !== 'special_hours') cols[f] = google[f];
        }
        if (Object.keys(cols).length)
          await tx
            .updateTable('locations')
            .set({ ...cols, updated_at: new Date() })
            .where('id', '=', id)
            .where('account_id', '=', auth.accountId)
            .execute();
        if (diff.changed_fields.includes('special_hours'))
          for (const s of google.special_hours)
            await tx
              .insertInto('special_hours')
              .values({
                account_id: auth.accountId,
                location_id: id,
                ...specialHoursColumns(s),
              })
              .onConflict((oc) =>
                oc.columns(['location_id', 'start_date']).doUpdateSet((eb) => ({
                  closed: eb.ref('excluded.closed'),
                  is_24_hours: eb.ref('excluded.is_24_hours'),
                  hours: eb.ref('excluded.hours'),
                  updated_at: new Date(),
                })),
              )
              .execute();
      });
      return c.json({ message: SYNC_MESSAGES.synced, changed_fields: diff.changed_fields });
    },
  );

  /**
   * POST /locations/bulk_hours {location_ids[], hours} → {updated, failed}:
   * each location is saved on its own, so one failure does not stop the
   * others; a permanently closed or unknown location is reported as failed.
   */
  app.post(
    '/bulk_hours',
    describeRoute({ returns: 'BulkHoursResult' }),
    authenticate(),
    allow('location', 'update'),
    input('json', bulkHoursBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const accountId = scopedAccountId(auth, body.account_id);
      if (body.hours)
        for (const d of WEEKDAYS) {
          const day = body.hours[d];
          if (day.open && !day.is_24_hours && day.hours.length === 0)
            throw badRequest('You must have an opening and closing time if location is open.');
        }
      const { db } = c.var.deps;
      const ids = [...new Set(body.location_ids)];
      const rows = await db
        .selectFrom('locations')
        .select(['id', 'name', 'open_status'])
        .where('account_id', '=', accountId)
        .where('id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      const hours = body.remove_hours || body.hours === null ? null : JSON.stringify(body.hours);
      const result: BulkHoursResult = { updated: [], failed: [] };
      for (const id of ids) {
        const loc = byId.get(id);
        if (!loc) {
          result.failed.push({ location_id: id, name: null, error: 'Location not found' });
          continue;
        }
        if (loc.open_status === 'inactive') {
          result.failed.push({ location_id: id, name: loc.name, error: PERMANENTLY_CLOSED });
          continue;
        }
        try {
          await db
            .updateTable('locations')
            .set({ hours, updated_at: new Date() })
            .where('id', '=', id)
            .where('account_id', '=', accountId)
            .execute();
          result.updated.push({ location_id: id, name: loc.name });
        } catch (err) {
          result.failed.push({
            location_id: id,
            name: loc.name,
            error: err instanceof Error ? err.message : 'Location could not be updated',
          });
        }
      }
      return c.json(result);
    },
  );

  return app;
}
