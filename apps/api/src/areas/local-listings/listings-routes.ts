import {
  type IntegrationOverview,
  integrationOverviewQuery,
  type ListingLocation,
  type ListingsOverview,
  LOCAL_LISTING_MESSAGES,
  listingLocationsQuery,
  listingsOverviewQuery,
  publishBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest } from '../../http/errors';
import { halList } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { guard, scopedAccountId } from '../../http/permissions';
import { input, readId, readQuery } from '../../http/validate';
import { checkLocations } from '../locations/check-locations';
import { eligibleLocationsRoutes } from './eligible-locations';
import { requireDashboard, requirePublishing } from './listing-checks';
import { directoryCatalogue, eligibilityOf, loadListingLocations } from './listings';
import { LOCATION_STATUS_LABELS, STATUS_RANK } from './sync-status';

/** /local_listings: the dashboard's figures and table, Auto Sync, the sync flyout. */
export function localListingsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());
  app.route('/eligible_locations', eligibleLocationsRoutes());

  // Counts per location-level status and the account's directories.
  app.get(
    '/metrics/:account_id/overview',
    describeRoute({
      returns: 'ListingsOverview',
      summary: "Counts per location-level status and the account's directories",
    }),
    guard(requireDashboard),
    input('query', listingsOverviewQuery, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const accountId = scopedAccountId(auth, readId(c, 'account_id'));
      const q = readQuery(c);
      scopedAccountId(auth, q.account_id);
      const { catalogue, locations } = await loadListingLocations(c.var.deps.db, accountId, q);
      const shown = q.statuses?.length
        ? locations.filter((l) => q.statuses!.includes(l.status))
        : locations;
      const body: ListingsOverview = {
        total_locations: shown.length,
        statuses: { in_sync: 0, in_progress: 0, not_in_sync: 0, not_available: 0 },
        directory_statuses: {
          pending_sync: 0,
          in_progress: 0,
          pending_claim: 0,
          action_required: 0,
          published: 0,
          in_sync: 0,
          not_in_sync: 0,
          not_available: 0,
        },
        publishing_enabled: shown.filter((l) => l.publishing_enabled).length,
        directories: catalogue.map((d) => ({
          id: d.id,
          directory_name: d.directory_name,
          directory_code: d.directory_code,
        })),
      };
      for (const l of shown) {
        body.statuses[l.status]++;
        for (const d of l.directories) body.directory_statuses[d.status]++;
      }
      return c.json({ ...body, status_labels: LOCATION_STATUS_LABELS });
    },
  );

  // The dashboard table: locations with their directories, filtered, sorted and paged.
  app.get(
    '/metrics/:account_id/locations',
    describeRoute({
      returns: 'ListingLocation',
      summary: 'The dashboard table: locations with their directories, filtered, sorted and paged',
      list: 'locations',
    }),
    guard(requireDashboard),
    input('query', listingLocationsQuery, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const accountId = scopedAccountId(auth, readId(c, 'account_id'));
      const q = readQuery(c);
      scopedAccountId(auth, q.account_id);
      const { locations } = await loadListingLocations(c.var.deps.db, accountId, q);
      let rows = q.statuses?.length
        ? locations.filter((l) => q.statuses!.includes(l.status))
        : locations;
      if (q.keywords) {
        const k = q.keywords.toLowerCase();
        rows = rows.filter(
          (l) =>
            l.name.toLowerCase().includes(k) || (l.external_id ?? '').toLowerCase().includes(k),
        );
      }
      // Default sort: status descending (spec 3 section 9).
      const by = q.sort?.by ?? 'status';
      const dir = (q.sort?.order ?? (q.sort?.by ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
      const key = (l: ListingLocation): number | string =>
        by === 'name'
          ? l.name.toLowerCase()
          : by === 'publishing_enabled'
            ? Number(l.publishing_enabled)
            : STATUS_RANK[l.status];
      rows = [...rows].sort((a, b) => {
        const x = key(a);
        const y = key(b);
        if (x !== y) return (x < y ? -1 : 1) * dir;
        return a.name.localeCompare(b.name) || a.id - b.id;
      });
      const start = (q.page - 1) * q.per_page;
      const list = halList(
        c.req.url,
        'locations',
        rows.slice(start, start + q.per_page),
        rows.length,
        q.page,
        q.per_page,
      );
      return c.json({
        ...list,
        locations: list._embedded.locations,
        paging: { page: q.page, total: rows.length, total_pages: list._total_pages },
      });
    },
  );

  // Auto Sync on: eligible locations publish; their available directories that Auto Sync
  // publishes to (spec 3 section 4.3: google, facebook, apple_maps) go to pending_sync.
  app.post(
    '/publish',
    describeRoute({
      returns: 'PublishResult',
      summary: 'Publish locations to directories (they go to pending_sync)',
    }),
    guard(requirePublishing),
    input('json', publishBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      scopedAccountId(auth, body.account_id);
      const { db } = c.var.deps;
      const ids = await checkLocations(db, auth.accountId, body.location_ids);
      const eligibility = await eligibilityOf(db, auth.accountId, ids);
      const blocked = ids.map((id) => eligibility.get(id)!).find((e) => !e.eligible);
      if (blocked) throw badRequest(`Cannot Publish: ${blocked.reason}`);
      const now = new Date();
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('locations')
          .set({
            publishing_enabled: true,
            updated_at: now,
            local_listing_published_at: now,
          } as never)
          .where('account_id', '=', auth.accountId)
          .where('id', 'in', ids)
          .execute();
        await tx
          .updateTable('location_directories')
          .set({ status: 'pending_sync', status_description: null, updated_at: now })
          .where('account_id', '=', auth.accountId)
          .where('location_id', 'in', ids)
          .where('status', '<>', 'not_available')
          .where('directory_enabled', '=', true)
          .where('source_id', 'in', (eb) =>
            eb.selectFrom('sources').select('id').where('publishable', '=', true),
          )
          .execute();
      });
      return c.json({
        location_ids: ids,
        publishing_enabled: true,
        listing_status: 'published',
        message: LOCAL_LISTING_MESSAGES.autoSyncEnabled,
      });
    },
  );

  app.post(
    '/unpublish',
    describeRoute({ returns: 'PublishResult' }),
    guard(requirePublishing),
    input('json', publishBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      scopedAccountId(auth, body.account_id);
      const { db } = c.var.deps;
      const ids = await checkLocations(db, auth.accountId, body.location_ids);
      await db
        .updateTable('locations')
        .set({ publishing_enabled: false, updated_at: new Date() })
        .where('account_id', '=', auth.accountId)
        .where('id', 'in', ids)
        .execute();
      return c.json({
        location_ids: ids,
        publishing_enabled: false,
        message: LOCAL_LISTING_MESSAGES.autoSyncDisabled,
      });
    },
  );

  // Integration state for the sync flyout, and the location's references.
  app.get(
    '/integration_overview',
    describeRoute({
      returns: 'IntegrationOverview',
      summary: "Integration state for the sync flyout, and the location's references",
    }),
    guard(requireDashboard),
    input('query', integrationOverviewQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      const integrations = await db
        .selectFrom('integrations')
        .select(['source_code', 'status as integration_status'])
        .where('account_id', '=', auth.accountId)
        .orderBy('source_code')
        .execute();
      let refs: IntegrationOverview['location_url_references'] = [];
      if (q.location_id !== undefined) {
        await checkLocations(db, auth.accountId, [q.location_id]);
        refs = await db
          .selectFrom('location_integration_refs as r')
          .innerJoin('integrations as i', 'i.id', 'r.integration_id')
          .select(['i.source_code', 'r.reference_id'])
          .where('r.account_id', '=', auth.accountId)
          .where('r.location_id', '=', q.location_id)
          .execute();
      }
      return c.json({ integrations, location_url_references: refs } satisfies IntegrationOverview);
    },
  );

  // Directories list for the source filter.
  app.get(
    '/metrics/:account_id/directories',
    describeRoute({
      returns: 'ListingDirectories',
      summary: 'Directories list for the source filter',
    }),
    guard(requireDashboard),
    async (c) => {
      const auth = c.var.auth;
      scopedAccountId(auth, readId(c, 'account_id'));
      return c.json({ directories: await directoryCatalogue(c.var.deps.db) });
    },
  );

  return app;
}
