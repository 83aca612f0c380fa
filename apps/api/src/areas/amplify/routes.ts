import { publicWidgetUrl } from '@plaudit/api-client';
import {
  defaultWidgetSettings,
  publicWidgetQuery,
  WIDGET_TYPE_LABELS,
  WIDGET_TYPE_SETTINGS,
  type Widget,
  type WidgetList,
  type WidgetType,
  widgetCreateBody,
  widgetListQuery,
  widgetUpdateBody,
} from '@plaudit/api-client/schemas';
import { type Context, Hono } from 'hono';
import type { Row } from '../../db/database';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { halList, likeContains, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, allowAny } from '../../http/permissions';
import { documentedInput, input, readBody } from '../../http/validate';
import {
  EMBED_HEADERS,
  publicWidgetEmbedResponse,
  publicWidgetResponse,
  wantsHtml,
} from './public-response';
import { forgetPublicWidget } from './public-widget-cache';
import { checkSettingsReferences, mergeSettings, storedSettings } from './settings';
import { isWidgetId, newWidgetId, widgetIdParam } from './widget-id';

/**
 * /api/amplify/widgets (spec 3 sections 2.4, 3, 4.5, 7): the account's widgets.
 * Reads need amplify create or preview; writes need amplify create; creating
 * or publishing a kind needs its account setting. Another account's widget is
 * simply not found.
 */

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function serializeWidget(r: Row<'widgets'>): Widget {
  return {
    id: r.id,
    account_id: r.account_id,
    name: r.name,
    widget_type: r.widget_type,
    settings: storedSettings(r.widget_type, r.settings),
    published: r.published,
    published_at: iso(r.published_at),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    _links: {
      self: { href: `/api/amplify/widgets/${r.id}` },
      public: { href: publicWidgetUrl(r.id) },
    },
  };
}

/** A widget id path parameter (400 when malformed). */
function readWidgetId(c: { req: { param(name: string): string | undefined } }): string {
  const id = c.req.param('id');
  if (!isWidgetId(id)) throw badRequest('id must be a valid widget id');
  return id;
}

async function findWidget(db: Db, accountId: number, id: string): Promise<Row<'widgets'>> {
  const row = await db
    .selectFrom('widgets')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Widget');
  return row;
}

/** 403 unless the account has the kind's setting on. */
function requireKind(auth: AuthContext, type: WidgetType) {
  if (auth.settings[WIDGET_TYPE_SETTINGS[type]] !== true)
    throw forbidden(`${WIDGET_TYPE_LABELS[type]} widgets are not enabled for this account.`);
}

export function amplifyRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/widgets',
    describeRoute({ returns: 'WidgetList' }),
    allowAny('amplify', 'create', 'preview'),
    input('query', widgetListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      let base = c.var.deps.db.selectFrom('widgets').where('account_id', '=', auth.accountId);
      if (q.keywords) base = base.where('name', 'ilike', likeContains(q.keywords));
      if (q.widget_type) base = base.where('widget_type', '=', q.widget_type);
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'created_at';
      const order = q.sort?.order ?? (by === 'name' ? 'asc' : 'desc');
      const sorted = base.selectAll().orderBy(by, order).orderBy('id', order);
      const { rows, total } = await pageOf(sorted, count, q);
      const hal = halList(c.req.url, 'widgets', rows, total, q.page, q.per_page);
      const body: WidgetList = {
        widgets: rows.map(serializeWidget),
        paging: { page: q.page, per_page: q.per_page, total, total_pages: hal._total_pages },
        _links: hal._links,
      };
      return c.json(body);
    },
  );

  app.get(
    '/widgets/:id',
    describeRoute({ returns: 'Widget', params: { id: widgetIdParam } }),
    allowAny('amplify', 'create', 'preview'),
    async (c) => {
      const auth = c.var.auth;
      const id = readWidgetId(c);
      return c.json(serializeWidget(await findWidget(c.var.deps.db, auth.accountId, id)));
    },
  );

  app.post(
    '/widgets',
    describeRoute({ returns: 'Widget', status: 201 }),
    allow('amplify', 'create'),
    input('json', widgetCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      requireKind(auth, body.widget_type);
      const { db } = c.var.deps;
      const settings = mergeSettings(
        body.widget_type,
        defaultWidgetSettings(body.widget_type),
        body.settings,
      );
      await checkSettingsReferences(db, auth.accountId, settings);
      const row = await db
        .insertInto('widgets')
        .values({
          id: newWidgetId(),
          account_id: auth.accountId,
          name: body.name,
          widget_type: body.widget_type,
          settings: JSON.stringify(settings),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(serializeWidget(row), 201);
    },
  );

  app.patch(
    '/widgets/:id',
    describeRoute({ returns: 'Widget', params: { id: widgetIdParam } }),
    allow('amplify', 'create'),
    input('json', widgetUpdateBody, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const id = readWidgetId(c);
      const body = await readBody(c);
      const { db } = c.var.deps;
      const current = await findWidget(db, auth.accountId, id);
      const changes: { name?: string; settings?: string } = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.settings !== undefined) {
        const settings = mergeSettings(
          current.widget_type,
          storedSettings(current.widget_type, current.settings),
          body.settings,
        );
        await checkSettingsReferences(db, auth.accountId, settings);
        changes.settings = JSON.stringify(settings);
      }
      let row = current;
      if (Object.keys(changes).length > 0) {
        row = await db
          .updateTable('widgets')
          .set({ ...changes, updated_at: new Date() })
          .where('id', '=', id)
          .where('account_id', '=', auth.accountId)
          .returningAll()
          .executeTakeFirstOrThrow();
        forgetPublicWidget(db, id);
      }
      return c.json(serializeWidget(row));
    },
  );

  app.delete(
    '/widgets/:id',
    describeRoute({ status: 204, params: { id: widgetIdParam } }),
    allow('amplify', 'create'),
    async (c) => {
      const auth = c.var.auth;
      const id = readWidgetId(c);
      const { db } = c.var.deps;
      await findWidget(db, auth.accountId, id);
      await db
        .deleteFrom('widgets')
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .execute();
      forgetPublicWidget(db, id);
      return c.body(null, 204);
    },
  );

  /** Publishing needs the kind's setting (a kind switched off cannot go live again). */
  app.post(
    '/widgets/:id/publish',
    describeRoute({
      returns: 'Widget',
      summary: "Publishing needs the kind's setting (a kind switched off cannot go live again)",
      params: { id: widgetIdParam },
    }),
    allow('amplify', 'create'),
    async (c) => {
      const auth = c.var.auth;
      const id = readWidgetId(c);
      const { db } = c.var.deps;
      const current = await findWidget(db, auth.accountId, id);
      requireKind(auth, current.widget_type);
      const now = new Date();
      const row = await db
        .updateTable('widgets')
        .set({ published: true, published_at: now, updated_at: now })
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .returningAll()
        .executeTakeFirstOrThrow();
      forgetPublicWidget(db, id);
      return c.json(serializeWidget(row));
    },
  );

  app.post(
    '/widgets/:id/unpublish',
    describeRoute({ returns: 'Widget', params: { id: widgetIdParam } }),
    allow('amplify', 'create'),
    async (c) => {
      const auth = c.var.auth;
      const id = readWidgetId(c);
      const { db } = c.var.deps;
      await findWidget(db, auth.accountId, id);
      const row = await db
        .updateTable('widgets')
        .set({ published: false, published_at: null, updated_at: new Date() })
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .returningAll()
        .executeTakeFirstOrThrow();
      forgetPublicWidget(db, id);
      return c.json(serializeWidget(row));
    },
  );

  return app;
}

