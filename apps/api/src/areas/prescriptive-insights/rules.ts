import type { PrescriptiveInsight } from '@plaudit/api-client/schemas';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { type Scope, weeklySeries } from './series';
import { count, dayOf, daysBetween, listOf, shortDate, stars } from './words';

const DAY = 86_400_000;

/** Rating drop: the last 90 days against the 90 before (a rolling quarter; see the README). */
export const QUARTER_DAYS = 90;
/** A location counts when its average fell by at least this much... */
export const MIN_DROP = 0.2;
/** ...with at least this many rated reviews in each quarter. */
export const MIN_QUARTER_REVIEWS = 3;
/** Unanswered negative reviews: older than this. */
export const WAIT_DAYS = 7;
/** Keywords, response time and review volume compare the last 30 days with the 30 before. */
export const MONTH_DAYS = 30;
export const MIN_KEYWORD_RISE = 2;
export const MIN_KEYWORD_MENTIONS = 3;
/** Response time counts as rising when at least 25% and 2 hours slower. */
export const RESPONSE_RISE_RATIO = 1.25;
export const RESPONSE_RISE_HOURS = 2;
export const MIN_RESPONSES = 3;
/** Few recent reviews: under this many in 30 days while the median location got at least twice as many. */
export const FEW_REVIEWS = 3;

const EVIDENCE_ROWS = 10;

export type RuleContext = { db: Db; scope: Scope; now: Date };

const inScope = (s: Scope, col: RawBuilder<unknown>) =>
  s.locationIds
    ? sql`${col} in (${sql.join(s.locationIds.length ? s.locationIds : [0])})`
    : sql`true`;

const round1 = (n: number) => Math.round(n * 10) / 10;
const qs = (params: Record<string, string | number | (string | number)[] | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined) for (const x of Array.isArray(v) ? v : [v]) p.append(k, String(x));
  return p.toString();
};

/** Locations whose average rating fell most, and the categories whose negative mentions grew. */
export async function ratingDrop({ db, scope, now }: RuleContext): Promise<PrescriptiveInsight[]> {
  const cur = new Date(now.getTime() - QUARTER_DAYS * DAY);
  const prev = new Date(now.getTime() - 2 * QUARTER_DAYS * DAY);
  const { rows } = await sql<{
    location_id: number;
    name: string;
    cur_avg: number | null;
    cur_n: number;
    prev_avg: number | null;
    prev_n: number;
  }>`
    select r.location_id, l.name,
      avg(r.rating) filter (where r.published_at >= ${cur})::float as cur_avg,
      count(*) filter (where r.published_at >= ${cur})::int as cur_n,
      avg(r.rating) filter (where r.published_at < ${cur})::float as prev_avg,
      count(*) filter (where r.published_at < ${cur})::int as prev_n
    from reviews r join locations l on l.id = r.location_id
    where r.account_id = ${scope.accountId} and ${inScope(scope, sql`r.location_id`)}
      and r.rating > 0 and r.published_at >= ${prev} and r.published_at < ${now}
    group by r.location_id, l.name`.execute(db);
  const falling = rows
    .filter((r) => r.cur_n >= MIN_QUARTER_REVIEWS && r.prev_n >= MIN_QUARTER_REVIEWS)
    .map((r) => ({ ...r, drop: (r.prev_avg ?? 0) - (r.cur_avg ?? 0) }))
    .filter((r) => r.drop >= MIN_DROP - 1e-9)
    .sort((a, b) => b.drop - a.drop || a.name.localeCompare(b.name));
  if (!falling.length) return [];
  const ids = falling.map((r) => r.location_id);
  const { rows: cats } = await sql<{
    location_id: number;
    category: string;
    cur_n: number;
    prev_n: number;
  }>`
    select location_id, category,
      count(*) filter (where published_at >= ${cur})::int as cur_n,
      count(*) filter (where published_at < ${cur})::int as prev_n
    from review_categories
    where account_id = ${scope.accountId} and location_id in (${sql.join(ids)})
      and sentiment < 0 and published_at >= ${prev} and published_at < ${now}
    group by location_id, category`.execute(db);
  const driversOf = (locationId: number) =>
    cats
      .filter((c) => c.location_id === locationId && c.cur_n > c.prev_n)
      .sort(
        (a, b) => b.cur_n - b.prev_n - (a.cur_n - a.prev_n) || a.category.localeCompare(b.category),
      )
      .slice(0, 3)
      .map((c) => `${c.category} (${c.prev_n} → ${c.cur_n})`);
  const top = falling[0]!;
  const drivers = driversOf(top.location_id);
  const impact = Math.round(falling.reduce((s, r) => s + r.drop * r.cur_n, 0) * 10);
  return [
    {
      id: 'rating_drop',
      rule: 'rating_drop',
      title: `${top.name}: rating fell from ${stars(top.prev_avg)} to ${stars(top.cur_avg)} in the last ${QUARTER_DAYS} days`,
      summary:
        `${count(falling.length, 'location')} fell by ${MIN_DROP} stars or more compared with the ${QUARTER_DAYS} days before ${shortDate(cur)}` +
        (drivers.length
          ? `; at ${top.name} negative mentions grew most for ${listOf(drivers)}.`
          : '.'),
      impact,
      evidence: {
        columns: [
          'Location',
          'Previous 90 days',
          'Last 90 days',
          'Change',
          'Reviews (last 90 days)',
          'Growing complaints',
        ],
        rows: falling
          .slice(0, EVIDENCE_ROWS)
          .map((r) => [
            r.name,
            round1(r.prev_avg ?? 0),
            round1(r.cur_avg ?? 0),
            -round1(r.drop),
            r.cur_n,
            driversOf(r.location_id).join(', ') || null,
          ]),
      },
      trend: {
        label: `Average rating per week at ${top.name}`,
        points: await weeklySeries(db, scope.accountId, [top.location_id], now, 'rating'),
      },
      action: {
        label: `Read ${top.name}'s negative reviews`,
        href: `/reviews?${qs({ locationId: top.location_id, sentiment: -1, dateDescriptor: 'custom', from: dayOf(cur), to: dayOf(now) })}`,
      },
    },
  ];
}

