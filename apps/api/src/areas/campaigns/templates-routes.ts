import {
  campaignTemplateCreateBody,
  campaignTemplateListQuery,
  campaignTemplateUpdateBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { halList, likeContains, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { allowCampaignRead } from './read-campaigns';
import { serializeCampaignTemplate } from './serialize-campaign';

const templatesOf = (db: Db, accountId: number) =>
  db.selectFrom('campaign_templates').where('account_id', '=', accountId);

/** /templates: the account's templates for review requests (the ask tool). */
export function campaignTemplatesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'CampaignTemplate',
      list: 'templates',
    }),
    allowCampaignRead,
    input('query', campaignTemplateListQuery),
    async (c) => {
      const q = c.req.valid('query');
      let base = templatesOf(c.var.deps.db, c.var.auth.accountId);
      if (q.keywords) base = base.where('name', 'ilike', likeContains(q.keywords));
      if (q.request_type) base = base.where('request_type', '=', q.request_type);
      const by = q.sort?.by ?? 'name';
      const sorted = base
        .selectAll()
        .orderBy(by === 'name' ? sql`lower(name)` : sql.ref(by), q.sort?.order ?? 'asc')
        .orderBy('id');
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(
          c.req.url,
          'templates',
          rows.map(serializeCampaignTemplate),
          total,
          q.page,
          q.per_page,
        ),
      );
    },
  );

  const find = async (db: Db, accountId: number, id: number) => {
    const row = await templatesOf(db, accountId)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('Template');
    return row;
  };

  app.get('/:id', describeRoute({ returns: 'CampaignTemplate' }), allowCampaignRead, async (c) =>
    c.json(serializeCampaignTemplate(await find(c.var.deps.db, c.var.auth.accountId, readId(c)))),
  );

  app.post(
    '/',
    describeRoute({ returns: 'CampaignTemplate', status: 201 }),
    allow('campaign', 'create'),
    input('json', campaignTemplateCreateBody),
    async (c) => {
      const body = c.req.valid('json');
      const row = await c.var.deps.db
        .insertInto('campaign_templates')
        .values({
          account_id: c.var.auth.accountId,
          name: body.name,
          request_type: body.request_type,
          layout: body.layout,
          subject: body.subject,
          content: body.content,
          header_text: body.header_text ?? null,
          header_image: body.header_image ?? null,
          use_header_image: body.use_header_image && Boolean(body.header_image),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(serializeCampaignTemplate(row), 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'CampaignTemplate' }),
    allow('campaign', 'update'),
    input('json', campaignTemplateUpdateBody),
    async (c) => {
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const current = await find(db, c.var.auth.accountId, id);
      const image = body.header_image === undefined ? current.header_image : body.header_image;
      const row = await db
        .updateTable('campaign_templates')
        .set({
          ...body,
          use_header_image: (body.use_header_image ?? current.use_header_image) && Boolean(image),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('account_id', '=', c.var.auth.accountId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(serializeCampaignTemplate(row));
    },
  );

  app.delete('/:id', describeRoute({ status: 204 }), allow('campaign', 'delete'), async (c) => {
    const row = await c.var.deps.db
      .deleteFrom('campaign_templates')
      .where('id', '=', readId(c))
      .where('account_id', '=', c.var.auth.accountId)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound('Template');
    return c.body(null, 204);
  });

  return app;
}
