import {
  CAMPAIGN_ERRORS,
  type CampaignErrorCode,
  campaignCreateBody,
  campaignListQuery,
  campaignSendBody,
  campaignUpdateBody,
  DEFAULT_REQUEST_CONTENT,
  swapFeedbackQuestion,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { halList, likeContains, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { allowCampaignRead } from './read-campaigns';
import { queueCampaignSend } from './send-campaign';
import { serializeCampaigns, serializeOneCampaign } from './serialize-campaign';

export const campaignError = (code: CampaignErrorCode) =>
  new HttpError(code === 'CAMPAIGN_NOT_FOUND' ? 404 : 409, CAMPAIGN_ERRORS[code], undefined, code);

const campaignsOf = (db: Db, accountId: number) =>
  db.selectFrom('campaigns').where('account_id', '=', accountId);

export async function findCampaign(db: Db, accountId: number, id: number) {
  const row = await campaignsOf(db, accountId).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw campaignError('CAMPAIGN_NOT_FOUND');
  return row;
}

async function requireLocation(db: Db, accountId: number, id: number) {
  const row = await db
    .selectFrom('locations')
    .select('id')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound('Location');
}

/** The chosen review sites must be the location's (GET /urls ids). */
async function requireUrls(db: Db, accountId: number, locationId: number, ids: number[]) {
  if (!ids.length) return;
  const rows = await db
    .selectFrom('location_directories')
    .select('id')
    .where('account_id', '=', accountId)
    .where('location_id', '=', locationId)
    .where('listing_url', 'is not', null)
    .where('id', 'in', ids)
    .execute();
  if (rows.length !== new Set(ids).size)
    throw badRequest('url_ids must be review sites of the campaign’s location (GET /urls)');
}

async function findTemplate(db: Db, accountId: number, id: number) {
  const row = await db
    .selectFrom('campaign_templates')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound('Template');
  return row;
}

/**
 * /campaigns: review-request campaigns. A draft is written freely; once it is scheduled or
 * sent it can no longer be changed or deleted (409 CAMPAIGN_NOT_DRAFT), and a campaign that is
 * gone answers 404 CAMPAIGN_NOT_FOUND, the two codes the console resets its upload on.
 */
export function campaignsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'Campaign', list: 'campaigns' }),
    allowCampaignRead,
    input('query', campaignListQuery),
    async (c) => {
      const q = c.req.valid('query');
      let base = campaignsOf(c.var.deps.db, c.var.auth.accountId);
      if (q.keywords) base = base.where('name', 'ilike', likeContains(q.keywords));
      if (q.status) base = base.where('status', '=', q.status);
      if (q.location_id !== undefined) base = base.where('location_id', '=', q.location_id);
      const by = q.sort?.by ?? 'created_at';
      const order = q.sort?.order ?? (by === 'name' ? 'asc' : 'desc');
      const sorted = base
        .selectAll()
        .orderBy(by === 'name' ? sql`lower(name)` : sql.ref(by), order)
        .orderBy('id', 'desc');
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(
          c.req.url,
          'campaigns',
          await serializeCampaigns(c.var.deps.db, rows),
          total,
          q.page,
          q.per_page,
        ),
      );
    },
  );

  app.get('/:id', describeRoute({ returns: 'Campaign' }), allowCampaignRead, async (c) => {
    const { db } = c.var.deps;
    return c.json(
      await serializeOneCampaign(db, await findCampaign(db, c.var.auth.accountId, readId(c))),
    );
  });

  app.post(
    '/',
    describeRoute({ returns: 'Campaign', status: 201 }),
    allow('campaign', 'create'),
    input('json', campaignCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await requireLocation(db, auth.accountId, body.location_id);
      await requireUrls(db, auth.accountId, body.location_id, body.url_ids ?? []);
      const template = body.template_id
        ? await findTemplate(db, auth.accountId, body.template_id)
        : null;
      // The message: what the body says, else the template's, else the default request.
      const content = swapFeedbackQuestion(
        body.content ?? template?.content ?? DEFAULT_REQUEST_CONTENT,
        'nps',
        body.feedback_type,
      );
      const headerImage = body.header_image ?? template?.header_image ?? null;
      const row = await db
        .insertInto('campaigns')
        .values({
          account_id: auth.accountId,
          location_id: body.location_id,
          template_id: template?.id ?? null,
          name: body.name,
          request_type: body.request_type ?? template?.request_type ?? 'email',
          layout: body.layout ?? template?.layout ?? 'simple',
          subject: body.subject ?? template?.subject ?? '',
          content,
          header_text: body.header_text ?? template?.header_text ?? null,
          header_image: headerImage,
          use_header_image:
            (body.use_header_image ?? template?.use_header_image ?? false) && Boolean(headerImage),
          sender_name: body.sender_name ?? null,
          sender_email: body.sender_email ?? null,
          feedback_type: body.feedback_type,
          auto_select_sources: body.auto_select_sources,
          url_ids: [...new Set(body.url_ids ?? [])],
          created_by_user_id: auth.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(await serializeOneCampaign(db, row), 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'Campaign' }),
    allow('campaign', 'update'),
    input('json', campaignUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const current = await findCampaign(db, auth.accountId, id);
      if (current.status !== 'draft') throw campaignError('CAMPAIGN_NOT_DRAFT');
      if (body.location_id !== undefined)
        await requireLocation(db, auth.accountId, body.location_id);
      if (body.template_id !== undefined) await findTemplate(db, auth.accountId, body.template_id);
      const locationId = body.location_id ?? current.location_id;
      if (body.url_ids) await requireUrls(db, auth.accountId, locationId, body.url_ids);
      // Another location has other review sites: the choice starts again.
      const urlIds = body.url_ids
        ? [...new Set(body.url_ids)]
        : locationId !== current.location_id
          ? []
          : undefined;
      // A new feedback type swaps the question in the text (spec 1 section 4).
      const content =
        body.feedback_type && body.feedback_type !== current.feedback_type
          ? swapFeedbackQuestion(
              body.content ?? current.content,
              current.feedback_type,
              body.feedback_type,
            )
          : body.content;
      const image = body.header_image === undefined ? current.header_image : body.header_image;
      const row = await db
        .updateTable('campaigns')
        .set({
          ...body,
          ...(content !== undefined ? { content } : {}),
          ...(urlIds !== undefined ? { url_ids: urlIds } : {}),
          use_header_image: (body.use_header_image ?? current.use_header_image) && Boolean(image),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        // Sending may have started since it was read: a draft only.
        .where('status', '=', 'draft')
        .returningAll()
        .executeTakeFirst();
      if (!row) throw campaignError('CAMPAIGN_NOT_DRAFT');
      return c.json(await serializeOneCampaign(db, row));
    },
  );

  app.post(
    '/:id/send',
    describeRoute({
      returns: 'Campaign',
      status: 202,
      summary: 'Sends the campaign now, or at scheduled_at (queued)',
    }),
    allow('campaign', 'update'),
    input('json', campaignSendBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const current = await findCampaign(db, auth.accountId, id);
      if (current.status !== 'draft') throw campaignError('CAMPAIGN_NOT_DRAFT');
      const runAt = body.scheduled_at ? new Date(body.scheduled_at) : new Date();
      if (body.scheduled_at && runAt.getTime() < Date.now() - 60_000)
        throw badRequest('scheduled_at must be in the future');
      if (current.request_type === 'sms' && auth.settings.sms_requests !== true)
        throw forbidden('Text message requests are not enabled for this account.');
      const waiting = await db
        .selectFrom('campaign_recipients')
        .select('id')
        .where('campaign_id', '=', id)
        .where('status', '=', 'pending')
        .limit(1)
        .executeTakeFirst();
      if (!waiting) throw badRequest('Add recipients before sending the campaign.');
      const row = await db.transaction().execute(async (tx) => {
        const updated = await tx
          .updateTable('campaigns')
          .set({ status: 'scheduled', scheduled_at: runAt, updated_at: new Date() })
          .where('id', '=', id)
          .where('account_id', '=', auth.accountId)
          .where('status', '=', 'draft')
          .returningAll()
          .executeTakeFirst();
        if (!updated) throw campaignError('CAMPAIGN_NOT_DRAFT');
        await queueCampaignSend(tx, updated, runAt);
        return updated;
      });
      return c.json(await serializeOneCampaign(db, row), 202);
    },
  );

  app.post(
    '/:id/unschedule',
    describeRoute({ returns: 'Campaign', summary: 'Takes a scheduled campaign back to draft' }),
    allow('campaign', 'update'),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const { db } = c.var.deps;
      await findCampaign(db, auth.accountId, id);
      // Only before its sending starts: the job sends scheduled campaigns only.
      const row = await db
        .updateTable('campaigns')
        .set({ status: 'draft', scheduled_at: null, updated_at: new Date() })
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .where('status', '=', 'scheduled')
        .returningAll()
        .executeTakeFirst();
      if (!row) throw conflict('Only a scheduled campaign can be taken back to draft.');
      return c.json(await serializeOneCampaign(db, row));
    },
  );

  app.delete('/:id', describeRoute({ status: 204 }), allow('campaign', 'delete'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const { db } = c.var.deps;
    const current = await findCampaign(db, auth.accountId, id);
    if (current.status !== 'draft') throw campaignError('CAMPAIGN_NOT_DRAFT');
    const row = await db
      .deleteFrom('campaigns')
      .where('id', '=', id)
      .where('account_id', '=', auth.accountId)
      .where('status', '=', 'draft')
      .returning('id')
      .executeTakeFirst();
    if (!row) throw campaignError('CAMPAIGN_NOT_DRAFT');
    return c.body(null, 204);
  });

  return app;
}
