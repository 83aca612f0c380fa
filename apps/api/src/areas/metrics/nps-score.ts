import type { MetricsNpsQuery, NpsFigures, NpsScore } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { filteredLocationIds, inLocations } from '../campaigns/campaign-figures';
import { metricsPeriod } from './compute-metrics';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const nextMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));

type Counts = { promoters: number; passives: number; detractors: number };

const percent = (part: number, total: number) => (total ? Math.round((part / total) * 100) : 0);

/**
 * The figures of some NPS answers. The score is computed from the counts, not from the rounded
 * shares: % promoters − % detractors of the exact counts, rounded once.
 */
export function npsFigures({ promoters, passives, detractors }: Counts): NpsFigures {
  const responses = promoters + passives + detractors;
  return {
    responses,
    promoters,
    passives,
    detractors,
    promoters_percent: percent(promoters, responses),
    passives_percent: percent(passives, responses),
    detractors_percent: percent(detractors, responses),
    nps: responses ? Math.round(((promoters - detractors) / responses) * 100) : null,
  };
}

/**
 * GET /metrics/{account_id}/nps: the NPS answers (campaign_responses of feedback type nps, from
 * every channel: e-mail and SMS requests, shared links, kiosks) by the day they came, in the
 * period and the previous one of equal length, and per calendar month of the period.
 */
export async function npsScore(db: Db, accountId: number, q: MetricsNpsQuery): Promise<NpsScore> {
  const p = metricsPeriod(q);
  const locations = await filteredLocationIds(db, accountId, q);
  const rows = await db
    .selectFrom('campaign_responses as c')
    .select([
      sql<string>`to_char(date_trunc('month', c.created_at at time zone 'UTC'), 'YYYY-MM-DD')`.as(
        'month',
      ),
      sql<boolean>`c.created_at >= ${p.from}`.as('current'),
      sql<number>`(count(*) filter (where c.score >= 9))::int`.as('promoters'),
      sql<number>`(count(*) filter (where c.score between 7 and 8))::int`.as('passives'),
      sql<number>`(count(*) filter (where c.score <= 6))::int`.as('detractors'),
    ])
    .where('c.account_id', '=', accountId)
    .where('c.feedback_type', '=', 'nps')
    .where('c.created_at', '>=', p.prevFrom)
    .where('c.created_at', '<', p.to)
    .where(inLocations('c.location_id', locations))
    .groupBy(['month', 'current'])
    .execute();

  const zero = (): Counts => ({ promoters: 0, passives: 0, detractors: 0 });
  const add = (a: Counts, b: Counts) => {
    a.promoters += b.promoters;
    a.passives += b.passives;
    a.detractors += b.detractors;
  };
  const current = zero();
  const previous = zero();
  const byMonth = new Map<string, Counts>();
  for (const r of rows) {
    if (!r.current) {
      add(previous, r);
      continue;
    }
    add(current, r);
    const m = byMonth.get(r.month) ?? zero();
    add(m, r);
    byMonth.set(r.month, m);
  }
  // Every month of the period, oldest first; an "all time" range starts at its first answer.
  const last = new Date(p.to.getTime() - DAY);
  const firstAnswer = [...byMonth.keys()].sort()[0];
  let start = new Date(Date.UTC(p.from.getUTCFullYear(), p.from.getUTCMonth(), 1));
  if (firstAnswer && last.getTime() - p.from.getTime() > 5 * 366 * DAY)
    start = new Date(`${firstAnswer}T00:00:00Z`);
  const monthly: NpsScore['monthly'] = [];
  for (let d = start; d <= last; d = nextMonth(d)) {
    const date = isoDay(d);
    monthly.push({ date, ...npsFigures(byMonth.get(date) ?? zero()) });
  }

  const cur = npsFigures(current);
  const prev = npsFigures(previous);
  return {
    account_id: accountId,
    ...cur,
    period: { from: isoDay(p.from), to: isoDay(last) },
    previous_period: {
      from: isoDay(p.prevFrom),
      to: isoDay(new Date(p.from.getTime() - DAY)),
    },
    previous: prev,
    change: cur.nps !== null && prev.nps !== null ? cur.nps - prev.nps : null,
    monthly,
  };
}
