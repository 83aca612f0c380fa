import { toJsonSchema } from '@valibot/to-json-schema';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import answerSchemas from './answer-schemas.generated.json' with { type: 'json' };
import { answerSchema } from './answer-types';
import { authenticates, type RouteDoc, routeDocOf } from './describe-route';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
type RouteEntry = { method: string; path: string; handler: unknown };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const ERROR = { $ref: '#/components/schemas/Error' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR } },
});

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

const jsonSchemaOf = (schema: NonNullable<RouteDoc['query']>): JsonSchema => {
  const { $schema: _, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
  }) as JsonSchema;
  return rest;
};

/** A refined object schema converts to its object (the checks across fields are prose). */
function queryParameters(schema: NonNullable<RouteDoc['query']>) {
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

const pathParameter = (name: string) => ({
  name,
  in: 'path',
  required: true,
  schema:
    name === 'path'
      ? { type: 'string', description: 'The rest of the path' }
      : /^(id|number)$|_id$|Id$/.test(name)
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

function operationOf(
  method: string,
  path: string,
  params: string[],
  doc: RouteDoc,
  signedIn: boolean,
): Operation {
  const area = path.split('/')[2] ?? 'api';
  const responses: Record<string, unknown> = {
    ...successAnswers(doc),
    406: { $ref: '#/components/responses/NotAcceptable' },
    ...(doc.query || doc.body || params.length
      ? { 400: { $ref: '#/components/responses/BadRequest' } }
      : {}),
    ...(signedIn
      ? {
          401: { $ref: '#/components/responses/Unauthorized' },
          403: { $ref: '#/components/responses/Forbidden' },
        }
      : {}),
    ...(signedIn || params.length ? { 404: { $ref: '#/components/responses/NotFound' } } : {}),
  };
  return {
    operationId: `${method.toLowerCase()}_${path
      .replace(/[{}]/g, '')
      .replace(/[^a-zA-Z0-9]+/g, '_')
      .replace(/^_|_$/g, '')}`,
    summary: doc.summary ?? `${VERBS[method]} ${path.replace(/^\/api/, '')}`,
    tags: [area],
    security: signedIn ? [{ basicAuth: [] }] : [],
    parameters: [...params.map(pathParameter), ...(doc.query ? queryParameters(doc.query) : [])],
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(doc.body) } },
          },
        }
      : {}),
    responses,
  };
}

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
  const documented: { method: string; path: string; doc: RouteDoc; signedIn: boolean }[] = [];
  const undocumented: string[] = [];
  for (const [key, entries] of byRoute) {
    const { method, path } = entries[0]!;
    const doc = entries.map((e) => routeDocOf(e.handler)).find(Boolean);
    if (!doc) {
      undocumented.push(key);
      continue;
    }
    const signedIn =
      entries.some((e) => authenticates(e.handler)) ||
      routes.some((r) => r.method === 'ALL' && authenticates(r.handler) && covers(r.path, path));
    documented.push({ method, path, doc, signedIn });
  }
  return { documented, undocumented };
}

/** Each documented route's operation, keyed by Hono's `METHOD /api/path/:param`. */
function operationsOf(app: Hono<AppEnv>) {
  const operations: { key: string; method: string; at: string; operation: Operation }[] = [];
  // OpenAPI allows one template per shape: `/x/{account_id}` (POST) and `/x/{id}` (GET)
  // share the first one's parameter names.
  const byShape = new Map<string, { path: string; params: string[] }>();
  for (const { method, path, doc, signedIn } of documentedRoutes(app).documented) {
    const own = openApiPath(path);
    const shape = own.path.replace(/\{\w+\}/g, '{}');
    const { path: at, params } = byShape.get(shape) ?? own;
    byShape.set(shape, { path: at, params });
    const operation = operationOf(method, at, params, doc, signedIn);
    if (at !== own.path)
      operation.description = `The path parameters are, in order: ${own.params.join(', ')}.`;
    operations.push({ key: `${method} ${path}`, method, at, operation });
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
    components: {
      securitySchemes: {
        basicAuth: {
          type: 'http',
          scheme: 'basic',
          description:
            'HTTP Basic with the e-mail as user name and the session token (POST /api/auth) as password.',
        },
      },
      schemas: {
        ...answerSchemas,
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: { type: 'string', description: 'A message a person can read' },
            details: {
              type: 'array',
              items: {
                type: 'object',
                required: ['path', 'message'],
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
        HalList: {
          type: 'object',
          required: ['_embedded', '_total', '_total_pages', '_page', '_per_page', '_links'],
          properties: {
            _embedded: { type: 'object' },
            _total: { type: 'integer' },
            _total_pages: { type: 'integer' },
            _page: { type: 'integer' },
            _per_page: { type: 'integer' },
            _links: {
              type: 'object',
              properties: Object.fromEntries(
                ['self', 'first', 'prev', 'next', 'last'].map((rel) => [
                  rel,
                  {
                    type: ['object', 'null'],
                    properties: { href: { type: 'string' } },
                  },
                ]),
              ),
            },
          },
        },
      },
      responses: {
        BadRequest: errorAnswer('The input is not valid; the message names the field'),
        Unauthorized: errorAnswer('No valid session'),
        Forbidden: errorAnswer("The user's permissions do not allow this"),
        NotFound: errorAnswer('Not found, or another account’s'),
        NotAcceptable: errorAnswer(
          'The Accept header asks for an API version this server does not have',
        ),
      },
    },
  };
}
