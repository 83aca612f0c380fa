import {
  type CampaignResponse,
  type CampaignSummary,
  campaignResponseListQuery,
  FEEDBACK_QUESTIONS,
  fillPlaceholders,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { input, readId, readQuery } from '../../http/validate';
import { averageOf, distributionOf, npsOfDistribution } from './campaign-figures';
import { allowCampaignRead } from './read-campaigns';
import { findCampaign } from './routes';
import { serializeOneCampaign } from './serialize-campaign';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A campaign's answers with who gave them (their name, address and custom attributes). */
export function campaignResponsesQuery(db: Db, accountId: number) {
  return db
    .selectFrom('campaign_responses as x')
    .innerJoin('locations as l', 'l.id', 'x.location_id')
    .leftJoin('campaigns as c', 'c.id', 'x.campaign_id')
    .leftJoin('campaign_recipients as r', 'r.id', 'x.recipient_id')
    .select([
      'x.id',
      'x.location_id',
      'l.name as location_name',
      'x.campaign_id',
      'c.name as campaign_name',
      'x.recipient_id',
      'x.channel',
      'x.feedback_type',
      'x.score',
      'x.comment',
      'r.first_name',
      'r.last_name',
      'r.email',
      sql<Record<string, string>>`coalesce(r.custom_attributes, '{}'::jsonb)`.as(
        'custom_attributes',
      ),
      'x.created_at',
    ])
    .where('x.account_id', '=', accountId);
}

export const toCampaignResponse = (
  r: Omit<CampaignResponse, 'created_at'> & { created_at: Date | string },
): CampaignResponse => ({ ...r, created_at: iso(r.created_at) });

/**
 * /campaigns/{id}/summary and /campaigns/{id}/responses: the microsurvey summary of a
 * campaign (the answers' distribution, average and NPS, and each custom attribute's values
 * with their answers) and its answers one by one, comments included.
 */
export function campaignResponsesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/:id/summary', authenticate());
  app.use('/:id/responses', authenticate());

  app.get(
    '/:id/summary',
    describeRoute({ returns: 'CampaignSummary' }),
    allowCampaignRead,
    async (c) => {
      const auth = c.var.auth;
      const { db } = c.var.deps;
      const campaign = await findCampaign(db, auth.accountId, readId(c));
      const type = campaign.feedback_type;
      const [counts, attributes, location] = await Promise.all([
        db
          .selectFrom('campaign_responses')
          .select(['feedback_type', 'score', sql<number>`count(*)::int`.as('n')])
          .where('campaign_id', '=', campaign.id)
          .where('account_id', '=', auth.accountId)
          .where('feedback_type', '=', type)
          .groupBy(['feedback_type', 'score'])
          .execute(),
        sql<{ name: string; value: string; responses: number; average: number | null }>`
        SELECT kv.key AS name, kv.value, count(*)::int AS responses,
               round(avg(x.score)::numeric, 1)::float8 AS average
        FROM campaign_responses x
        JOIN campaign_recipients r ON r.id = x.recipient_id
        CROSS JOIN LATERAL jsonb_each_text(r.custom_attributes) kv
        WHERE x.campaign_id = ${campaign.id} AND x.account_id = ${auth.accountId}
          AND x.feedback_type = ${type}
        GROUP BY kv.key, kv.value
        ORDER BY kv.key, count(*) DESC, kv.value
        LIMIT 2000`.execute(db),
        db
          .selectFrom('locations')
          .select(['name', 'public_name'])
          .where('id', '=', campaign.location_id)
          .executeTakeFirst(),
      ]);
      const distribution = distributionOf(type, counts);
      const byName = new Map<string, CampaignSummary['attributes'][number]>();
      for (const a of attributes.rows) {
        const entry = byName.get(a.name) ?? { name: a.name, values: [] };
        entry.values.push({ value: a.value, responses: a.responses, average_score: a.average });
        byName.set(a.name, entry);
      }
      const body: CampaignSummary = {
        campaign: await serializeOneCampaign(db, campaign),
        question: fillPlaceholders(FEEDBACK_QUESTIONS[type], {
          location_name: location?.public_name || location?.name || '',
        }),
        distribution,
        average_score: averageOf(distribution),
        nps: type === 'nps' ? npsOfDistribution(distribution) : null,
        responses: distribution.reduce((a, d) => a + d.count, 0),
        attributes: [...byName.values()],
      };
      return c.json(body);
    },
  );

  app.get(
    '/:id/responses',
    describeRoute({
      returns: 'CampaignResponse',
      list: 'responses',
    }),
    allowCampaignRead,
    input('query', campaignResponseListQuery, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const { db } = c.var.deps;
      const campaign = await findCampaign(db, auth.accountId, readId(c));
      const q = readQuery(c);
      let base = campaignResponsesQuery(db, auth.accountId).where(
        'x.campaign_id',
        '=',
        campaign.id,
      );
      if (q.with_comment) base = base.where('x.comment', 'is not', null);
      const sorted = base
        .orderBy(q.sort?.by === 'score' ? 'x.score' : 'x.created_at', q.sort?.order ?? 'desc')
        .orderBy('x.id', 'desc');
      const count = base.clearSelect().select((eb) => eb.fn.countAll<number>().as('total'));
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(c.req.url, 'responses', rows.map(toCampaignResponse), total, q.page, q.per_page),
      );
    },
  );

  return app;
}
