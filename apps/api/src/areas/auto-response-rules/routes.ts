import {
  type AutoResponseRule,
  autoResponseRuleCreateBody,
  autoResponseRuleListQuery,
  autoResponseRuleUpdateBody,
  RESPONSE_DRAFT_MESSAGES,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate, loadSettings } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { halList, likeContains, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, guard } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { requireSources } from '../sources/require-sources';

export const AUTO_RESPONDING_OFF = 'Auto-responding is not part of this account’s plan.';

const rulesOf = (db: Db, accountId: number) =>
  db
    .selectFrom('auto_response_rules as ar')
    .innerJoin('response_templates as t', 't.id', 'ar.template_id')
    .where('ar.account_id', '=', accountId);

const withRuleColumns = (q: ReturnType<typeof rulesOf>) =>
  q.selectAll('ar').select('t.name as template_name');

type RuleRow = Awaited<ReturnType<ReturnType<typeof withRuleColumns>['executeTakeFirstOrThrow']>>;

const serializeRule = (r: RuleRow): AutoResponseRule => ({
  id: r.id,
  account_id: r.account_id,
  name: r.name,
  template_id: r.template_id,
  template_name: r.template_name,
  ratings: r.ratings.map(Number),
  source_ids: r.source_ids.map(Number),
  without_text_only: r.without_text_only,
  delay_hours: r.delay_hours,
  enabled: r.enabled,
  smart_draft: r.smart_draft,
  smart_draft_lowest_rating: r.smart_draft_lowest_rating,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

async function findRule(db: Db, accountId: number, id: number) {
  const row = await withRuleColumns(rulesOf(db, accountId))
    .where('ar.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Auto-responding rule');
  return row;
}

async function requireTemplate(db: Db, accountId: number, id: number) {
  const t = await db
    .selectFrom('response_templates')
    .select('id')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!t) throw notFound('Response template');
}

/** Changing rules is the administrators' (account update), and only with auto_responding on. */
const mayChangeRules = guard(async (auth, c) => {
  const settings = await loadSettings(c.var.deps.db, auth.accountId);
  if (settings.auto_responding !== true) throw forbidden(AUTO_RESPONDING_OFF);
});

/** A rule that answers with smart drafts needs smart responses (`ai_smart_responses`). */
async function requireSmartDrafts(db: Db, accountId: number, smartDraft: boolean | undefined) {
  if (smartDraft && (await loadSettings(db, accountId)).ai_smart_responses !== true)
    throw forbidden(RESPONSE_DRAFT_MESSAGES.off);
}

/** /auto_response_rules: which reviews get which template, after how long. */
export function autoResponseRulesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'AutoResponseRule',
      list: 'auto_response_rules',
    }),
    allow('response', 'read'),
    input('query', autoResponseRuleListQuery),
    async (c) => {
      const q = c.req.valid('query');
      let base = rulesOf(c.var.deps.db, c.var.auth.accountId);
      if (q.keywords) base = base.where('ar.name', 'ilike', likeContains(q.keywords));
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'created_at';
      const sorted = withRuleColumns(base)
        .orderBy(by === 'name' ? sql`lower(ar.name)` : sql`ar.created_at`, q.sort?.order ?? 'asc')
        .orderBy('ar.id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(
          c.req.url,
          'auto_response_rules',
          rows.map(serializeRule),
          total,
          q.page,
          q.per_page,
        ),
      );
    },
  );

  app.get(
    '/:id',
    describeRoute({ returns: 'AutoResponseRule' }),
    allow('response', 'read'),
    async (c) =>
      c.json(serializeRule(await findRule(c.var.deps.db, c.var.auth.accountId, readId(c)))),
  );

  app.post(
    '/',
    describeRoute({ returns: 'AutoResponseRule', status: 201 }),
    allow('account', 'update'),
    mayChangeRules,
    input('json', autoResponseRuleCreateBody),
    async (c) => {
      const accountId = c.var.auth.accountId;
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await requireTemplate(db, accountId, body.template_id);
      await requireSources(db, body.source_ids);
      await requireSmartDrafts(db, accountId, body.smart_draft);
      const row = await db
        .insertInto('auto_response_rules')
        .values({
          account_id: accountId,
          name: body.name,
          template_id: body.template_id,
          ratings: [...new Set(body.ratings)].sort(),
          source_ids: [...new Set(body.source_ids)],
          without_text_only: body.without_text_only,
          delay_hours: body.delay_hours,
          enabled: body.enabled,
          smart_draft: body.smart_draft,
          smart_draft_lowest_rating: body.smart_draft_lowest_rating,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return c.json(serializeRule(await findRule(db, accountId, row.id)), 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'AutoResponseRule' }),
    allow('account', 'update'),
    mayChangeRules,
    input('json', autoResponseRuleUpdateBody),
    async (c) => {
      const accountId = c.var.auth.accountId;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await findRule(db, accountId, id);
      if (body.template_id !== undefined) await requireTemplate(db, accountId, body.template_id);
      if (body.source_ids) await requireSources(db, body.source_ids);
      await requireSmartDrafts(db, accountId, body.smart_draft);
      await db
        .updateTable('auto_response_rules')
        .set({
          ...body,
          ...(body.ratings ? { ratings: [...new Set(body.ratings)].sort() } : {}),
          ...(body.source_ids ? { source_ids: [...new Set(body.source_ids)] } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .execute();
      return c.json(serializeRule(await findRule(db, accountId, id)));
    },
  );

  app.delete(
    '/:id',
    describeRoute({ status: 204 }),
    allow('account', 'update'),
    mayChangeRules,
    async (c) => {
      const accountId = c.var.auth.accountId;
      const id = readId(c);
      const { db } = c.var.deps;
      await findRule(db, accountId, id);
      await db
        .deleteFrom('auto_response_rules')
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .execute();
      return c.body(null, 204);
    },
  );

  return app;
}
