import type { Schema } from '@plaudit/api-client/schemas';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { findTargetHandler } from 'hono/utils/handler';

/**
 * What the OpenAPI document says about one route, declared where the route is:
 * `app.get('/', describeRoute({ list: 'tags', returns: 'Tag' }), input('query', tagListQuery), …)`.
 * The request's schemas are not named here: the document reads them from the route's
 * `input()` middleware, the one that checks the request, so it cannot drift from the code.
 */
export type RouteDoc = {
  summary?: string;
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
  /**
   * Path parameters that are not positive integer ids (`wgt_…` widget ids, a vertical's code):
   * the schema the handler checks them with.
   */
  params?: Record<string, Schema>;
  /** Refusals particular to this route (a conflict, a declined card, a provider failing). */
  errors?: readonly RouteError[];
  /**
   * How a route that takes no session is let in: a single-use ticket (`?ticket=`, the event
   * stream) or a signed link (`?token=`, an e-mailed download).
   */
  access?: 'ticket' | 'signedLink';
};

/** A refusal a route may give beyond bad input, login, permission and not found. */
export type RouteError = 401 | 403 | 409 | 415 | 422 | 502 | 503;

/** A type name of @plaudit/api-client, several, or an inline JSON Schema. */
export type AnswerType =
  | string
  | readonly string[]
  | { readonly type: string; [key: string]: unknown };

export type SuccessStatus = 200 | 201 | 202 | 204 | 302;

const DOC = Symbol.for('plaudit.routeDoc');
const AUTHENTICATES = Symbol.for('plaudit.authenticates');
const ANSWERS = Symbol.for('plaudit.answers');

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

/**
 * Marks a middleware as the one that requires a signed-in user (the document's security);
 * `firstParty` when it refuses a partner app's access token.
 */
export const markAuthenticating = <M extends MiddlewareHandler>(
  middleware: M,
  who: 'any' | 'firstParty' = 'any',
): M => Object.assign(middleware, { [AUTHENTICATES]: who });

/** Whom a middleware lets in: anyone signed in, only first-party sessions, or it does not check. */
export const authenticates = (handler: unknown): 'any' | 'firstParty' | false =>
  (original(handler) as { [AUTHENTICATES]?: 'any' | 'firstParty' } | null)?.[AUTHENTICATES] ??
  false;

/**
 * Marks a middleware that may itself answer with these statuses (402 for an inactive account,
 * 429 over a request limit), so the document lists them on every route it runs for.
 */
export const markAnswers = <M extends MiddlewareHandler>(middleware: M, ...statuses: number[]): M =>
  Object.assign(middleware, { [ANSWERS]: statuses });

export const answersOf = (handler: unknown): readonly number[] =>
  (original(handler) as { [ANSWERS]?: number[] } | null)?.[ANSWERS] ?? [];

const INPUT = Symbol.for('plaudit.input');

/** Marks a middleware as the one checking the route's JSON body or query with `schema`. */
export const markInput = <M extends MiddlewareHandler>(
  middleware: M,
  target: 'json' | 'query',
  schema: Schema,
): M => Object.assign(middleware, { [INPUT]: { target, schema } });

/** The request schema a middleware checks (`input()`), if it is one. */
export const inputOf = (
  handler: unknown,
): { target: 'json' | 'query'; schema: Schema } | undefined =>
  (original(handler) as { [INPUT]?: { target: 'json' | 'query'; schema: Schema } } | null)?.[INPUT];
