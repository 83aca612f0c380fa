import {
  type ResponseTemplate,
  responseTemplateCreateBody,
  responseTemplateListQuery,
  responseTemplateUpdateBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { halList, likeContains, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { requireSources } from '../sources/require-sources';

type TemplateRow = {
  id: number;
  account_id: number;
  name: string;
  content: string;
  ratings: number[];
  source_ids: number[];
  created_at: Date;
  updated_at: Date;
};

const serializeTemplate = (t: TemplateRow): ResponseTemplate => ({
  ...t,
  ratings: t.ratings.map(Number),
  source_ids: t.source_ids.map(Number),
  created_at: new Date(t.created_at).toISOString(),
  updated_at: new Date(t.updated_at).toISOString(),
});

const templatesOf = (db: Db, accountId: number) =>
  db.selectFrom('response_templates').where('account_id', '=', accountId);

async function findTemplate(db: Db, accountId: number, id: number) {
  const row = await templatesOf(db, accountId).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Response template');
  return row;
}

const NAME_TAKEN = 'A response template with that name already exists';

async function requireFreeName(db: Db, accountId: number, name: string, except?: number) {
  let q = templatesOf(db, accountId).select('id').where(sql`lower(name)`, '=', name.toLowerCase());
  if (except !== undefined) q = q.where('id', '!=', except);
  if (await q.executeTakeFirst()) throw conflict(NAME_TAKEN);
}

/** /response_templates: saved responses with placeholders, meant for some ratings and sources. */
export function responseTemplatesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'ResponseTemplate',
      list: 'response_templates',
    }),
    allow('response', 'read'),
    input('query', responseTemplateListQuery),
    async (c) => {
      const q = c.req.valid('query');
      let base = templatesOf(c.var.deps.db, c.var.auth.accountId);
      if (q.keywords)
        base = base.where((eb) =>
          eb.or([
            eb('name', 'ilike', likeContains(q.keywords!)),
            eb('content', 'ilike', likeContains(q.keywords!)),
          ]),
        );
      if (q.rating !== undefined)
        base = base.where(sql<boolean>`(cardinality(ratings) = 0 OR ${q.rating} = ANY(ratings))`);
      if (q.source_id !== undefined)
        base = base.where(
          sql<boolean>`(cardinality(source_ids) = 0 OR ${q.source_id} = ANY(source_ids))`,
        );
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'name';
      const sorted = base
        .selectAll()
        .orderBy(by === 'name' ? sql`lower(name)` : sql.ref(by), q.sort?.order ?? 'asc')
        .orderBy('id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(
          c.req.url,
          'response_templates',
          rows.map(serializeTemplate),
          total,
          q.page,
          q.per_page,
        ),
      );
    },
  );

  app.get(
    '/:id',
    describeRoute({ returns: 'ResponseTemplate' }),
    allow('response', 'read'),
    async (c) =>
      c.json(serializeTemplate(await findTemplate(c.var.deps.db, c.var.auth.accountId, readId(c)))),
  );

  app.post(
    '/',
    describeRoute({ returns: 'ResponseTemplate', status: 201 }),
    allow('response', 'create'),
    input('json', responseTemplateCreateBody),
    async (c) => {
      const accountId = c.var.auth.accountId;
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await requireFreeName(db, accountId, body.name);
      await requireSources(db, body.source_ids);
      const row = await db
        .insertInto('response_templates')
        .values({
          account_id: accountId,
          name: body.name,
          content: body.content,
          ratings: [...new Set(body.ratings)].sort(),
          source_ids: [...new Set(body.source_ids)],
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(serializeTemplate(row), 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'ResponseTemplate' }),
    allow('response', 'update'),
    input('json', responseTemplateUpdateBody),
    async (c) => {
      const accountId = c.var.auth.accountId;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await findTemplate(db, accountId, id);
      if (body.name !== undefined) await requireFreeName(db, accountId, body.name, id);
      if (body.source_ids) await requireSources(db, body.source_ids);
      const row = await db
        .updateTable('response_templates')
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.content !== undefined ? { content: body.content } : {}),
          ...(body.ratings ? { ratings: [...new Set(body.ratings)].sort() } : {}),
          ...(body.source_ids ? { source_ids: [...new Set(body.source_ids)] } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(serializeTemplate(row));
    },
  );

  app.delete('/:id', describeRoute({ status: 204 }), allow('response', 'delete'), async (c) => {
    const accountId = c.var.auth.accountId;
    const id = readId(c);
    const { db } = c.var.deps;
    await findTemplate(db, accountId, id);
    const rule = await db
      .selectFrom('auto_response_rules')
      .select('name')
      .where('template_id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (rule)
      throw conflict(
        `The auto-responding rule “${rule.name}” uses this template; change or delete the rule first`,
      );
    await db
      .deleteFrom('response_templates')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .execute();
    return c.body(null, 204);
  });

  return app;
}
