import type { Schema } from '@plaudit/api-client/schemas';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import { findTargetHandler } from 'hono/utils/handler';

/**
 * What the OpenAPI document says about one route, declared where the route is:
 * `app.get('/', describeRoute({ query: tagListQuery, list: 'tags' }), …)`.
 * The schemas are the ones the handler reads with (tests fail when a handler
 * reads with another), so the document cannot drift from the code.
 */
export type RouteDoc = {
  summary?: string;
  /** The query schema the handler reads with `readQuery`. */
  query?: Schema;
  /** The JSON body schema the handler reads with `readBody`. */
  body?: Schema;
  /** The answer is a HAL list embedding its items under `_embedded.<list>`. */
  list?: string;
  /**
   * What a JSON answer is: the name of its type in @plaudit/api-client (for a
   * list, the items' type), several names when it is one of them, or a JSON
   * Schema for an answer no client type describes.
   */
  returns?: AnswerType;
  /** The success status (or statuses), when not 200. */
  status?: SuccessStatus | SuccessStatus[];
  /** The answer, when it is not JSON. */
  answer?: 'csv' | 'events' | 'file' | 'html' | 'redirect' | 'text';
};

/** A type name of @plaudit/api-client, several, or an inline JSON Schema. */
export type AnswerType =
  | string
  | readonly string[]
  | { readonly type: string; [key: string]: unknown };

export type SuccessStatus = 200 | 201 | 202 | 204 | 302;

const DOC = Symbol.for('plaudit.routeDoc');
const AUTHENTICATES = Symbol.for('plaudit.authenticates');

/** A middleware carrying the route's documentation (it does nothing outside tests). */
export function describeRoute(doc: RouteDoc): MiddlewareHandler {
  const statuses: number[] = [doc.status ?? 200].flat();
  const handler: MiddlewareHandler = async (c, next) => {
    await next();
    // Under test, a success the document does not list is a bug in the document.
    const status = c.res.status;
    if (process.env.VITEST && status < 400 && status !== 304 && !statuses.includes(status))
      throw new Error(
        `${c.req.method} ${routePath(c)} answered ${status}; its describeRoute() says ${statuses.join(' or ')}`,
      );
  };
  return Object.assign(handler, { [DOC]: doc });
}

// A sub-app mounted with route() wraps its handlers; the marks are on the originals.
const original = (handler: unknown) => findTargetHandler(handler as MiddlewareHandler) as unknown;

export const routeDocOf = (handler: unknown): RouteDoc | undefined =>
  (original(handler) as { [DOC]?: RouteDoc } | null)?.[DOC];

/** Marks a middleware as the one that requires a signed-in user (the document's security). */
export const markAuthenticating = <M extends MiddlewareHandler>(middleware: M): M =>
  Object.assign(middleware, { [AUTHENTICATES]: true });

export const authenticates = (handler: unknown): boolean =>
  (original(handler) as { [AUTHENTICATES]?: boolean } | null)?.[AUTHENTICATES] === true;

/**
 * Under test, a handler that reads its query or body with a schema other than
 * the one its route documents is a bug in the document: say so loudly.
 */
export function assertDocumented(c: Context, where: 'query' | 'body', schema: Schema): void {
  if (!process.env.VITEST) return;
  const doc = matchedRoutes(c)
    .map((r) => routeDocOf(r.handler))
    .find(Boolean);
  if (doc?.[where] !== schema)
    throw new Error(
      `${c.req.method} ${routePath(c)} reads its ${where} with a schema its describeRoute() does not name`,
    );
}
