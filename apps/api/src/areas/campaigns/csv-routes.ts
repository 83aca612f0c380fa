import {
  campaignReportListQuery,
  failedUploadRecipientsQuery,
  microsurveyAttributesQuery,
  RECIPIENT_COLUMNS,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { csvAttachment, csvLines } from '../../http/csv';
import { notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { scopedAccountId } from '../../http/permissions';
import { input } from '../../http/validate';
import {
  campaignRecipientCount,
  campaignRowFigures,
  filteredLocationIds,
  inLocations,
  reportPeriod,
} from './campaign-figures';
import { allowCampaignRead } from './read-campaigns';
import { findCampaign } from './routes';

const csv = (rows: Parameters<typeof csvLines>[0]) => `\uFEFF${csvLines(rows)}`;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');

/**
 * The ask tool's CSV downloads (spec 1 section 7): /export/csv/recipient_template,
 * failed_upload_recipients, campaigns, do_not_contact and microsurvey_custom_attributes.
 */
export function campaignCsvRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/recipient_template',
    describeRoute({
      answer: 'csv',
      summary: 'The recipients CSV: its columns and one example row',
    }),
    allowCampaignRead,
    (c) =>
      c.body(
        csv([
          [...RECIPIENT_COLUMNS, 'visit_type'],
          ['jamie.rivera@example.com', '+15125550100', 'Jamie', 'Rivera', 'Dinner'],
        ]),
        200,
        csvAttachment('recipient-template.csv'),
      ),
  );

  app.get(
    '/failed_upload_recipients',
    describeRoute({
      answer: 'csv',
      summary: 'The rows of a recipients upload that were not added, with line and reason',
    }),
    allowCampaignRead,
    input('query', failedUploadRecipientsQuery),
    async (c) => {
      const q = c.req.valid('query');
      const upload = await c.var.deps.db
        .selectFrom('campaign_recipient_uploads')
        .selectAll()
        .where('id', '=', q.upload_id)
        .where('account_id', '=', c.var.auth.accountId)
        .executeTakeFirst();
      if (!upload) throw notFound('Upload');
      const rows = upload.failed_rows;
      const columns = [...new Set(rows.flatMap((r) => Object.keys(r.cells)))];
      return c.body(
        csv([
          ['line', 'reason', ...columns],
          ...rows.map((r) => [r.line, r.reason, ...columns.map((k) => r.cells[k] ?? '')]),
        ]),
        200,
        csvAttachment(`failed-recipients-${upload.id}.csv`),
      );
    },
  );

  app.get(
    '/campaigns',
    describeRoute({
      answer: 'csv',
      summary: 'The campaigns sent in the period with their figures',
    }),
    allowCampaignRead,
    input('query', campaignReportListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      const { from, to } = reportPeriod(q);
      const locations = await filteredLocationIds(db, auth.accountId, q);
      const rows = await db
        .selectFrom('campaigns as c')
        .innerJoin('locations as l', 'l.id', 'c.location_id')
        .select([
          'c.id',
          'c.name',
          'l.name as location_name',
          'c.request_type',
          'c.feedback_type',
          'c.status',
          'c.sent_at',
          campaignRecipientCount(),
          ...campaignRowFigures(),
        ])
        .where('c.account_id', '=', auth.accountId)
        .where((eb) =>
          eb.or([
            eb.and([eb('c.sent_at', '>=', from), eb('c.sent_at', '<', to)]),
            eb('c.sent_at', 'is', null),
          ]),
        )
        .where(inLocations('c.location_id', locations))
        .orderBy('c.created_at', 'desc')
        .limit(10_000)
        .execute();
      return c.body(
        csv([
          [
            'Campaign ID',
            'Name',
            'Location',
            'Channel',
            'Feedback Type',
            'Status',
            'Sent At',
            'Recipients',
            'Sent',
            'Delivered',
            'Opened',
            'Clicked',
            'Responded',
            'Review Site Clicks',
          ],
          ...rows.map((r) => [
            r.id,
            r.name,
            r.location_name,
            r.request_type,
            r.feedback_type,
            r.status,
            iso(r.sent_at),
            r.recipients,
            r.sent,
            r.delivered,
            r.opened,
            r.clicked,
            r.responded,
            r.review_site_clicks,
          ]),
        ]),
        200,
        csvAttachment('campaigns.csv'),
      );
    },
  );

  app.get(
    '/do_not_contact',
    describeRoute({
      answer: 'csv',
      summary: 'The addresses that asked not to be contacted, newest first',
    }),
    allowCampaignRead,
    async (c) => {
      const rows = await c.var.deps.db
        .selectFrom('do_not_contact')
        .select(['address', 'created_at'])
        .where('account_id', '=', c.var.auth.accountId)
        .orderBy('created_at', 'desc')
        .execute();
      return c.body(
        csv([['Address', 'Added At'], ...rows.map((r) => [r.address, iso(r.created_at)])]),
        200,
        csvAttachment('do-not-contact.csv'),
      );
    },
  );

  app.get(
    '/microsurvey_custom_attributes',
    describeRoute({
      answer: 'csv',
      summary: 'Each custom attribute value of a campaign with its answers and average score',
    }),
    allowCampaignRead,
    input('query', microsurveyAttributesQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const { db } = c.var.deps;
      const campaign = await findCampaign(db, auth.accountId, q.campaign_id);
      const { rows } = await sql<{
        name: string;
        value: string;
        recipients: number;
        responses: number;
        average: number | null;
      }>`
        SELECT kv.key AS name, kv.value, count(*)::int AS recipients,
               count(x.id)::int AS responses, round(avg(x.score)::numeric, 1)::float8 AS average
        FROM campaign_recipients r
        CROSS JOIN LATERAL jsonb_each_text(r.custom_attributes) kv
        LEFT JOIN campaign_responses x ON x.recipient_id = r.id AND x.feedback_type = ${campaign.feedback_type}
        WHERE r.campaign_id = ${campaign.id} AND r.account_id = ${auth.accountId}
        GROUP BY kv.key, kv.value
        ORDER BY kv.key, kv.value`.execute(db);
      return c.body(
        csv([
          ['Attribute', 'Value', 'Recipients', 'Responses', 'Average Score'],
          ...rows.map((r) => [r.name, r.value, r.recipients, r.responses, r.average ?? '']),
        ]),
        200,
        csvAttachment(`microsurvey-${campaign.id}-custom-attributes.csv`),
      );
    },
  );

  return app;
}
