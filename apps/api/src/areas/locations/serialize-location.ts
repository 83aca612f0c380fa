import type { Location, LocationDirectory, WeekHours } from '@plaudit/api-client/schemas';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/open-database';

/** The account's locations, without joins (filters and counts build on this). */
export function locationsOf(db: Db, accountId: number) {
  return db.selectFrom('locations as l').where('l.account_id', '=', accountId);
}

/** Adds the country, state and category names a location is sent with. */
export function withLocationColumns(q: ReturnType<typeof locationsOf>) {
  return q
    .leftJoin('countries as co', 'co.id', 'l.country_id')
    .leftJoin('states as st', 'st.id', 'l.state_id')
    .leftJoin('categories as cat', 'cat.id', 'l.category_id')
    .selectAll('l')
    .select([
      'co.name as country',
      'st.name as state',
      'st.code as state_code',
      'cat.name as category_name',
    ]);
}

export const selectLocations = (db: Db, accountId: number) =>
  withLocationColumns(locationsOf(db, accountId));

export type LocationRow = Awaited<
  ReturnType<ReturnType<typeof selectLocations>['executeTakeFirstOrThrow']>
>;

/** A directory as read for a location (its check time a Date, or text when built as JSON). */
type DirectoryRead = Omit<LocationDirectory, 'last_checked_at'> & {
  last_checked_at: Date | string | null;
};

/**
 * A location's groups and directories as two columns of the query that reads it (`ref` is the
 * location's id column), so a page of locations is one round trip, not three:
 *   group_ids: array(select group_id ...), directories: json_agg(json_build_object(...)).
 * The directories' keys are already the API's (toLocation only turns the dates into ISO text).
 */
export function locationRelations(ref: RawBuilder<unknown>) {
  return [
    sql<
      number[]
    >`array(select "g"."group_id" from "group_locations" as "g" where "g"."location_id" = ${ref} order by "g"."group_id")`.as(
      'group_ids',
    ),
    sql<DirectoryRead[]>`coalesce((select json_agg(json_build_object(${sql.raw(
      DIRECTORY_FIELDS,
    )}) order by "s"."ordinal") from "location_directories" as "d" inner join "sources" as "s" on "s"."id" = "d"."source_id" where "d"."location_id" = ${ref}), '[]'::json)`.as(
      'directories',
    ),
  ];
}

/** The directory's keys as the API sends them, and the columns they come from. */
const DIRECTORY_FIELDS = [
  ['directory_code', '"s"."directory_code"'],
  ['directory_name', '"s"."name"'],
  ['directory_enabled', '"d"."directory_enabled"'],
  ['rtx_source_id', '"d"."source_id"'],
  ['status', '"d"."status"'],
  ['status_description', '"d"."status_description"'],
  ['listing_url', '"d"."listing_url"'],
  ['last_checked_at', '"d"."last_checked_at"'],
]
  .map(([key, column]) => `'${key}', ${column}`)
  .join(', ');

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * One location as the API sends it, from its row (selectLocations' columns), its groups' ids
 * and its directories. The list's rows carry the last two as columns (locationRelations); the
 * bare baseline of bench/api.bench.ts calls this too, so both write the same JSON.
 */
export function toLocation(
  r: LocationRow,
  groupIds: number[],
  directories: readonly DirectoryRead[],
): Location {
  return {
    id: r.id,
    account_id: r.account_id,
    name: r.name,
    public_name: r.public_name,
    address: r.address,
    address_2: r.address_2,
    city: r.city,
    country: r.country,
    country_id: r.country_id,
    state: r.state,
    state_id: r.state_id,
    state_code: r.state_code,
    zipcode: r.zipcode,
    phone: r.phone,
    website: r.website,
    external_id: r.external_id,
    google_place_id: r.google_place_id,
    category_id: r.category_id,
    category_name: r.category_name,
    open_status: r.open_status,
    hours: (r.hours as WeekHours | null) ?? null,
    is_headquarters: r.is_headquarters,
    industry_ids: { npi_numbers: r.npi_numbers },
    publishing_enabled: r.publishing_enabled,
    timezone: r.timezone,
    group_ids: groupIds,
    directories: directories.map(
      (d): LocationDirectory => ({
        directory_code: d.directory_code,
        directory_name: d.directory_name,
        directory_enabled: d.directory_enabled,
        rtx_source_id: d.rtx_source_id,
        status: d.status,
        status_description: d.status_description,
        listing_url: d.listing_url,
        last_checked_at: d.last_checked_at === null ? null : iso(d.last_checked_at),
      }),
    ),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** Serialises locations with their groups and directories in two batched queries. */
export async function serializeLocations(db: Db, rows: LocationRow[]): Promise<Location[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [groups, directories] = await Promise.all([
    db
      .selectFrom('group_locations')
      .select(['location_id', 'group_id'])
      .where('location_id', 'in', ids)
      .orderBy('group_id')
      .execute(),
    db
      .selectFrom('location_directories as d')
      .innerJoin('sources as s', 's.id', 'd.source_id')
      .select([
        'd.location_id',
        's.directory_code',
        's.name as directory_name',
        'd.directory_enabled',
        'd.source_id as rtx_source_id',
        'd.status',
        'd.status_description',
        'd.listing_url',
        'd.last_checked_at',
      ])
      .where('d.location_id', 'in', ids)
      .orderBy('s.ordinal')
      .execute(),
  ]);
  return rows.map((r) =>
    toLocation(
      r,
      groups.filter((g) => g.location_id === r.id).map((g) => g.group_id),
      directories.filter((d) => d.location_id === r.id) as DirectoryRead[],
    ),
  );
}
