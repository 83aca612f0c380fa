import {
  type BulkAction,
  bulkActionsBody,
  type DirectoryOverride,
  directoryOverrideCreateBody,
  directoryOverrideUpdateBody,
  googlePostContentBody,
  type Integration,
  type IntegrationOverview,
  integrationListQuery,
  integrationOverviewQuery,
  type ListingLocation,
  type ListingsOverview,
  LOCAL_LISTING_MESSAGES,
  listingLocationsQuery,
  listingsOverviewQuery,
  type OauthToken,
  publishBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { halList } from '../../http/list';
import {
  allow,
  guard,
  requirePermission,
  requireSomePermission,
  scopedAccountId,
} from '../../http/permissions';
import { readBody, readId, readQuery } from '../../http/validate';
import { enqueue } from '../../jobs/queue';
import { BULK_ACTION_JOB, googlePostIssues } from './google-posts';
import { directoryCatalogue, eligibilityOf, loadListingLocations } from './listings';
import { LOCATION_STATUS_LABELS, STATUS_RANK } from './sync-status';

const DAY = 86_400_000;

function requireDashboard(auth: AuthContext) {
  // Read, or preview-only (the preview version of the dashboard).
  requireSomePermission(auth, 'local_listing', 'read', 'preview');
}

/** Auto Sync: location update, the local_listing feature and the publishing capability. */
function requirePublishing(auth: AuthContext) {
  requirePermission(auth, 'location', 'update');
  requirePermission(auth, 'local_listing', 'read');
  if (auth.settings.local_listings_publishing !== true)
    throw forbidden(LOCAL_LISTING_MESSAGES.autoSyncNotPurchased);
}

async function checkLocations(
  db: AppEnv['Variables']['deps']['db'],
  accountId: number,
  ids: number[],
) {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('locations')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw notFound('Location');
  return unique;
}

export function localListingsRoutes() {
  const app = new Hono<AppEnv>();
  for (const p of [
    '/local_listings/metrics/*',
    '/local_listings/publish',
    '/local_listings/unpublish',
    '/local_listings/integration_overview',
    '/directory_overrides',
    '/directory_overrides/*',
    '/integrations',
    '/oauth_tokens',
    '/google_post_content',
    '/bulk_actions',
  ])
    app.use(p, authenticate());

  // Counts per location-level status and the account's directories.
  app.get('/local_listings/metrics/:account_id/overview', guard(requireDashboard), async (c) => {
    const auth = c.var.auth;
    const accountId = scopedAccountId(auth, readId(c, 'account_id'));
    const q = readQuery(c, listingsOverviewQuery);
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
  });

  // The dashboard table: locations with their directories, filtered, sorted and paged.
  app.get('/local_listings/metrics/:account_id/locations', guard(requireDashboard), async (c) => {
    const auth = c.var.auth;
    const accountId = scopedAccountId(auth, readId(c, 'account_id'));
    const q = readQuery(c, listingLocationsQuery);
    scopedAccountId(auth, q.account_id);
    const { locations } = await loadListingLocations(c.var.deps.db, accountId, q);
    let rows = q.statuses?.length
      ? locations.filter((l) => q.statuses!.includes(l.status))
      : locations;
    if (q.keywords) {
      const k = q.keywords.toLowerCase();
      rows = rows.filter(
        (l) => l.name.toLowerCase().includes(k) || (l.external_id ?? '').toLowerCase().includes(k),
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
  });

  // Auto Sync on: eligible locations publish; their available directories that Auto Sync
  // publishes to (spec 3 section 4.3: google, facebook, apple_maps) go to pending_sync.
  app.post('/local_listings/publish', guard(requirePublishing), async (c) => {
    const auth = c.var.auth;
    const body = await readBody(c, publishBody);
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
  });

  app.post('/local_listings/unpublish', guard(requirePublishing), async (c) => {
    const auth = c.var.auth;
    const body = await readBody(c, publishBody);
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
  });

  // Directory-specific publishing (the `enabled` of location_source_overrides).
  app.post('/directory_overrides', allow('local_listing', 'create'), async (c) => {
    const auth = c.var.auth;
    const body = await readBody(c, directoryOverrideCreateBody);
    scopedAccountId(auth, body.account_id);
    const { db } = c.var.deps;
    await checkLocations(db, auth.accountId, [body.location_id]);
    const dir = await db
      .selectFrom('sources')
      .select('id')
      .where('id', '=', body.source_id)
      .where('is_directory', '=', true)
      .executeTakeFirst();
    if (!dir) throw badRequest('source_id is not a listing directory');
    const row = await db
      .insertInto('location_source_overrides')
      .values({
        account_id: auth.accountId,
        location_id: body.location_id,
        source_id: body.source_id,
        enabled: body.enabled,
      })
      .onConflict((oc) =>
        oc
          .columns(['location_id', 'source_id'])
          .doUpdateSet({ enabled: body.enabled, updated_at: new Date() }),
      )
      .returning(['id', 'location_id', 'source_id', 'enabled'])
      .executeTakeFirstOrThrow();
    return c.json(row satisfies DirectoryOverride, 201);
  });

  app.patch('/directory_overrides/:id', allow('local_listing', 'create'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const body = await readBody(c, directoryOverrideUpdateBody);
    const { db } = c.var.deps;
    const existing = await db
      .selectFrom('location_source_overrides')
      .select('id')
      .where('id', '=', id)
      .where('account_id', '=', auth.accountId)
      .executeTakeFirst();
    if (!existing) throw notFound('Directory override');
    const row = await db
      .updateTable('location_source_overrides')
      .set({ enabled: body.enabled, updated_at: new Date() })
      .where('id', '=', id)
      .where('account_id', '=', auth.accountId)
      .returning(['id', 'location_id', 'source_id', 'enabled'])
      .executeTakeFirst();
    if (!row) throw notFound('Directory override');
    return c.json(row satisfies DirectoryOverride);
  });

  // Integration state for the sync flyout, and the location's references.
  app.get('/local_listings/integration_overview', guard(requireDashboard), async (c) => {
    const auth = c.var.auth;
    const q = readQuery(c, integrationOverviewQuery);
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
  });

  app.get('/integrations', allow('integration', 'read'), async (c) => {
    const auth = c.var.auth;
    const q = readQuery(c, integrationListQuery);
    scopedAccountId(auth, q.account_id);
    const { db } = c.var.deps;
    let base = db
      .selectFrom('integrations as i')
      .leftJoin('sources as s', 's.code', 'i.source_code')
      .where('i.account_id', '=', auth.accountId);
    if (q.id !== undefined) base = base.where('i.id', '=', q.id);
    if (q.integration_status) base = base.where('i.status', '=', q.integration_status);
    if (q.source_code) base = base.where('i.source_code', '=', q.source_code);
    const total = Number(
      (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    );
    const col = {
      name: 's.name',
      source_code: 'i.source_code',
      created_at: 'i.created_at',
    } as const;
    const rows = await base
      .select([
        'i.id',
        'i.account_id',
        'i.source_code',
        'i.status',
        'i.created_at',
        's.name',
        (eb) =>
          eb
            .selectFrom('oauth_tokens as t')
            .select((e) => e.fn.max('t.id').as('m'))
            .whereRef('t.integration_id', '=', 'i.id')
            .as('oauth_token_id'),
      ])
      .orderBy(col[q.sort?.by ?? 'source_code'], q.sort?.order ?? 'asc')
      .orderBy('i.id')
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
      .execute();
    const items: Integration[] = rows.map((r) => ({
      id: r.id,
      account_id: r.account_id,
      name: r.name ?? r.source_code,
      code: r.source_code,
      source_code: r.source_code,
      integration_status: r.status,
      oauth_token_id: r.oauth_token_id ?? null,
      integrated: r.status === 'active',
      created_at: new Date(r.created_at).toISOString(),
    }));
    return c.json(halList(c.req.url, 'integrations', items, total, q.page, q.per_page));
  });

  app.get('/oauth_tokens', allow('integration', 'read'), async (c) => {
    const auth = c.var.auth;
    const rows = await c.var.deps.db
      .selectFrom('oauth_tokens')
      .select(['id', 'integration_id', 'expires_at'])
      .where('account_id', '=', auth.accountId)
      .orderBy('id')
      .execute();
    const now = Date.now();
    const items: OauthToken[] = rows.map((r) => ({
      id: r.id,
      integration_id: r.integration_id,
      expires_at: r.expires_at ? new Date(r.expires_at).toISOString() : null,
      daysUntilExpires: r.expires_at
        ? Math.floor((new Date(r.expires_at).getTime() - now) / DAY)
        : -1,
    }));
    return c.json(
      halList(c.req.url, 'oauth_tokens', items, items.length, 1, Math.max(1, items.length)),
    );
  });

  // Bulk Create Google Post, step 1: the content (validated; spec 3 section 5).
  app.post('/google_post_content', allow('google_post_content', 'create'), async (c) => {
    const auth = c.var.auth;
    const body = await readBody(c, googlePostContentBody);
    scopedAccountId(auth, body.account_id);
    const now = new Date();
    const issues = googlePostIssues(
      body,
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
    );
    if (issues.length) throw badRequest(issues.map((i) => i.message).join('; '), issues);
    const { account_id: _ignored, ...content } = body;
    const row = await c.var.deps.db
      .insertInto('google_post_contents')
      .values({
        account_id: auth.accountId,
        user_id: auth.userId,
        topic_type: body.topic_type,
        content: JSON.stringify(content),
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return c.json(
      { id: row.id, ...content, created_at: new Date(row.created_at).toISOString() },
      201,
    );
  });

  // Step 2: the bulk action over the selected (or all matching) locations, queued.
  app.post(
    '/bulk_actions',
    allow('google_post_content', 'create'),
    guard(requirePublishing),
    async (c) => {
      const auth = c.var.auth;
      const body = await readBody(c, bulkActionsBody);
      for (const a of body.actions) {
        scopedAccountId(auth, a.account_id);
        scopedAccountId(auth, a.action_filter.include.account_id);
        if (a.user_id !== undefined && a.user_id !== auth.userId) throw notFound('User');
      }
      const { db } = c.var.deps;
      const planned: { action: (typeof body.actions)[number]; ids: number[] }[] = [];
      for (const a of body.actions) {
        const content = await db
          .selectFrom('google_post_contents')
          .select('id')
          .where('id', '=', a.action_payload.google_post_content_id)
          .where('account_id', '=', auth.accountId)
          .executeTakeFirst();
        if (!content) throw notFound('Google post content');
        const inc = a.action_filter.include;
        const locationIds =
          inc.location_id === undefined
            ? undefined
            : Array.isArray(inc.location_id)
              ? inc.location_id
              : [inc.location_id];
        if (locationIds) await checkLocations(db, auth.accountId, locationIds);
        // A true bulk selection (no location ids) takes every matching location.
        const { locations } = await loadListingLocations(db, auth.accountId, {
          location_ids: locationIds,
          group_id: inc.group_id,
          directories: inc.directories,
        });
        const selected = inc.statuses?.length
          ? locations.filter((l) => inc.statuses!.includes(l.status))
          : locations;
        if (selected.length === 0) throw badRequest('No locations match the selection');
        const ok = (l: ListingLocation) =>
          l.publishing_enabled &&
          l.status_reason === null &&
          l.directories.some((d) => d.directory_code === 'google_maps' && d.directory_enabled);
        if (!selected.every(ok)) throw badRequest(LOCAL_LISTING_MESSAGES.bulkGooglePost);
        planned.push({ action: a, ids: selected.map((l) => l.id) });
      }
      const created: BulkAction[] = [];
      await db.transaction().execute(async (tx) => {
        for (const { action: a, ids } of planned) {
          const row = await tx
            .insertInto('bulk_actions')
            .values({
              account_id: auth.accountId,
              user_id: auth.userId,
              resource_type: a.resource_type,
              resource_method: a.resource_method,
              action_payload: JSON.stringify(a.action_payload),
              action_filter: JSON.stringify({ ...a.action_filter, location_ids: ids }),
              location_count: ids.length,
            })
            .returning(['id'])
            .executeTakeFirstOrThrow();
          await enqueue(
            tx,
            BULK_ACTION_JOB,
            { bulk_action_id: row.id },
            { accountId: auth.accountId, maxAttempts: 3 },
          );
          created.push({
            id: row.id,
            status: 'queued',
            resource_type: a.resource_type,
            resource_method: a.resource_method,
            location_count: ids.length,
            message: LOCAL_LISTING_MESSAGES.postSubmitted,
          });
        }
      });
      return c.json({ bulk_actions: created, message: LOCAL_LISTING_MESSAGES.postSubmitted }, 201);
    },
  );

  // Directories list for the source filter.
  app.get('/local_listings/metrics/:account_id/directories', guard(requireDashboard), async (c) => {
    const auth = c.var.auth;
    scopedAccountId(auth, readId(c, 'account_id'));
    return c.json({ directories: await directoryCatalogue(c.var.deps.db) });
  });

  return app;
}
