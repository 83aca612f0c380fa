/** The rules read from listings and responses: listings out of sync, response time, few recent reviews. */
import type { PrescriptiveInsight } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import {
  DAY,
  EVIDENCE_ROWS,
  FEW_REVIEWS,
  inScope,
  MIN_RESPONSES,
  MONTH_DAYS,
  qs,
  RESPONSE_RISE_HOURS,
  RESPONSE_RISE_RATIO,
  type RuleContext,
  round1,
} from './rule-context';
import { weeklySeries } from './series';
import { count, dayOf, listOf, shortDate } from './words';

/** Directory listings whose data differs from the location's. */
export async function listingsOutOfSync({
  db,
  scope,
}: RuleContext): Promise<PrescriptiveInsight[]> {
  const { rows } = await sql<{
    location_id: number;
    name: string;
    directory: string;
    checked: Date | null;
  }>`
    select d.location_id, l.name, s.name as directory, d.last_checked_at as checked
    from location_directories d join locations l on l.id = d.location_id
      join sources s on s.id = d.source_id
    where d.account_id = ${scope.accountId} and ${inScope(scope, sql`d.location_id`)}
      and d.directory_enabled and d.status = 'not_in_sync'
    order by l.name, s.name`.execute(db);
  if (!rows.length) return [];
  const per = new Map<number, { name: string; dirs: string[]; checked: Date | null }>();
  for (const r of rows) {
    const e = per.get(r.location_id) ?? { name: r.name, dirs: [], checked: null };
    e.dirs.push(r.directory);
    if (r.checked && (!e.checked || new Date(r.checked) > e.checked))
      e.checked = new Date(r.checked);
    per.set(r.location_id, e);
  }
  const locations = [...per.values()].sort(
    (a, b) => b.dirs.length - a.dirs.length || a.name.localeCompare(b.name),
  );
  const top = locations[0]!;
  return [
    {
      id: 'listings_out_of_sync',
      rule: 'listings_out_of_sync',
      title: `${count(rows.length, 'listing')} on ${count(locations.length, 'location')} ${rows.length === 1 ? 'is' : 'are'} out of sync`,
      summary: `${top.name} differs from its listing on ${listOf(top.dirs)}${top.checked ? ` (last checked ${shortDate(top.checked)})` : ''}.`,
      impact: rows.length * 4,
      evidence: {
        columns: ['Location', 'Out of sync on'],
        rows: locations.slice(0, EVIDENCE_ROWS).map((e) => [e.name, e.dirs.join(', ')]),
      },
      trend: { label: '', points: [] },
      action: {
        label: 'Fix the listings',
        href: `/dashboard/local_listings?${qs({ status: 'not_in_sync', locationId: locations.length === 1 ? rows[0]!.location_id : undefined })}`,
      },
    },
  ];
}