/** Negative reviews still waiting for a response after a week. */
export async function unansweredNegative({
  db,
  scope,
  now,
}: RuleContext): Promise<PrescriptiveInsight[]> {
  const before = new Date(now.getTime() - WAIT_DAYS * DAY);
  const { rows } = await sql<{
    id: number;
    location_id: number;
    name: string;
    author_name: string;
    published_at: Date;
  }>`
    select r.id, r.location_id, l.name, r.author_name, r.published_at
    from reviews r join locations l on l.id = r.location_id
    where r.account_id = ${scope.accountId} and ${inScope(scope, sql`r.location_id`)}
      and r.sentiment < 0 and r.status in ('new', 'in_progress') and r.published_at < ${before}
      and not exists (select 1 from responses s where s.review_id = r.id
        and s.status in ('published', 'pending_publish'))
    order by r.published_at, r.id`.execute(db);
  if (!rows.length) return [];
  const per = new Map<number, { name: string; n: number; oldest: Date }>();
  for (const r of rows) {
    const e = per.get(r.location_id) ?? { name: r.name, n: 0, oldest: new Date(r.published_at) };
    e.n += 1;
    per.set(r.location_id, e);
  }
  const locations = [...per.entries()].sort(
    (a, b) => b[1].n - a[1].n || a[1].name.localeCompare(b[1].name),
  );
  const oldest = rows[0]!;
  const oldestAt = new Date(oldest.published_at);
  const [mostId, most] = locations[0]!;
  // Each waiting review counts once, and once more when it has waited over 30 days.
  const impact =
    rows.length + rows.filter((r) => daysBetween(new Date(r.published_at), now) > 30).length;
  const oneLocation = scope.locationIds?.length === 1 || locations.length === 1;
  return [
    {
      id: 'unanswered_negative',
      rule: 'unanswered_negative',
      title: `${count(rows.length, 'negative review')} ${rows.length === 1 ? 'has' : 'have'} waited more than ${WAIT_DAYS} days for a response`,
      summary:
        `The oldest, by ${oldest.author_name} at ${oldest.name}, was posted on ${shortDate(oldestAt)} (${count(daysBetween(oldestAt, now), 'day')} ago).` +
        (locations.length > 1 ? ` ${most.name} has the most: ${most.n}.` : ''),
      impact,
      evidence: {
        columns: ['Location', 'Unanswered negative reviews', 'Oldest posted'],
        rows: locations.slice(0, EVIDENCE_ROWS).map(([, e]) => [e.name, e.n, dayOf(e.oldest)]),
      },
      trend: { label: '', points: [] },
      action: {
        label: oneLocation ? `Respond to ${most.name}'s reviews` : 'Respond to these reviews',
        href: `/reviews?${qs({
          locationId: oneLocation ? mostId : undefined,
          sentiment: -1,
          status: 'new,in_progress',
          dateDescriptor: 'custom',
          from: dayOf(oldestAt),
          to: dayOf(before),
          sort: 'published_at:asc',
        })}`,
      },
    },
  ];
}

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

