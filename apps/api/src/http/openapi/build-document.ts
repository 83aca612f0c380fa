import type { Schema } from '@plaudit/api-client/schemas';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { answerSchema } from './answer-types';
import { COMPONENTS, REFUSALS } from './components';
import { answersOf, authenticates, inputOf, type RouteDoc, routeDocOf } from './describe-route';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
type RouteEntry = { method: string; path: string; handler: unknown };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Hono's `/api/tags/:id` as OpenAPI's `/api/tags/{id}`, with the names of its parameters. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path
    .replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => {
      params.push(name);
      return `{${name}}`;
    })
    .replace(/\/\*$/, () => {
      params.push('path');
      return '/{path}';
    });
  return { path: converted, params };
}

/** Does a middleware registered at `pattern` (`/api/tags/*`, `*`) run for `path`? */
function covers(pattern: string, path: string): boolean {
  if (pattern === '*' || pattern === '/*') return true;
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    return path === prefix || path.startsWith(`${prefix}/`);
  }
  return pattern === path;
}

const jsonSchemaOf = (schema: Schema): JsonSchema => {
  const { $schema: _, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
  }) as JsonSchema;
  return rest;
};

/** A refined object schema converts to its object (the checks across fields are prose). */
function queryParameters(schema: Schema) {
  const json = jsonSchemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(property.type === 'object' ? { style: 'deepObject', explode: true } : {}),
  }));
}

/**
 * A path parameter: the schema the route declares for it, else a positive integer for ids and
 * a string for the rest. `own` is the route's own name for it where the path template (shared
 * by every method of one shape) names it otherwise.
 */
const pathParameter = (name: string, own: string, doc: RouteDoc) => ({
  name,
  in: 'path',
  required: true,
  ...(own !== name ? { description: `The ${own.replaceAll('_', ' ')}` } : {}),
  schema: doc.params?.[own]
    ? jsonSchemaOf(doc.params[own])
    : own === 'path'
      ? { type: 'string', description: 'The rest of the path' }
      : /^(id|number)$|_id$|Id$/.test(own)
        ? { type: 'integer', minimum: 1 }
        : { type: 'string' },
});

const VERBS: Record<string, string> = {
  GET: 'Read',
  POST: 'Create in',
  PUT: 'Replace',
  PATCH: 'Update',
  DELETE: 'Delete',
};

function successAnswers(doc: RouteDoc): Record<string, unknown> {
  const statuses = [doc.status ?? 200].flat();
  const answers: Record<string, unknown> = {};
  for (const status of statuses) {
    if (status === 204) answers[204] = { description: 'Done; no content' };
    else if (status === 302 || doc.answer === 'redirect')
      answers[status] = {
        description: 'Redirects to the resource',
        headers: { Location: { schema: { type: 'string' } } },
      };
    else if (doc.answer === 'csv')
      answers[status] = {
        description: 'A CSV file (UTF-8 with BOM, CRLF line ends)',
        content: { 'text/csv': { schema: { type: 'string' } } },
      };
    else if (doc.answer === 'file')
      answers[status] = {
        description: 'The stored file',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      };
    else if (doc.answer === 'events')
      answers[status] = {
        description: 'Server-sent events, one JSON message each',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      };
    else if (doc.answer === 'html' || doc.answer === 'text')
      answers[status] = {
        description: 'A page',
        content: {
          [doc.answer === 'html' ? 'text/html' : 'text/plain']: { schema: { type: 'string' } },
        },
      };
    else if (doc.list)
      answers[status] = {
        description: `A page of ${doc.list.replaceAll('_', ' ')} (HAL list)`,
        content: {
          'application/hal+json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/HalList' },
                {
                  type: 'object',
                  required: ['_embedded'],
                  properties: {
                    _embedded: {
                      type: 'object',
                      required: [doc.list],
                      properties: {
                        [doc.list]: { type: 'array', items: answerSchema(doc.returns) },
                      },
                    },
                  },
                },
              ],
            },
          },
        },
      };
    else
      answers[status] = {
        description: status === 202 ? 'Accepted' : status === 201 ? 'Created' : 'OK',
        content: { 'application/hal+json': { schema: answerSchema(doc.returns) } },
      };
  }
  return answers;
}

