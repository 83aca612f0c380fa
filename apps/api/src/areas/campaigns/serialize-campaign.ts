import type { Campaign, CampaignTemplate } from '@plaudit/api-client/schemas';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function serializeCampaign(row: Selectable<Database['campaigns']>): Campaign {
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
    status: row.status,
    scheduled_at: iso(row.scheduled_at),
    sent_at: iso(row.sent_at),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
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
