import type {
  DirectoryStatus,
  ListingDirectory,
  ListingDirectoryEntry,
  ListingLocation,
  ListingsOverviewQuery,
} from '@plaudit/api-client/schemas';
import { LOCAL_LISTING_MESSAGES } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { directoryDisplayStatus, locationStatus } from './sync-status';

export type Catalogue = ListingDirectoryEntry[];

/** The listing directories in their fixed order (Google, Facebook, Apple Maps, Bing, Tripadvisor, Yelp). */
export async function directoryCatalogue(db: Db, only?: number[]): Promise<Catalogue> {
  let q = db
    .selectFrom('sources')
    .select(['id', 'directory_code', 'name as directory_name', 'icon_url'])
    .where('is_directory', '=', true)
    .where('directory_code', 'is not', null)
    .orderBy('ordinal')
    .orderBy('id');
  if (only?.length) q = q.where('id', 'in', only);
  return (await q.execute()).map((r) => ({ ...r, directory_code: r.directory_code! }));
}

export type Eligibility = { eligible: boolean; reason: string | null };

/**
 * Publishing eligibility (spec 3 section 4.3, on the locations area's integration tables):
 * the account needs an active Google integration and the location a reference
 * in it.
 */
export async function eligibilityOf(
  db: Db,
  accountId: number,
  locationIds: number[],
): Promise<Map<number, Eligibility>> {
  const google = await db
    .selectFrom('integrations')
    .select(['id', 'status'])
    .where('account_id', '=', accountId)
    .where('source_code', '=', 'google')
    .executeTakeFirst();
  const out = new Map<number, Eligibility>();
  if (google?.status !== 'active') {
    for (const id of locationIds)
      out.set(id, { eligible: false, reason: LOCAL_LISTING_MESSAGES.noGoogleIntegration });
    return out;
  }
  const googleId = google.id;
  const refs = new Set(
    locationIds.length
      ? (
          await db
            .selectFrom('location_integration_refs')
            .select('location_id')
            .where('account_id', '=', accountId)
            .where('integration_id', '=', googleId)
            .where('location_id', 'in', locationIds)
            .execute()
        ).map((r) => r.location_id)
      : [],
  );
  for (const id of locationIds)
    out.set(
      id,
      refs.has(id)
        ? { eligible: true, reason: null }
        : { eligible: false, reason: LOCAL_LISTING_MESSAGES.notInIntegration },
    );
  return out;
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * The account's locations with their directories as the dashboard shows them
 * (display statuses of section 4.1, location-level status, eligibility),
 * filtered by location, group and directories. The statuses filter is applied
 * by the caller (it needs the computed status).
 */
export async function loadListingLocations(
  db: Db,
  accountId: number,
  q: ListingsOverviewQuery,
): Promise<{ catalogue: Catalogue; locations: ListingLocation[] }> {
  const catalogue = await directoryCatalogue(db, q.directories);
  let locs = db
    .selectFrom('locations as l')
    .select([
      'l.id',
      'l.name',
      'l.public_name',
      'l.address',
      'l.external_id',
      'l.open_status',
      'l.publishing_enabled',
      sql<Date | null>`l.local_listing_published_at`.as('published_at'),
    ])
    .where('l.account_id', '=', accountId);
  const ids = [...(q.location_ids ?? []), ...(q.location_id !== undefined ? [q.location_id] : [])];
  if (ids.length) locs = locs.where('l.id', 'in', ids);
  if (q.group_id !== undefined) {
    const gid = q.group_id;
    locs = locs.where('l.id', 'in', (eb) =>
      eb
        .selectFrom('group_locations')
        .select('location_id')
        .where('group_id', '=', gid)
        .where('account_id', '=', accountId),
    );
  }
  const locations = await locs.execute();
  if (locations.length === 0 || catalogue.length === 0) return { catalogue, locations: [] };
  const locationIds = locations.map((l) => l.id);

  let dirs = db
    .selectFrom('location_directories as d')
    .leftJoin('location_source_overrides as o', (j) =>
      j
        .onRef('o.location_id', '=', 'd.location_id')
        .onRef('o.source_id', '=', 'd.source_id')
        .on('o.account_id', '=', accountId),
    )
    .select([
      'd.id',
      'd.location_id',
      'd.source_id',
      'd.directory_enabled',
      'd.status',
      'd.status_description',
      'd.listing_url',
      'd.last_checked_at',
      'o.id as override_id',
      'o.phone',
      'o.website',
      'o.enabled as override_enabled',
    ])
    .where('d.account_id', '=', accountId)
    .where(
      'd.source_id',
      'in',
      catalogue.map((c) => c.id),
    );
  if (ids.length || q.group_id !== undefined) dirs = dirs.where('d.location_id', 'in', locationIds);
  const byLocation = new Map<
    number,
    Map<number, Awaited<ReturnType<typeof dirs.execute>>[number]>
  >();
  for (const d of await dirs.execute()) {
    const m = byLocation.get(d.location_id) ?? new Map();
    m.set(d.source_id, d);
    byLocation.set(d.location_id, m);
  }
  const eligibility = await eligibilityOf(db, accountId, locationIds);

  return {
    catalogue,
    locations: locations.map((l) => {
      const mine = byLocation.get(l.id);
      let lastChecked: Date | null = null;
      const directories: ListingDirectory[] = catalogue.map((c) => {
        const d = mine?.get(c.id);
        const enabled = d ? d.directory_enabled && (d.override_enabled ?? true) : false;
        const status = directoryDisplayStatus(
          d ? { status: d.status, enabled } : undefined,
          l.publishing_enabled,
        ) as DirectoryStatus;
        if (d?.last_checked_at && (!lastChecked || new Date(d.last_checked_at) > lastChecked))
          lastChecked = new Date(d.last_checked_at);
        return {
          id: d?.id ?? null,
          directory_code: c.directory_code,
          directory_name: c.directory_name,
          directory_enabled: enabled,
          rtx_source_id: c.id,
          directory_logo_url: c.icon_url,
          listing_url: d?.listing_url ?? null,
          status,
          status_description: d?.status_description ?? null,
          last_checked_at: iso(d?.last_checked_at),
          overrides:
            d?.override_id != null
              ? {
                  id: d.override_id,
                  phone: d.phone ?? null,
                  website: d.website ?? null,
                  enabled: d.override_enabled ?? true,
                }
              : null,
        };
      });
      const e = eligibility.get(l.id)!;
      return {
        id: l.id,
        name: l.name,
        public_name: l.public_name,
        address: l.address,
        external_id: l.external_id,
        status: locationStatus(directories.map((d) => d.status)),
        listing_status: !e.eligible
          ? 'not_eligible'
          : l.publishing_enabled
            ? 'published'
            : 'eligible_not_published',
        status_reason: e.reason,
        open_status: l.open_status,
        publishing_enabled: l.publishing_enabled,
        last_checked_at: iso(lastChecked),
        local_listing_published_at: iso(l.published_at),
        directories,
      } satisfies ListingLocation;
    }),
  };
}