/** Keywords mentioned negatively more often in the last 30 days than in the 30 before. */
export async function risingNegativeKeywords({
  db,
  scope,
  now,
}: RuleContext): Promise<PrescriptiveInsight[]> {
  const cur = new Date(now.getTime() - MONTH_DAYS * DAY);
  const prev = new Date(now.getTime() - 2 * MONTH_DAYS * DAY);
  const { rows } = await sql<{ keyword_id: number; short: string; cur_n: number; prev_n: number }>`
    select rk.keyword_id, k.short,
      count(*) filter (where rk.published_at >= ${cur})::int as cur_n,
      count(*) filter (where rk.published_at < ${cur})::int as prev_n
    from review_keywords rk join insight_keywords k on k.id = rk.keyword_id
    where rk.account_id = ${scope.accountId} and ${inScope(scope, sql`rk.location_id`)}
      and rk.sentiment < 0 and rk.published_at >= ${prev} and rk.published_at < ${now}
    group by rk.keyword_id, k.short`.execute(db);
  const rising = rows
    .filter((r) => r.cur_n >= MIN_KEYWORD_MENTIONS && r.cur_n - r.prev_n >= MIN_KEYWORD_RISE)
    .sort((a, b) => b.cur_n - b.prev_n - (a.cur_n - a.prev_n) || a.short.localeCompare(b.short));
  if (!rising.length) return [];
  const top = rising[0]!;
  return [
    {
      id: 'rising_negative_keyword',
      rule: 'rising_negative_keyword',
      title: `Negative mentions of "${top.short}" rose from ${top.prev_n} to ${top.cur_n} in the last ${MONTH_DAYS} days`,
      summary:
        rising.length > 1
          ? `${count(rising.length, 'keyword')} rose by ${MIN_KEYWORD_RISE} or more negative mentions; after "${top.short}": ${listOf(rising.slice(1, 4).map((r) => `"${r.short}" (${r.prev_n} → ${r.cur_n})`))}.`
          : `No other keyword rose by ${MIN_KEYWORD_RISE} or more negative mentions.`,
      impact: rising.reduce((s, r) => s + (r.cur_n - r.prev_n), 0) * 3,
      evidence: {
        columns: ['Keyword', 'Previous 30 days', 'Last 30 days', 'Change'],
        rows: rising
          .slice(0, EVIDENCE_ROWS)
          .map((r) => [r.short, r.prev_n, r.cur_n, r.cur_n - r.prev_n]),
      },
      trend: {
        label: `Negative mentions of "${top.short}" per week`,
        points: await weeklySeries(
          db,
          scope.accountId,
          scope.locationIds,
          now,
          'keyword',
          top.keyword_id,
        ),
      },
      action: {
        label: `See the reviews mentioning "${top.short}"`,
        href: `/dashboard/keywords/${encodeURIComponent(top.short)}?${qs({
          sentiment: 'negative',
          locationId: scope.locationIds?.length === 1 ? scope.locationIds[0] : undefined,
          dateDescriptor: 'thirtyDays',
        })}`,
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

export const RULES = [
  ratingDrop,
  unansweredNegative,
  listingsOutOfSync,
  risingNegativeKeywords,
  responseTimeRising,
  fewRecentReviews,
] as const;
