import {
  normalizeSpecialHours,
  SPECIAL_HOURS_MESSAGES,
  type SpecialHours,
  type SpecialHoursChanges,
  type SpecialHoursInput,
  specialHoursProblem,
  todayIn,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { badRequest, notFound } from '../../http/errors';

/** The account's special hours rows, start_date as YYYY-MM-DD text. */
export function selectSpecialHours(db: Db, accountId: number) {
  return db
    .selectFrom('special_hours as sh')
    .select([
      'sh.id',
      'sh.account_id',
      'sh.location_id',
      sql<string>`to_char(sh.start_date, 'YYYY-MM-DD')`.as('start_date'),
      'sh.closed',
      'sh.is_24_hours',
      'sh.hours',
      'sh.created_at',
      'sh.updated_at',
    ])
    .where('sh.account_id', '=', accountId);
}
type Row = Awaited<ReturnType<ReturnType<typeof selectSpecialHours>['execute']>>[number];

export const serializeSpecialHours = (r: Row): SpecialHours => ({
  id: r.id,
  account_id: r.account_id,
  location_id: r.location_id,
  start_date: r.start_date,
  closed: r.closed,
  is_24_hours: r.is_24_hours,
  hours: (typeof r.hours === 'string' ? JSON.parse(r.hours) : r.hours) as SpecialHours['hours'],
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

/** The account's location (id, name, time zone) or 404. */
export async function findLocationBrief(db: Db, accountId: number, id: number) {
  const row = await db
    .selectFrom('locations')
    .select(['id', 'name', 'timezone'])
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound('Location');
  return row;
}

/** Throws 400 with the spec's message when a row breaks a rule of spec 2 section 5. */
export function checkSpecialHours(row: SpecialHoursInput, timeZone: string) {
  const problem = specialHoursProblem(row, todayIn(timeZone));
  if (problem) throw badRequest(problem);
}

/** Column values of a valid row. */
export const specialHoursColumns = (row: SpecialHoursInput) => ({
  start_date: row.start_date!,
  closed: row.closed ?? false,
  is_24_hours: !row.closed && (row.is_24_hours ?? false),
  hours: JSON.stringify(normalizeSpecialHours(row)),
});

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

/** Runs a write; a duplicate (location, date) becomes the spec's 400. */
export async function guardDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(SPECIAL_HOURS_MESSAGES.duplicateDate);
    throw err;
  }
}

/**
 * Applies a location's special hours changes inside `tx` (spec 2 section 4:
 * deletes first, then creates and updates). Every row is checked first; the
 * dates after the change must be unique.
 */
export async function applySpecialHoursChanges(
  tx: Db,
  accountId: number,
  location: { id: number; timezone: string },
  changes: SpecialHoursChanges,
) {
  const existing = await selectSpecialHours(tx, accountId)
    .where('sh.location_id', '=', location.id)
    .execute();
  const byId = new Map(existing.map((r) => [r.id, r]));
  for (const id of [...changes.delete, ...changes.update.map((u) => u.id)])
    if (!byId.has(id)) throw notFound('Special hours');
  for (const row of [...changes.create, ...changes.update])
    checkSpecialHours(row, location.timezone);

  const deleted = new Set(changes.delete);
  const updated = new Map(changes.update.map((u) => [u.id, u]));
  const dates = [
    ...existing
      .filter((r) => !deleted.has(r.id))
      .map((r) => updated.get(r.id)?.start_date ?? r.start_date),
    ...changes.create.map((r) => r.start_date!),
  ];
  if (new Set(dates).size !== dates.length) throw badRequest(SPECIAL_HOURS_MESSAGES.duplicateDate);

  if (changes.delete.length)
    await tx
      .deleteFrom('special_hours')
      .where('account_id', '=', accountId)
      .where('location_id', '=', location.id)
      .where('id', 'in', changes.delete)
      .execute();
  await guardDuplicate(async () => {
    for (const u of changes.update)
      await tx
        .updateTable('special_hours')
        .set({ ...specialHoursColumns(u), updated_at: new Date() })
        .where('id', '=', u.id)
        .where('account_id', '=', accountId)
        .execute();
    if (changes.create.length)
      await tx
        .insertInto('special_hours')
        .values(
          changes.create.map((r) => ({
            account_id: accountId,
            location_id: location.id,
            ...specialHoursColumns(r),
          })),
        )
        .execute();
  });
}