/** Every signed-in call a partner app may make takes the child account it acts in. */
const CHILD_ACCOUNT = {
  name: 'account_id',
  in: 'query',
  required: false,
  description:
    "A partner app's token acting in one of the partner's child accounts: that account's id (another account's is 404)",
  schema: { type: 'integer', minimum: 1 },
};

/** How a caller is let in: a session or a partner app's token, a ticket, a link, or openly. */
function securityOf({ doc, signedIn, firstParty }: DocumentedRoute) {
  if (doc.access === 'ticket') return [{ ticket: [] }, { basicAuth: [] }];
  if (doc.access === 'signedLink') return [{ signedLink: [] }];
  if (!signedIn) return [];
  // First-party calls (a user's own password, partner app management) refuse an app's token.
  return firstParty ? [{ basicAuth: [] }] : [{ basicAuth: [] }, { bearerAuth: [] }];
}

function operationOf(
  method: string,
  path: string,
  params: { name: string; own: string }[],
  route: DocumentedRoute,
): Operation {
  const { doc, signedIn, query, body } = route;
  const area = path.split('/')[2] ?? 'api';
  const guarded = signedIn || doc.access !== undefined;
  const writes = method !== 'GET';
  const queries = query ? queryParameters(query) : [];
  const refusals = new Set<number>([
    ...route.answers,
    ...(doc.errors ?? []),
    // Every body is limited (1 MB; uploads their own size), and a write may meet a record
    // that changed or already exists (a unique name, a campaign already sent).
    ...(writes ? [409, 413] : []),
  ]);
  const responses: Record<string, unknown> = {
    ...successAnswers(doc),
    406: { $ref: '#/components/responses/NotAcceptable' },
    // A signed-in call also reads `account_id` (a partner acting in a child account).
    ...(query || body || params.length || writes || signedIn
      ? { 400: { $ref: '#/components/responses/BadRequest' } }
      : {}),
    ...(guarded || doc.errors?.includes(401)
      ? { 401: { $ref: '#/components/responses/Unauthorized' } }
      : {}),
    ...(signedIn || doc.errors?.includes(403)
      ? { 403: { $ref: '#/components/responses/Forbidden' } }
      : {}),
    ...(guarded || params.length ? { 404: { $ref: '#/components/responses/NotFound' } } : {}),
    ...Object.fromEntries(
      [...refusals]
        .filter((status) => REFUSALS[status])
        .sort((a, b) => a - b)
        .map((status) => [status, { $ref: `#/components/responses/${REFUSALS[status]}` }]),
    ),
  };
  return {
    operationId: `${method.toLowerCase()}_${path
      .replace(/[{}]/g, '')
      .replace(/[^a-zA-Z0-9]+/g, '_')
      .replace(/^_|_$/g, '')}`,
    summary: doc.summary ?? `${VERBS[method]} ${path.replace(/^\/api/, '')}`,
    tags: [area],
    security: securityOf(route),
    parameters: [
      ...params.map((p) => pathParameter(p.name, p.own, doc)),
      ...queries,
      ...(signedIn && !route.firstParty && !queries.some((q) => q.name === 'account_id')
        ? [CHILD_ACCOUNT]
        : []),
    ],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(body) } },
          },
        }
      : {}),
    responses,
  };
}

type DocumentedRoute = {
  method: string;
  path: string;
  doc: RouteDoc;
  /** The query and JSON body schemas of the route's `input()` middleware. */
  query?: Schema;
  body?: Schema;
  signedIn: boolean;
  /** Only a person's own session, not a partner app's token. */
  firstParty: boolean;
  /** Statuses the route's middleware may answer itself (402, 429). */
  answers: number[];
};

