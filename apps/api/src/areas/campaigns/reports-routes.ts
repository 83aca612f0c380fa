import {
  type CampaignOverviewReport,
  type CampaignReportRow,
  campaignReportListQuery,
  campaignReportQuery,
  npsOf,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { type SqlBool, sql } from 'kysely';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { halList } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { scopedAccountId } from '../../http/permissions';
import { input, readId, readQuery } from '../../http/validate';
import {
  campaignRowFigures,
  distributionsOf,
  filteredLocationIds,
  inLocations,
  npsOfDistribution,
  reportPeriod,
} from './campaign-figures';
import { allowCampaignRead } from './read-campaigns';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * /reports/{account_id}/campaign/overview and /reports/{account_id}/campaigns: what the ask
 * tool did over the shared filters (period, locations, groups). Requests count by the day they
 * went out; answers and review-site clicks by the day they came, from every channel.
 */
export function campaignReportsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/:account_id/campaign/overview',
    describeRoute({ returns: 'CampaignOverviewReport' }),
    allowCampaignRead,
    input('query', campaignReportQuery, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      scopedAccountId(auth, readId(c, 'account_id'));
      const q = readQuery(c);
      scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      const { from, to } = reportPeriod(q);
      const locations = await filteredLocationIds(db, auth.accountId, q);
      const n = (filter: string) => sql<number>`(count(*) filter (where ${sql.raw(filter)}))::int`;
      const campaignFilter = q.campaign_id
        ? sql<SqlBool>`c.id = ${q.campaign_id}`
        : sql<SqlBool>`true`;
      const [requests, answers, clicks, sentDays, answerDays] = await Promise.all([
        db
          .selectFrom('campaign_recipients as r')
          .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
          .select([
            n("r.status in ('sent', 'failed')").as('sent'),
            n('r.delivered_at is not null').as('delivered'),
            n("r.status = 'failed'").as('failed'),
            n('r.opened_at is not null').as('opened'),
            n('r.clicked_at is not null').as('clicked'),
            n('r.responded_at is not null').as('responded'),
          ])
          .where('r.account_id', '=', auth.accountId)
          .where('r.sent_at', '>=', from)
          .where('r.sent_at', '<', to)
          .where(inLocations('c.location_id', locations))
          .where(campaignFilter)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('campaign_responses as c')
          .select(['c.feedback_type', 'c.score', sql<number>`count(*)::int`.as('n')])
          .where('c.account_id', '=', auth.accountId)
          .where('c.created_at', '>=', from)
          .where('c.created_at', '<', to)
          .where(inLocations('c.location_id', locations))
          .where(
            q.campaign_id ? sql<SqlBool>`c.campaign_id = ${q.campaign_id}` : sql<SqlBool>`true`,
          )
          .groupBy(['c.feedback_type', 'c.score'])
          .execute(),
        db
          .selectFrom('review_site_clicks as k')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('k.account_id', '=', auth.accountId)
          .where('k.created_at', '>=', from)
          .where('k.created_at', '<', to)
          .where(inLocations('k.location_id', locations))
          .where(
            q.campaign_id ? sql<SqlBool>`k.campaign_id = ${q.campaign_id}` : sql<SqlBool>`true`,
          )
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('campaign_recipients as r')
          .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
          .select([
            sql<string>`to_char(r.sent_at at time zone 'UTC', 'YYYY-MM-DD')`.as('d'),
            sql<number>`count(*)::int`.as('n'),
          ])
          .where('r.account_id', '=', auth.accountId)
          .where('r.sent_at', '>=', from)
          .where('r.sent_at', '<', to)
          .where(inLocations('c.location_id', locations))
          .where(campaignFilter)
          .groupBy('d')
          .execute(),
        db
          .selectFrom('campaign_responses as c')
          .select([
            sql<string>`to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('d'),
            sql<number>`count(*)::int`.as('n'),
          ])
          .where('c.account_id', '=', auth.accountId)
          .where('c.created_at', '>=', from)
          .where('c.created_at', '<', to)
          .where(inLocations('c.location_id', locations))
          .where(
            q.campaign_id ? sql<SqlBool>`c.campaign_id = ${q.campaign_id}` : sql<SqlBool>`true`,
          )
          .groupBy('d')
          .execute(),
      ]);
      const distributions = distributionsOf(answers);
      const sentOn = new Map(sentDays.map((r) => [r.d, r.n]));
      const answeredOn = new Map(answerDays.map((r) => [r.d, r.n]));
      const timeline: CampaignOverviewReport['timeline'] = [];
      for (let t = from.getTime(); t < to.getTime(); t += 86_400_000) {
        const d = day(new Date(t));
        timeline.push({ date: d, sent: sentOn.get(d) ?? 0, responses: answeredOn.get(d) ?? 0 });
      }
      const body: CampaignOverviewReport = {
        period: { start: day(from), end: day(new Date(to.getTime() - 86_400_000)) },
        totals: {
          ...requests,
          responses: answers.reduce((a, r) => a + r.n, 0),
          review_site_clicks: clicks.n,
        },
        nps: npsOfDistribution(distributions.nps),
        distributions,
        timeline,
      };
      return c.json(body);
    },
  );

  app.get(
    '/:account_id/campaigns',
    describeRoute({
      returns: 'CampaignReportRow',
      list: 'campaigns',
    }),
    allowCampaignRead,
    input('query', campaignReportListQuery, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      scopedAccountId(auth, readId(c, 'account_id'));
      const q = readQuery(c);
      scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      const { from, to } = reportPeriod(q);
      const locations = await filteredLocationIds(db, auth.accountId, q);
      const base = db
        .selectFrom('campaigns as c')
        .where('c.account_id', '=', auth.accountId)
        .where('c.sent_at', '>=', from)
        .where('c.sent_at', '<', to)
        .where(inLocations('c.location_id', locations));
      const by = q.sort?.by ?? 'sent_at';
      const rows = await base
        .innerJoin('locations as l', 'l.id', 'c.location_id')
        .select([
          'c.id',
          'c.name',
          'c.location_id',
          'l.name as location_name',
          'c.feedback_type',
          'c.status',
          'c.sent_at',
          ...campaignRowFigures(),
          sql<
            number[]
          >`(select array_agg(x.score) from campaign_responses x where x.campaign_id = c.id and x.feedback_type = c.feedback_type)`.as(
            'scores',
          ),
        ])
        .orderBy(
          by === 'name' ? sql`lower(c.name)` : by === 'responded' ? sql`responded` : sql`c.sent_at`,
          q.sort?.order ?? (by === 'name' ? 'asc' : 'desc'),
        )
        .orderBy('c.id', 'desc')
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page)
        .execute();
      const { total } = await base
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow();
      const items: CampaignReportRow[] = rows.map(({ scores, ...r }) => {
        const list = scores ?? [];
        return {
          ...r,
          sent_at: iso(r.sent_at),
          average_score: list.length
            ? Math.round((list.reduce((a, b) => a + b, 0) / list.length) * 10) / 10
            : null,
          nps:
            r.feedback_type === 'nps'
              ? npsOf(Array.from({ length: 11 }, (_, k) => list.filter((s) => s === k).length))
              : null,
        };
      });
      return c.json(halList(c.req.url, 'campaigns', items, total, q.page, q.per_page));
    },
  );

  return app;
}
