import {
  EXPIRY_NOTICE_DAYS,
  INTEGRATION_CATALOGUE,
  type Integration,
  type IntegrationCatalogue,
  type IntegrationExpiryNotice,
  type IntegrationsBanner,
  integrationListQuery,
  integrationRequestBody,
  OAUTH_PROVIDERS,
  type OauthToken,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { halList } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, guard, requirePermission, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { integrationCards, visibleEntries } from './catalogue';

const DAY = 86_400_000;

/** GET /integrations: the account's connections to review sites and directories. */
export function integrationsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'Integration',
      list: 'integrations',
      summary: "The account's integrations; a partner's lists those of its child accounts",
    }),
    // A child account reads its own; a partner (parent) account its children's.
    guard((auth) =>
      requirePermission(auth, auth.isParent ? 'child_integration' : 'integration', 'read'),
    ),
    input('query', integrationListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const { db } = c.var.deps;
      let base = db
        .selectFrom('integrations as i')
        .innerJoin('accounts as a', 'a.id', 'i.account_id')
        .leftJoin('sources as s', 's.code', 'i.source_code');
      // account_id, when given, is the caller's own (the rule of every endpoint).
      const accountId = scopedAccountId(auth, q.account_id);
      base = auth.isParent
        ? base.where('a.parent_id', '=', accountId)
        : base.where('i.account_id', '=', accountId);
      if (q.id !== undefined) base = base.where('i.id', '=', q.id);
      if (q.integration_status) base = base.where('i.status', '=', q.integration_status);
      if (q.source_code) base = base.where('i.source_code', '=', q.source_code);
      const total = Number(
        (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      );
      const col = {
        name: 's.name',
        source_code: 'i.source_code',
        created_at: 'i.created_at',
      } as const;
      const rows = await base
        .select([
          'i.id',
          'i.account_id',
          'a.name as account_name',
          'i.source_code',
          'i.status',
          'i.created_at',
          'i.last_synced_at',
          's.name',
          (eb) =>
            eb
              .selectFrom('oauth_tokens as t')
              .select((e) => e.fn.max('t.id').as('m'))
              .whereRef('t.integration_id', '=', 'i.id')
              .as('oauth_token_id'),
          (eb) =>
            eb
              .selectFrom('oauth_tokens as t')
              .select((e) => e.fn.max('t.expires_at').as('x'))
              .whereRef('t.integration_id', '=', 'i.id')
              .as('expires_at'),
        ])
        .orderBy(col[q.sort?.by ?? 'source_code'], q.sort?.order ?? 'asc')
        .orderBy('a.name')
        .orderBy('i.id')
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page)
        .execute();
      const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
      const items: Integration[] = rows.map((r) => ({
        id: r.id,
        account_id: r.account_id,
        account_name: r.account_name,
        name: r.name ?? r.source_code,
        code: r.source_code,
        source_code: r.source_code,
        integration_status: r.status,
        oauth_token_id: r.oauth_token_id ?? null,
        integrated: r.status === 'active',
        expires_at: iso(r.expires_at),
        last_synced_at: iso(r.last_synced_at),
        created_at: new Date(r.created_at).toISOString(),
      }));
      return c.json(halList(c.req.url, 'integrations', items, total, q.page, q.per_page));
    },
  );

  /** The catalogue is the administrators' (spec 3 section 4.7: loaded for admins only). */
  const adminsOnly = guard((auth) => {
    if (auth.userType !== 'administrator') throw forbidden();
  });

  app.get(
    '/catalogue',
    describeRoute({
      returns: 'IntegrationCatalogue',
      summary: 'The catalogue with the account’s state',
    }),
    allow('integration', 'read'),
    adminsOnly,
    async (c) => {
      const auth = c.var.auth;
      const { db } = c.var.deps;
      const webhooks = await db
        .selectFrom('webhooks')
        .select('id')
        .where('account_id', '=', auth.accountId)
        .where('active', '=', true)
        .executeTakeFirst();
      const cards = await integrationCards(
        db,
        auth.accountId,
        visibleEntries(auth.settings),
        Boolean(webhooks),
      );
      const answer: IntegrationCatalogue = { integrations: cards };
      return c.json(answer);
    },
  );

  app.get(
    '/expiry_notice',
    describeRoute({
      returns: 'IntegrationExpiryNotice',
      summary: 'The Facebook expiry banner: days left, for those spec 1 section 4 shows it to',
    }),
    allow('integration', 'read'),
    async (c) => {
      const auth = c.var.auth;
      const row = await c.var.deps.db
        .selectFrom('integrations as i')
        .innerJoin('oauth_tokens as t', 't.integration_id', 'i.id')
        .select(['i.created_by_user_id', 't.expires_at'])
        .where('i.account_id', '=', auth.accountId)
        .where('i.source_code', '=', 'facebook')
        .where('i.status', 'in', ['active', 'expired'])
        .where('t.expires_at', 'is not', null)
        .orderBy('t.expires_at', 'desc')
        .executeTakeFirst();
      const days = row?.expires_at
        ? Math.floor((new Date(row.expires_at).getTime() - Date.now()) / DAY)
        : null;
      // Spec 1 section 4: the account owner, the integration's creator or a shadowing user,
      // when the access ends in 7 days or less.
      const audience =
        auth.owner || auth.tokenKind === 'shadow' || row?.created_by_user_id === auth.userId;
      const notice: IntegrationExpiryNotice = {
        notice:
          days !== null && days <= EXPIRY_NOTICE_DAYS && audience
            ? { code: 'facebook', display_name: 'Facebook', days_until_expires: days }
            : null,
      };
      return c.json(notice);
    },
  );

  app.get(
    '/banner',
    describeRoute({
      returns: 'IntegrationsBanner',
      summary:
        'The integrations banner: shown to admins until a review site is connected or it is dismissed',
    }),
    allow('integration', 'read'),
    adminsOnly,
    async (c) => {
      const auth = c.var.auth;
      const { db } = c.var.deps;
      const [account, connected] = await Promise.all([
        db
          .selectFrom('accounts')
          .select('integrations_banner_dismissed_at')
          .where('id', '=', auth.accountId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('integrations')
          .select('id')
          .where('account_id', '=', auth.accountId)
          .where('source_code', 'in', [...OAUTH_PROVIDERS])
          .where('status', '=', 'active')
          .executeTakeFirst(),
      ]);
      const banner: IntegrationsBanner = {
        show: !account.integrations_banner_dismissed_at && !connected,
        sites: INTEGRATION_CATALOGUE.filter((e) => e.connect === 'oauth').map(
          (e) => e.display_name,
        ),
      };
      return c.json(banner);
    },
  );

  app.post(
    '/banner/dismissal',
    describeRoute({ status: 204, summary: 'Dismisses the integrations banner for the account' }),
    allow('integration', 'read'),
    adminsOnly,
    async (c) => {
      await c.var.deps.db
        .updateTable('accounts')
        .set({ integrations_banner_dismissed_at: new Date() })
        .where('id', '=', c.var.auth.accountId)
        .where('integrations_banner_dismissed_at', 'is', null)
        .execute();
      return c.body(null, 204);
    },
  );

  app.post(
    '/requests',
    describeRoute({ returns: 'IntegrationCard', status: 201 }),
    allow('integration', 'create'),
    input('json', integrationRequestBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const entry = visibleEntries(auth.settings).find((e) => e.code === body.code);
      if (!entry) throw notFound('Integration');
      const { db } = c.var.deps;
      await db
        .insertInto('integrations')
        .values({
          account_id: auth.accountId,
          source_code: entry.code,
          status: 'access_requested',
          created_by_user_id: auth.userId,
        })
        .onConflict((oc) =>
          oc
            .columns(['account_id', 'source_code'])
            .doUpdateSet({ status: 'access_requested', updated_at: new Date() })
            .where('integrations.status', 'in', ['inactive', 'expired']),
        )
        .execute();
      const [card] = await integrationCards(db, auth.accountId, [entry], false);
      return c.json(card, 201);
    },
  );

  app.delete(
    '/:id',
    describeRoute({ status: 204, summary: 'Disconnect: the tokens are forgotten' }),
    allow('integration', 'delete'),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const { db } = c.var.deps;
      const row = await db
        .updateTable('integrations')
        .set({ status: 'inactive', updated_at: new Date() })
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw notFound('Integration');
      await db
        .deleteFrom('oauth_tokens')
        .where('integration_id', '=', id)
        .where('account_id', '=', auth.accountId)
        .execute();
      return c.body(null, 204);
    },
  );

  return app;
}

/** GET /oauth_tokens: the account's OAuth tokens and the days until each expires. */
export function oauthTokensRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'OauthToken', list: 'oauth_tokens' }),
    allow('integration', 'read'),
    async (c) => {
      const auth = c.var.auth;
      const rows = await c.var.deps.db
        .selectFrom('oauth_tokens')
        .select(['id', 'integration_id', 'expires_at'])
        .where('account_id', '=', auth.accountId)
        .orderBy('id')
        .execute();
      const now = Date.now();
      const items: OauthToken[] = rows.map((r) => ({
        id: r.id,
        integration_id: r.integration_id,
        expires_at: r.expires_at ? new Date(r.expires_at).toISOString() : null,
        daysUntilExpires: r.expires_at
          ? Math.floor((new Date(r.expires_at).getTime() - now) / DAY)
          : -1,
      }));
      return c.json(
        halList(c.req.url, 'oauth_tokens', items, items.length, 1, Math.max(1, items.length)),
      );
    },
  );

  return app;
}
