import type { FeedbackType } from '@plaudit/api-client/schemas';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import type { RequestBrand } from './compose-request';
import { loadRequestBrand } from './request-brand';
import { readRecipientToken } from './request-links';

/** Whom a request page is for: a recipient's own link, or a location's shared link. */
export type RequestTarget = {
  accountId: number;
  locationId: number;
  brand: RequestBrand;
  campaign: { id: number; feedback_type: FeedbackType; url_ids: number[]; auto: boolean } | null;
  recipient: { id: number; first_name: string | null; channel: 'email' | 'sms' } | null;
};

/**
 * Whom `/r/{key}/...` is for: a location id (its shared link; the account must be active) or a
 * recipient's signed token (their campaign's feedback type and chosen sites). Null: not found.
 */
export async function resolveRequestTarget(
  c: Context<AppEnv>,
  key: string,
): Promise<RequestTarget | null> {
  const { db } = c.var.deps;
  if (/^[1-9]\d{0,8}$/.test(key)) {
    const location = await db
      .selectFrom('locations as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select(['l.id', 'l.account_id'])
      .where('l.id', '=', Number(key))
      .where('a.active', '=', true)
      .executeTakeFirst();
    if (!location) return null;
    const brand = await loadRequestBrand(db, location.account_id, location.id);
    return brand
      ? {
          accountId: location.account_id,
          locationId: location.id,
          brand,
          campaign: null,
          recipient: null,
        }
      : null;
  }
  const recipientId = await readRecipientToken(db, key);
  if (recipientId === null) return null;
  const row = await db
    .selectFrom('campaign_recipients as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .select([
      'r.id',
      'r.first_name',
      'r.account_id',
      'c.id as campaign_id',
      'c.location_id',
      'c.feedback_type',
      'c.url_ids',
      'c.auto_select_sources',
      'c.request_type',
    ])
    .where('r.id', '=', recipientId)
    .executeTakeFirst();
  if (!row) return null;
  const brand = await loadRequestBrand(db, row.account_id, row.location_id);
  if (!brand) return null;
  return {
    accountId: row.account_id,
    locationId: row.location_id,
    brand,
    campaign: {
      id: row.campaign_id,
      feedback_type: row.feedback_type,
      url_ids: row.url_ids,
      auto: row.auto_select_sources,
    },
    recipient: { id: row.id, first_name: row.first_name, channel: row.request_type },
  };
}
