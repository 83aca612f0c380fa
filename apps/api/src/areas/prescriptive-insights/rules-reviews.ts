/** The rules read from reviews: rating drops, unanswered negative reviews, rising negative keywords. */
import type { PrescriptiveInsight } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import {
  DAY,
  EVIDENCE_ROWS,
  inScope,
  MIN_DROP,
  MIN_KEYWORD_MENTIONS,
  MIN_KEYWORD_RISE,
  MIN_QUARTER_REVIEWS,
  MONTH_DAYS,
  QUARTER_DAYS,
  qs,
  type RuleContext,
  round1,
  WAIT_DAYS,
} from './rule-context';
import { weeklySeries } from './series';
import { count, dayOf, daysBetween, listOf, shortDate, stars } from './words';

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
