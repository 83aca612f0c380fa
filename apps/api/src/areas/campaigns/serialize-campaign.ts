import type { Campaign, CampaignProgress, CampaignTemplate } from '@plaudit/api-client/schemas';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Db } from '../../db/open-database';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

const NO_PROGRESS: CampaignProgress = {
  recipients: 0,
  pending: 0,
  sent: 0,
  delivered: 0,
  failed: 0,
  skipped: 0,
  opened: 0,
  clicked: 0,
  responded: 0,
};

/** Each campaign's recipients by state and what they did, in one query. */
async function progressOf(db: Db, ids: number[]): Promise<Map<number, CampaignProgress>> {
  if (!ids.length) return new Map();
  const n = (filter: string) => sql<number>`(count(*) filter (where ${sql.raw(filter)}))::int`;
  const rows = await db
    .selectFrom('campaign_recipients')
    .select([
      'campaign_id',
      sql<number>`count(*)::int`.as('recipients'),
      n("status = 'pending' or status = 'sending'").as('pending'),
      n("status = 'sent'").as('sent'),
      n('delivered_at is not null').as('delivered'),
      n("status = 'failed'").as('failed'),
      n("status = 'skipped'").as('skipped'),
      n('opened_at is not null').as('opened'),
      n('clicked_at is not null').as('clicked'),
      n('responded_at is not null').as('responded'),
    ])
    .where('campaign_id', 'in', ids)
    .groupBy('campaign_id')
    .execute();
  return new Map(rows.map(({ campaign_id, ...p }) => [campaign_id, p]));
}

type CampaignRow = Selectable<Database['campaigns']>;

/** Campaigns with their progress (one query for the whole page). */
export async function serializeCampaigns(db: Db, rows: CampaignRow[]): Promise<Campaign[]> {
  const progress = await progressOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => serializeCampaign(r, progress.get(r.id) ?? NO_PROGRESS));
}

export async function serializeOneCampaign(db: Db, row: CampaignRow): Promise<Campaign> {
  return (await serializeCampaigns(db, [row]))[0]!;
}

function serializeCampaign(row: CampaignRow, progress: CampaignProgress): Campaign {
  return {
    id: row.id,
    account_id: row.account_id,
    location_id: row.location_id,
    template_id: row.template_id,
    name: row.name,
    request_type: row.request_type,
    layout: row.layout,
    subject: row.subject,
    content: row.content,
    header_text: row.header_text,
    header_image: row.header_image,
    use_header_image: row.use_header_image,
    sender_name: row.sender_name,
    sender_email: row.sender_email,
    feedback_type: row.feedback_type,
    auto_select_sources: row.auto_select_sources,
    url_ids: row.url_ids,
    status: row.status,
    scheduled_at: iso(row.scheduled_at),
    sent_at: iso(row.sent_at),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    progress,
  };
}

export function serializeCampaignTemplate(
  row: Selectable<Database['campaign_templates']>,
): CampaignTemplate {
  return {
    id: row.id,
    account_id: row.account_id,
    name: row.name,
    request_type: row.request_type,
    layout: row.layout,
    subject: row.subject,
    content: row.content,
    header_text: row.header_text,
    header_image: row.header_image,
    use_header_image: row.use_header_image,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}
