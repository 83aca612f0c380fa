import {
  type CampaignReportQuery,
  FEEDBACK_SCALES,
  FEEDBACK_TYPES,
  type FeedbackType,
  npsOf,
  type ScoreDistribution,
} from '@plaudit/api-client/schemas';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/open-database';

const DAY = 86_400_000;

/** A campaign's recipients (`c`) counted by what happened to them, one subquery per figure. */
const recipientsWhere = (filter: string) =>
  sql<number>`(select count(*) from campaign_recipients r where r.campaign_id = c.id and ${sql.raw(filter)})::int`;

/** The figures of a campaign row (reports and the campaigns CSV): sent, delivered, opened, ... */
export const campaignRowFigures = () =>
  [
    recipientsWhere("r.status in ('sent', 'failed')").as('sent'),
    recipientsWhere('r.delivered_at is not null').as('delivered'),
    recipientsWhere('r.opened_at is not null').as('opened'),
    recipientsWhere('r.clicked_at is not null').as('clicked'),
    recipientsWhere('r.responded_at is not null').as('responded'),
    sql<number>`(select count(*) from review_site_clicks k where k.campaign_id = c.id)::int`.as(
      'review_site_clicks',
    ),
  ] as const;

/** Every recipient of the campaign row `c`. */
export const campaignRecipientCount = () => recipientsWhere('true').as('recipients');

/** The report's period: whole UTC days, both ends included; the last 30 days by default. */
export function reportPeriod(q: Pick<CampaignReportQuery, 'published_after' | 'published_before'>) {
  const today = new Date(new Date().toISOString().slice(0, 10));
  const to = q.published_before
    ? new Date(new Date(q.published_before).getTime() + DAY)
    : new Date(today.getTime() + DAY);
  const from = q.published_after ? new Date(q.published_after) : new Date(to.getTime() - 30 * DAY);
  return { from, to };
}

/** The locations the filters name (a location, locations, a group, groups), or null for all. */
export async function filteredLocationIds(
  db: Db,
  accountId: number,
  q: Pick<CampaignReportQuery, 'location_id' | 'location_ids' | 'group_id' | 'group_ids'>,
): Promise<number[] | null> {
  const locations = [...(q.location_ids ?? []), ...(q.location_id ? [q.location_id] : [])];
  const groups = [...(q.group_ids ?? []), ...(q.group_id ? [q.group_id] : [])];
  if (!locations.length && !groups.length) return null;
  let ids: Set<number> | null = locations.length ? new Set(locations) : null;
  if (groups.length) {
    const rows = await db
      .selectFrom('group_locations as gl')
      .innerJoin('groups as g', 'g.id', 'gl.group_id')
      .select('gl.location_id')
      .where('g.account_id', '=', accountId)
      .where('gl.group_id', 'in', groups)
      .execute();
    const inGroups = new Set(rows.map((r) => r.location_id));
    ids = ids ? new Set([...ids].filter((id) => inGroups.has(id))) : inGroups;
  }
  return [...(ids ?? [])];
}

/** `column IN (ids)`, true without a location filter, false for an empty one. */
export const inLocations = (column: string, ids: number[] | null): Expression<SqlBool> =>
  ids === null
    ? sql<SqlBool>`true`
    : ids.length
      ? sql<SqlBool>`${sql.ref(column)} = any(${sql.val(ids)}::int[])`
      : sql<SqlBool>`false`;

/** The scale of a feedback type with how many answers gave each score. */
export function distributionOf(
  type: FeedbackType,
  counts: { feedback_type: string; score: number; n: number }[],
): ScoreDistribution {
  return FEEDBACK_SCALES[type].map((s) => ({
    score: s.score,
    label: s.label,
    count: counts.find((c) => c.feedback_type === type && c.score === s.score)?.n ?? 0,
  }));
}

export function distributionsOf(counts: { feedback_type: string; score: number; n: number }[]) {
  return Object.fromEntries(FEEDBACK_TYPES.map((t) => [t, distributionOf(t, counts)])) as Record<
    FeedbackType,
    ScoreDistribution
  >;
}

/** NPS of a distribution of NPS answers (0-10). */
export const npsOfDistribution = (d: ScoreDistribution) =>
  npsOf(Array.from({ length: 11 }, (_, n) => d.find((x) => x.score === n)?.count ?? 0));

/** The mean score of a distribution, one decimal; null without answers. */
export function averageOf(d: ScoreDistribution): number | null {
  const total = d.reduce((a, x) => a + x.count, 0);
  if (!total) return null;
  return Math.round((d.reduce((a, x) => a + x.score * x.count, 0) / total) * 10) / 10;
}