/**
 * GET /api/public/widgets/:id: the public payload (no auth; any origin, set
 * for /api/public/* in app.ts). Unknown, malformed or unpublished ids are 404.
 */
/**
 * Answers with `body` as is. The CORS headers set for /api/public/* before the
 * handler ran are carried over by hand: letting Hono merge them into a new
 * Response turns the body into a stream that is copied chunk by chunk, several
 * times slower for a 20 KB payload (`c.res = undefined` is Hono's documented
 * way to drop the prepared response).
 */
function send(
  c: Context<AppEnv>,
  body: string | Uint8Array | null,
  status: 200 | 304 | 404,
  headers: Record<string, string>,
): Response {
  const all = { ...headers };
  c.res.headers.forEach((value, key) => {
    if (!(key in all)) all[key] = value;
  });
  c.res = undefined;
  const res = new Response(body as BodyInit | null, { status, headers: all });
  c.res = res;
  return res;
}

/**
 * GET /api/public/widgets/:id: the public payload (no auth; any origin, set
 * for /api/public/* in app.ts). Unknown, malformed or unpublished ids are 404.
 * `?html=1` adds the widget rendered on the server (PublicWidget.html).
 */
export function publicWidgetRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/:id',
    describeRoute({
      returns: 'PublicWidget',
      params: { id: widgetIdParam },
    }),
    documentedInput('query', publicWidgetQuery),
    async (c) => {
      const html = wantsHtml(new URL(c.req.url).search.slice(1));
      if (typeof html === 'object') throw badRequest(html.error);
      const r = await publicWidgetResponse(
        c.var.deps.db,
        c.req.param('id'),
        c.req.header('if-none-match'),
        c.req.header('accept-encoding'),
        html,
      );
      return send(c, r.body, r.status, r.headers);
    },
  );
  return app;
}

/**
 * GET /embed/widgets/{id}.html: the zero-JS embed, the widget rendered on the
 * server into a declarative shadow root (no auth; any origin; same cache,
 * ETag and 404 rules as the payload). Mounted beside /api in app.ts.
 */
export function publicWidgetEmbedRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:file{[^/]+\\.html}', async (c) => {
    const r = await publicWidgetEmbedResponse(
      c.var.deps.db,
      c.req.param('file').slice(0, -'.html'.length),
      c.req.header('if-none-match'),
      c.req.header('accept-encoding'),
      c.var.deps.publicOrigin,
    );
    return send(c, r.body, r.status, { ...EMBED_HEADERS, ...r.headers });
  });
  app.get('*', (c) => c.text('Not found', 404));
  return app;
}