/** The hours from a review to its first published response, by month of the review. */
export async function responseTimeRising({
  db,
  scope,
  now,
}: RuleContext): Promise<PrescriptiveInsight[]> {
  const cur = new Date(now.getTime() - MONTH_DAYS * DAY);
  const prev = new Date(now.getTime() - 2 * MONTH_DAYS * DAY);
  const { rows } = await sql<{
    location_id: number;
    name: string;
    cur_h: number | null;
    cur_n: number;
    prev_h: number | null;
    prev_n: number;
  }>`
    with first as (
      select r.location_id, r.published_at,
        extract(epoch from (min(s.published_at) - r.published_at)) / 3600 as resp_hours
      from reviews r join responses s on s.review_id = r.id and s.status = 'published' and s.published_at is not null
      where r.account_id = ${scope.accountId} and ${inScope(scope, sql`r.location_id`)}
        and r.published_at >= ${prev} and r.published_at < ${now}
      group by r.id, r.location_id, r.published_at)
    select f.location_id, l.name,
      avg(f.resp_hours) filter (where f.published_at >= ${cur})::float as cur_h,
      count(*) filter (where f.published_at >= ${cur})::int as cur_n,
      avg(f.resp_hours) filter (where f.published_at < ${cur})::float as prev_h,
      count(*) filter (where f.published_at < ${cur})::int as prev_n
    from first f join locations l on l.id = f.location_id
    group by f.location_id, l.name`.execute(db);
  const sum = (k: 'cur' | 'prev') => {
    const n = rows.reduce((s, r) => s + r[`${k}_n`], 0);
    const h = rows.reduce((s, r) => s + (r[`${k}_h`] ?? 0) * r[`${k}_n`], 0);
    return { n, h: n ? h / n : 0 };
  };
  const c = sum('cur');
  const p = sum('prev');
  if (c.n < MIN_RESPONSES || p.n < MIN_RESPONSES) return [];
  if (c.h < p.h * RESPONSE_RISE_RATIO || c.h - p.h < RESPONSE_RISE_HOURS) return [];
  const slower = rows
    .filter((r) => r.cur_n > 0 && r.prev_n > 0 && (r.cur_h ?? 0) > (r.prev_h ?? 0))
    .sort(
      (a, b) =>
        (b.cur_h ?? 0) - (b.prev_h ?? 0) - ((a.cur_h ?? 0) - (a.prev_h ?? 0)) ||
        a.name.localeCompare(b.name),
    );
  const hours = (h: number) => (h >= 48 ? `${round1(h / 24)} days` : `${round1(h)} hours`);
  return [
    {
      id: 'response_time_rising',
      rule: 'response_time_rising',
      title: `Responses now take ${hours(c.h)} on average, up from ${hours(p.h)}`,
      summary:
        `Over ${count(c.n, 'review')} answered from the last ${MONTH_DAYS} days against ${p.n} from the ${MONTH_DAYS} before.` +
        (slower.length
          ? ` Slowed most: ${listOf(slower.slice(0, 3).map((r) => `${r.name} (${hours(r.cur_h ?? 0)})`))}.`
          : ''),
      impact: Math.round(((c.h - p.h) / 24) * c.n),
      evidence: {
        columns: [
          'Location',
          'Previous 30 days (hours)',
          'Last 30 days (hours)',
          'Reviews answered',
        ],
        rows: (slower.length ? slower : rows)
          .slice(0, EVIDENCE_ROWS)
          .map((r) => [r.name, round1(r.prev_h ?? 0), round1(r.cur_h ?? 0), r.cur_n]),
      },
      trend: {
        label: 'Average hours to respond per week',
        points: await weeklySeries(db, scope.accountId, scope.locationIds, now, 'response_hours'),
      },
      action: {
        label: 'Answer the waiting reviews',
        href: `/reviews?${qs({ status: 'new', dateDescriptor: 'thirtyDays', locationId: scope.locationIds?.length === 1 ? scope.locationIds[0] : undefined })}`,
      },
    },
  ];
}

/** Locations with few reviews in the last 30 days while the account's median location gets more. */
export async function fewRecentReviews({
  db,
  scope,
  now,
}: RuleContext): Promise<PrescriptiveInsight[]> {
  const cur = new Date(now.getTime() - MONTH_DAYS * DAY);
  const { rows } = await sql<{ id: number; name: string; n: number; last: Date | null }>`
    select l.id, l.name,
      (select count(*) from reviews r where r.location_id = l.id and r.account_id = l.account_id
        and r.published_at >= ${cur} and r.published_at < ${now})::int as n,
      (select max(r.published_at) from reviews r where r.location_id = l.id
        and r.account_id = l.account_id and r.published_at < ${now}) as last
    from locations l
    where l.account_id = ${scope.accountId} and ${inScope(scope, sql`l.id`)}
      and l.open_status = 'active'`.execute(db);
  if (rows.length < 2) return [];
  const sorted = rows.map((r) => r.n).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  if (median < FEW_REVIEWS * 2) return [];
  const few = rows
    .filter((r) => r.n < FEW_REVIEWS)
    .sort((a, b) => a.n - b.n || a.name.localeCompare(b.name));
  if (!few.length) return [];
  const top = few[0]!;
  return [
    {
      id: 'few_recent_reviews',
      rule: 'few_recent_reviews',
      title: `${count(few.length, 'location')} got fewer than ${FEW_REVIEWS} reviews in the last ${MONTH_DAYS} days`,
      summary: `${top.name} got ${top.n}, while the median location got ${round1(median)}${top.last ? `; its latest review is from ${shortDate(new Date(top.last))}` : ''}.`,
      impact: Math.round(few.reduce((s, r) => s + (median - r.n), 0)),
      evidence: {
        columns: ['Location', 'Reviews (last 30 days)', 'Latest review'],
        rows: few
          .slice(0, EVIDENCE_ROWS)
          .map((r) => [r.name, r.n, r.last ? dayOf(new Date(r.last)) : null]),
      },
      trend: { label: '', points: [] },
      action: { label: 'Ask customers for reviews', href: '/request-reviews' },
    },
  ];
}
