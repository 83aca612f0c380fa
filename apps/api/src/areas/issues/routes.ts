import {
  type IssueStatus,
  issueListQuery,
  issueUpdateBody,
  type LocationIssue,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { halList } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { checkLocations } from '../locations/check-locations';

const DESCRIPTIONS: Record<IssueStatus, string> = {
  missing_place_id: 'This location has no Google Place ID.',
  conflicting_place_id: 'Another location of this account has the same Google Place ID.',
};

type Found = { location_id: number; status: IssueStatus; conflicting_location_ids: number[] };

/**
 * The issues of the account's locations, computed from the locations: no
 * Google place id (missing_place_id), or a place id shared with another
 * location (conflicting_place_id). Rows in location_issues give each issue a
 * stable id and keep the muted flag; resolved issues are removed.
 */
async function refreshIssues(db: Db, accountId: number, locationId?: number) {
  const locations = await db
    .selectFrom('locations')
    .select(['id', 'name', 'google_place_id'])
    .where('account_id', '=', accountId)
    .execute();
  const byPlace = new Map<string, number[]>();
  for (const l of locations)
    if (l.google_place_id)
      byPlace.set(l.google_place_id, [...(byPlace.get(l.google_place_id) ?? []), l.id]);
  const found: Found[] = [];
  for (const l of locations) {
    if (locationId !== undefined && l.id !== locationId) continue;
    if (!l.google_place_id?.trim())
      found.push({ location_id: l.id, status: 'missing_place_id', conflicting_location_ids: [] });
    else {
      const same = byPlace.get(l.google_place_id)!;
      if (same.length > 1)
        found.push({
          location_id: l.id,
          status: 'conflicting_place_id',
          conflicting_location_ids: same.filter((id) => id !== l.id),
        });
    }
  }
  await db.transaction().execute(async (tx) => {
    let stale = tx.deleteFrom('location_issues').where('account_id', '=', accountId);
    if (locationId !== undefined) stale = stale.where('location_id', '=', locationId);
    if (found.length)
      stale = stale.where(
        sql<boolean>`(location_id, status) NOT IN (${sql.join(
          found.map((f) => sql`(${f.location_id}::int, ${f.status}::text)`),
        )})`,
      );
    await stale.execute();
    if (found.length)
      await tx
        .insertInto('location_issues')
        .values(
          found.map((f) => ({
            account_id: accountId,
            location_id: f.location_id,
            status: f.status,
          })),
        )
        .onConflict((oc) => oc.columns(['location_id', 'status']).doNothing())
        .execute();
  });
  return { found, names: new Map(locations.map((l) => [l.id, l.name])) };
}

export function issuesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'LocationIssue', list: 'issues' }),
    allow('issue', 'read'),
    input('query', issueListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      if (q.location_id) await checkLocations(db, accountId, [q.location_id]);
      const { found, names } = await refreshIssues(db, accountId, q.location_id);
      let rowsQ = db
        .selectFrom('location_issues')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('location_id')
        .orderBy('status')
        .orderBy('id');
      if (q.location_id) rowsQ = rowsQ.where('location_id', '=', q.location_id);
      if (q.status) rowsQ = rowsQ.where('status', '=', q.status);
      if (q.muted !== undefined) rowsQ = rowsQ.where('muted', '=', q.muted);
      const all = await rowsQ.execute();
      const issues: LocationIssue[] = all.map((r) => ({
        id: r.id,
        account_id: r.account_id,
        location_id: r.location_id,
        location_name: names.get(r.location_id) ?? '',
        status: r.status,
        description: DESCRIPTIONS[r.status],
        muted: r.muted,
        conflicting_location_ids:
          found.find((f) => f.location_id === r.location_id && f.status === r.status)
            ?.conflicting_location_ids ?? [],
        created_at: new Date(r.created_at).toISOString(),
      }));
      const page = issues.slice((q.page - 1) * q.per_page, q.page * q.per_page);
      return c.json(halList(c.req.url, 'issues', page, issues.length, q.page, q.per_page));
    },
  );

  /** PATCH /issues/{id} {muted}: Mute / Unmute (issue update permission). */
  app.patch(
    '/:id',
    describeRoute({
      returns: 'LocationIssue',
      summary: '{muted}: Mute / Unmute (issue update permission)',
    }),
    allow('issue', 'update'),
    input('json', issueUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const row = await db
        .selectFrom('location_issues')
        .select('id')
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .executeTakeFirst();
      if (!row) throw notFound('Issue');
      const updated = await db
        .updateTable('location_issues')
        .set({ muted: body.muted, updated_at: new Date() })
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json({
        id: updated.id,
        account_id: updated.account_id,
        location_id: updated.location_id,
        status: updated.status,
        description: DESCRIPTIONS[updated.status],
        muted: updated.muted,
        created_at: new Date(updated.created_at).toISOString(),
      });
    },
  );

  return app;
}
