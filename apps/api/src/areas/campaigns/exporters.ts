import {
  type MicrosurveyResponsesExportFilters,
  microsurveyResponsesExportFilters,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { registerExporter } from '../exports/registry';
import { filteredLocationIds, inLocations, reportPeriod } from './campaign-figures';
import { campaignResponsesQuery } from './responses-routes';

/**
 * microsurvey_responses: every answer in the period (a campaign's when `campaign_id` or the
 * export's resource_id names one), newest first, with who answered and their custom attributes
 * as one column each.
 */
registerExporter<MicrosurveyResponsesExportFilters>('microsurvey_responses', {
  permission: 'campaign',
  normalize: (raw) => {
    const out = { ...raw };
    for (const k of [
      'page',
      'per_page',
      'sort',
      'rating',
      'status',
      'category',
      'sentiment',
      'brands',
    ])
      delete out[k];
    return out;
  },
  filters: microsurveyResponsesExportFilters,
  header: [
    'Response ID',
    'Answered At',
    'Campaign',
    'Location',
    'Channel',
    'Feedback Type',
    'Score',
    'Comment',
    'First Name',
    'Last Name',
    'Email',
    'Custom Attributes',
  ],
  async *rows({ db, accountId, filters, resourceId, chunkSize = 2000 }) {
    const { from, to } = reportPeriod(filters);
    const locations = await filteredLocationIds(db, accountId, filters);
    const campaignId = filters.campaign_id ?? resourceId;
    let cursor: { at: Date; id: number } | null = null;
    for (;;) {
      let q = campaignResponsesQuery(db, accountId)
        .where('x.created_at', '>=', from)
        .where('x.created_at', '<', to)
        .where(inLocations('x.location_id', locations));
      if (campaignId) q = q.where('x.campaign_id', '=', campaignId);
      if (cursor) {
        const { at, id } = cursor;
        q = q.where(sql<boolean>`(x.created_at, x.id) < (${at}, ${id})`);
      }
      const rows = await q
        .orderBy('x.created_at', 'desc')
        .orderBy('x.id', 'desc')
        .limit(chunkSize)
        .execute();
      if (!rows.length) return;
      yield rows.map((r) => [
        r.id,
        new Date(r.created_at).toISOString(),
        r.campaign_name ?? '',
        r.location_name,
        r.channel,
        r.feedback_type,
        r.score,
        r.comment ?? '',
        r.first_name ?? '',
        r.last_name ?? '',
        r.email ?? '',
        Object.entries(r.custom_attributes)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
      ]);
      if (rows.length < chunkSize) return;
      const last = rows[rows.length - 1]!;
      cursor = { at: new Date(last.created_at), id: last.id };
    }
  },
});
