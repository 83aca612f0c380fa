import {
  defaultWidgetSettings,
  formatIssues,
  type Issue,
  safeParse,
  type WidgetSettings,
  type WidgetSettingsPatch,
  type WidgetType,
  widgetSettingsIssues,
  widgetSettingsSchema,
} from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import { badRequest } from '../../http/errors';

const unique = <T>(list: T[]) => [...new Set(list)];

/**
 * Stored settings, normalised by the current schema (keys added since a widget
 * was saved take their defaults). Falls back to the kind's defaults when the
 * stored value no longer parses.
 */
export function storedSettings(type: WidgetType, raw: unknown): WidgetSettings {
  const value = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const r = safeParse(widgetSettingsSchema, value ?? {}, 'settings');
  return r.ok ? r.value : defaultWidgetSettings(type);
}

/**
 * Lays a settings patch over `base` (top-level keys replace; theme, layout and
 * show merge key by key), then checks the whole: the schema, the kind's rules
 * (location_info needs a location; a teaser without Auto-Update needs featured
 * reviews). Id lists lose duplicates, keeping the first (featured order counts).
 */
export function mergeSettings(
  type: WidgetType,
  base: WidgetSettings,
  patch: WidgetSettingsPatch | undefined,
): WidgetSettings {
  const p = patch ?? {};
  const merged = {
    ...base,
    ...p,
    theme: { ...base.theme, ...p.theme },
    layout: { ...base.layout, ...p.layout },
    show: { ...base.show, ...p.show },
  };
  const r = safeParse(widgetSettingsSchema, merged, 'settings');
  if (!r.ok) throw badRequest(formatIssues(r.issues), r.issues);
  const s: WidgetSettings = {
    ...r.value,
    location_ids: unique(r.value.location_ids),
    group_ids: unique(r.value.group_ids),
    source_ids: unique(r.value.source_ids),
    featured_review_ids: unique(r.value.featured_review_ids),
  };
  const issues = widgetSettingsIssues(type, s);
  if (issues.length) throw badRequest(formatIssues(issues), issues);
  return s;
}

/** The ids of `ids` that `find` returns (no query for an empty list). */
async function found(
  ids: number[],
  find: (ids: number[]) => Promise<{ id: number }[]>,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await find(ids)).map((r) => r.id));
}
const lacks = (ids: number[], have: Set<number>) => ids.some((id) => !have.has(id));

/**
 * Every id in the settings must be the account's (sources: the global
 * catalogue); featured reviews must also be public reviews (not private
 * feedback). 400 naming the field otherwise.
 */
export async function checkSettingsReferences(
  db: Db,
  accountId: number,
  s: WidgetSettings,
): Promise<void> {
  const issues: Issue[] = [];
  const locationIds = unique([...s.location_ids, ...(s.location_id ? [s.location_id] : [])]);
  const [locations, groups, sources, reviews] = await Promise.all([
    found(locationIds, (ids) =>
      db
        .selectFrom('locations')
        .select('id')
        .where('account_id', '=', accountId)
        .where('id', 'in', ids)
        .execute(),
    ),
    found(s.group_ids, (ids) =>
      db
        .selectFrom('groups')
        .select('id')
        .where('account_id', '=', accountId)
        .where('id', 'in', ids)
        .execute(),
    ),
    found(s.source_ids, (ids) =>
      db.selectFrom('sources').select('id').where('id', 'in', ids).execute(),
    ),
    found(s.featured_review_ids, (ids) =>
      db
        .selectFrom('reviews')
        .select('id')
        .where('account_id', '=', accountId)
        .where('review_type', '!=', 'feedback')
        .where('id', 'in', ids)
        .execute(),
    ),
  ]);
  if (lacks(s.location_ids, locations))
    issues.push({
      path: 'settings.location_ids',
      message: 'settings.location_ids contains a location that does not exist',
    });
  if (s.location_id !== null && !locations.has(s.location_id))
    issues.push({
      path: 'settings.location_id',
      message: 'settings.location_id is not a location of this account',
    });
  if (lacks(s.group_ids, groups))
    issues.push({
      path: 'settings.group_ids',
      message: 'settings.group_ids contains a group that does not exist',
    });
  if (lacks(s.source_ids, sources))
    issues.push({
      path: 'settings.source_ids',
      message: 'settings.source_ids contains a source that does not exist',
    });
  if (lacks(s.featured_review_ids, reviews))
    issues.push({
      path: 'settings.featured_review_ids',
      message: 'settings.featured_review_ids contains a review that cannot be featured',
    });
  if (issues.length) throw badRequest(formatIssues(issues), issues);
}