/** Every route of the app whose handlers carry a `describeRoute`, and those that do not. */
export function documentedRoutes(app: Hono<AppEnv>) {
  const routes = app.routes as RouteEntry[];
  const byRoute = new Map<string, RouteEntry[]>();
  for (const r of routes) {
    if (!(METHODS as readonly string[]).includes(r.method)) continue;
    // The public request pages (/r/...) are HTML for people, not part of the API.
    if (!r.path.startsWith('/api')) continue;
    const key = `${r.method} ${r.path}`;
    byRoute.set(key, [...(byRoute.get(key) ?? []), r]);
  }
  const documented: DocumentedRoute[] = [];
  const undocumented: string[] = [];
  for (const [key, entries] of byRoute) {
    const { method, path } = entries[0]!;
    const doc = entries.map((e) => routeDocOf(e.handler)).find(Boolean);
    if (!doc) {
      undocumented.push(key);
      continue;
    }
    const middleware = [
      ...routes.filter((r) => r.method === 'ALL' && covers(r.path, path)).map((r) => r.handler),
      ...entries.map((e) => e.handler),
    ];
    const signedIn = middleware.some((m) => authenticates(m) !== false);
    const firstParty = middleware.some((m) => authenticates(m) === 'firstParty');
    const answers = [...new Set(middleware.flatMap(answersOf))];
    const inputs = entries.map((e) => inputOf(e.handler));
    const query = inputs.find((i) => i?.target === 'query')?.schema;
    const body = inputs.find((i) => i?.target === 'json')?.schema;
    documented.push({ method, path, doc, query, body, signedIn, firstParty, answers });
  }
  return { documented, undocumented };
}

/** Each documented route's operation, keyed by Hono's `METHOD /api/path/:param`. */
function operationsOf(app: Hono<AppEnv>) {
  const operations: { key: string; method: string; at: string; operation: Operation }[] = [];
  const routes = documentedRoutes(app).documented;
  // OpenAPI allows one template per shape: `/x/{account_id}` (POST) and `/x/{id}` (GET) share
  // their parameter names. Where the methods name a position differently it is `id` if one
  // calls it so (each operation says what its id is), else the first one's name.
  const shapeOf = (path: string) => openApiPath(path).path.replace(/\{\w+\}/g, '{}');
  const names = new Map<string, string[]>();
  for (const { path } of routes) {
    const shape = shapeOf(path);
    const own = openApiPath(path).params;
    const shared = names.get(shape);
    names.set(
      shape,
      shared
        ? shared.map((n, i) => (n === own[i] || n === 'id' ? n : own[i] === 'id' ? 'id' : n))
        : own,
    );
  }
  for (const route of routes) {
    const own = openApiPath(route.path);
    const shared = names.get(shapeOf(route.path))!;
    let i = 0;
    const at = own.path.replace(/\{\w+\}/g, () => `{${shared[i++]}}`);
    const params = shared.map((name, j) => ({ name, own: own.params[j]! }));
    const operation = operationOf(route.method, at, params, route);
    operations.push({ key: `${route.method} ${route.path}`, method: route.method, at, operation });
  }
  return operations;
}

/** The statuses the document lists for each route (`METHOD /api/path/:param`). */
export function documentedStatuses(app: Hono<AppEnv>): Map<string, Set<number>> {
  return new Map(
    operationsOf(app).map(({ key, operation }) => [
      key,
      new Set(Object.keys(operation.responses as object).map(Number)),
    ]),
  );
}

/** The OpenAPI 3.1 document of the API, generated from the routes' descriptions and schemas. */
export function buildOpenApiDocument(app: Hono<AppEnv>, version: string) {
  const paths: Record<string, Record<string, Operation>> = {};
  const tags = new Set<string>();
  for (const { method, at, operation } of operationsOf(app)) {
    for (const t of operation.tags as string[]) tags.add(t);
    paths[at] = { ...paths[at], [method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Plaudit API',
      version,
      description:
        'The API the Plaudit console, the widget loader and partners use. Lists are HAL documents; errors are `{ error }` with a message naming the field. Send `Accept: application/hal+json; version=1`.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The server this document came from' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: COMPONENTS,
  };
}
