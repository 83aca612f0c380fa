import {
  type CampaignRecipient,
  campaignRecipientListQuery,
  RECIPIENT_UPLOAD_LIMITS,
  type RecipientUpload,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { readUploadedCsv, uploadGuards } from '../../http/read-upload';
import { input, readId, readQuery } from '../../http/validate';
import { allowCampaignRead } from './read-campaigns';
import { readRecipientRows } from './read-recipient-rows';
import { campaignError, findCampaign } from './routes';

const TOO_LARGE = `The file is larger than ${RECIPIENT_UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB.`;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * /campaigns/{id}/recipients: who a draft campaign asks, from a CSV (multipart field `file`).
 * Rows that are not valid, repeat an address already in the file or the campaign, or name an
 * address on the do-not-contact list are not added: they are counted and kept, with their line
 * and reason, for /export/csv/failed_upload_recipients.
 */
export function campaignRecipientsRoutes() {
  const app = new Hono<AppEnv>();

  app.post(
    '/:id/recipients',
    describeRoute({ returns: 'RecipientUpload', status: 201 }),
    ...uploadGuards(RECIPIENT_UPLOAD_LIMITS.maxBytes + 64 * 1024, TOO_LARGE),
    authenticate(),
    allow('campaign', 'update'),
    async (c) => {
      const auth = c.var.auth;
      const { db } = c.var.deps;
      const campaign = await findCampaign(db, auth.accountId, readId(c));
      if (campaign.status !== 'draft') throw campaignError('CAMPAIGN_NOT_DRAFT');
      const file = await readUploadedCsv(c, RECIPIENT_UPLOAD_LIMITS.maxBytes, TOO_LARGE);
      const text = file.text;
      let read: ReturnType<typeof readRecipientRows>;
      try {
        read = readRecipientRows(text, campaign.request_type);
      } catch (err) {
        throw badRequest((err as Error).message);
      }
      const failed = [...read.failed];
      const upload = await db.transaction().execute(async (tx) => {
        const addresses = read.rows.flatMap((r) => [r.email, r.phone]).filter(Boolean) as string[];
        const [existing, blocked] = await Promise.all([
          tx
            .selectFrom('campaign_recipients')
            .select(['email', 'phone'])
            .where('campaign_id', '=', campaign.id)
            .execute(),
          addresses.length
            ? tx
                .selectFrom('do_not_contact')
                .select('address')
                .where('account_id', '=', auth.accountId)
                .where('address', 'in', addresses)
                .execute()
            : Promise.resolve([]),
        ]);
        const seen = new Set(existing.flatMap((r) => [r.email?.toLowerCase(), r.phone]));
        const noContact = new Set(blocked.map((b) => b.address));
        const fresh = read.rows.filter((r) => {
          const keys = [r.email, r.phone].filter(Boolean) as string[];
          if (keys.some((k) => noContact.has(k))) {
            failed.push({
              line: r.line,
              reason: 'The address asked not to be contacted.',
              cells: r.cells,
            });
            return false;
          }
          if (keys.some((k) => seen.has(k))) {
            failed.push({
              line: r.line,
              reason: 'The address is already a recipient.',
              cells: r.cells,
            });
            return false;
          }
          for (const k of keys) seen.add(k);
          return true;
        });
        for (let i = 0; i < fresh.length; i += 500)
          await tx
            .insertInto('campaign_recipients')
            .values(
              fresh.slice(i, i + 500).map((r) => ({
                account_id: auth.accountId,
                campaign_id: campaign.id,
                email: r.email,
                phone: r.phone,
                first_name: r.first_name,
                last_name: r.last_name,
                custom_attributes: JSON.stringify(r.custom_attributes),
              })),
            )
            .execute();
        failed.sort((a, b) => a.line - b.line);
        return tx
          .insertInto('campaign_recipient_uploads')
          .values({
            account_id: auth.accountId,
            campaign_id: campaign.id,
            file_name: (file.name || 'recipients.csv').slice(0, 200),
            total_successful: fresh.length,
            total_failed: failed.length,
            failed_rows: JSON.stringify(failed),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      const answer: RecipientUpload = {
        uploadId: upload.id,
        campaign_id: campaign.id,
        status: 'complete',
        total_successful: upload.total_successful,
        total_failed: upload.total_failed,
        file_name: upload.file_name,
        created_at: iso(upload.created_at)!,
      };
      return c.json(answer, 201);
    },
  );

  app.get(
    '/:id/recipients',
    describeRoute({
      returns: 'CampaignRecipient',
      list: 'recipients',
    }),
    authenticate(),
    allowCampaignRead,
    input('query', campaignRecipientListQuery, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const { db } = c.var.deps;
      const campaign = await findCampaign(db, auth.accountId, readId(c));
      const q = readQuery(c);
      const base = db
        .selectFrom('campaign_recipients')
        .where('campaign_id', '=', campaign.id)
        .where('account_id', '=', auth.accountId);
      const by = q.sort?.by ?? 'created_at';
      const sorted = base
        .selectAll()
        .orderBy(by === 'email' ? sql`lower(email)` : sql.ref('id'), q.sort?.order ?? 'asc')
        .orderBy('id');
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const { rows, total } = await pageOf(sorted, count, q);
      const items: CampaignRecipient[] = rows.map((r) => ({
        id: r.id,
        campaign_id: r.campaign_id,
        email: r.email,
        phone: r.phone,
        first_name: r.first_name,
        last_name: r.last_name,
        custom_attributes: r.custom_attributes,
        status: r.status,
        sent_at: iso(r.sent_at),
        delivered_at: iso(r.delivered_at),
        error: r.error,
        opened_at: iso(r.opened_at),
        clicked_at: iso(r.clicked_at),
        responded_at: iso(r.responded_at),
      }));
      return c.json(halList(c.req.url, 'recipients', items, total, q.page, q.per_page));
    },
  );

  return app;
}
