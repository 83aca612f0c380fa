import {
  findControlCharacter,
  formatIssues,
  type Infer,
  type Schema,
  safeParse,
} from '@plaudit/api-client/schemas';
import type { Context, Input, MiddlewareHandler } from 'hono';
import { requireOwnAccountId } from './account-scope';
import type { AppEnv } from './context';
import { badRequest } from './errors';
import { markInput } from './openapi/describe-route';
import { parseQuery } from './parse-query';

/**
 * Every request's input passes here before its endpoint's schema: text with a
 * control character (a NUL cannot even be stored) is refused naming the field,
 * and an `account_id` must be the caller's own (404 otherwise, one rule for
 * every endpoint, whether or not its schema names the field).
 */
function check<T, P extends string, I extends Input>(
  c: Context<AppEnv, P, I>,
  schema: Schema<T>,
  input: unknown,
): T {
  const control = findControlCharacter(input);
  if (control) throw badRequest(control.message, [control]);
  if (c.var.auth && typeof input === 'object' && input !== null && 'account_id' in input)
    requireOwnAccountId(c.var.auth, (input as { account_id: unknown }).account_id);
  const r = safeParse(schema, input);
  if (!r.ok) throw badRequest(formatIssues(r.issues), r.issues);
  return r.value;
}

/** The request's query, parsed by the endpoint's schema (400 on bad input). */
function checkQuery<T, P extends string, I extends Input>(
  c: Context<AppEnv, P, I>,
  schema: Schema<T>,
): T {
  return check(c, schema, parseQuery(c.req.url));
}

/** Deepest nesting of arrays and objects a body may have (the API's own go 5 deep). */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of arrays and objects)`;

/**
 * How deeply a JSON text nests arrays and objects, counted without parsing it and
 * stopping past `limit`: the walks after parsing (control characters, the schemas) recurse,
 * and 10,000 levels of `[` in a 20 KB body would overflow their stack.
 */
export function jsonDepthOver(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > limit) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/** A JSON body: 400 when it is malformed or nested deeper than MAX_JSON_DEPTH. */
export function parseJsonBody(text: string): unknown {
  if (jsonDepthOver(text)) throw badRequest(TOO_DEEP);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/** The JSON body, parsed by the endpoint's schema (400 on malformed JSON or bad input). */
async function checkBody<T, P extends string, I extends Input>(
  c: Context<AppEnv, P, I>,
  schema: Schema<T>,
): Promise<T> {
  const text = await c.req.text();
  const body = text.trim() === '' ? {} : parseJsonBody(text);
  return check(c, schema, body);
}

/** Where a route's input is: its JSON body or its query string. */
export type InputTarget = 'json' | 'query';

/** What `c.req.valid(target)` gives a handler after `input(target, schema)`. */
export type Validated<T extends InputTarget, S extends Schema> = {
  in: { [K in T]: unknown };
  out: { [K in T]: Infer<S> };
};

/**
 * The route's request schema, named once in its chain:
 * `app.post('/', describeRoute({…}), allow(…), input('json', tagCreateBody), async (c) => {
 * const body = c.req.valid('json'); … })`. It checks the input where it stands in the chain
 * (after the sign-in and permission middleware before it), the handler's `c.req.valid()` is
 * typed from the schema, and the OpenAPI document reads the schema from it.
 *
 * Hono's own `validator` reads the input itself: a body only with a JSON content type, parsed
 * before any depth check and refused with its own message, and a query without brackets
 * (`sort[by]`). Ours reads them as the API always has: any body as JSON text (empty is `{}`),
 * at most MAX_JSON_DEPTH deep, the query with `parseQuery`; then control characters, the
 * caller's own `account_id`, and the schema, each refused with a 400 naming the field.
 *
 * `deferred`: a route that must refuse something else first (another account's id in its
 * path is 404, a record not found) declares its schema here all the same, and its handler
 * checks the input where it reads it, with `await readBody(c)` or `readQuery(c)`.
 */
export function input<T extends InputTarget, S extends Schema, P extends string = string>(
  target: T,
  schema: S,
  options: { deferred?: boolean } = {},
): MiddlewareHandler<AppEnv, P, Validated<T, S>> {
  const middleware: MiddlewareHandler<AppEnv, P, Validated<T, S>> = async (c, next) => {
    if (options.deferred) {
      c.set('deferredInputs', { ...c.get('deferredInputs'), [target]: schema });
    } else {
      const value = target === 'json' ? await checkBody(c, schema) : checkQuery(c, schema);
      c.req.addValidatedData(target, value as object);
    }
    await next();
  };
  return markInput(middleware, target, schema);
}

/**
 * The schema of a route that reads its input its own way, for the document only: the OAuth token
 * endpoint takes a form-encoded body as well as JSON, and the public widget shares its query
 * parsing with the server's fast path.
 */
export const documentedInput = (target: InputTarget, schema: Schema): MiddlewareHandler =>
  markInput(
    async (_c, next) => {
      await next();
    },
    target,
    schema,
  );

function deferredSchema<P extends string, I extends Input>(
  c: Context<AppEnv, P, I>,
  target: InputTarget,
): Schema {
  const schema = c.get('deferredInputs')?.[target];
  if (!schema)
    throw new Error(
      `${c.req.method} ${c.req.path} reads a ${target} its route does not declare with input('${target}', schema, { deferred: true })`,
    );
  return schema;
}

/** The JSON body of a route declaring `input('json', schema, { deferred: true })`, checked now. */
export async function readBody<I extends { out: { json: unknown } }>(
  c: Context<AppEnv, string, I>,
): Promise<I['out']['json']> {
  return checkBody(c, deferredSchema(c, 'json'));
}

/** The query of a route declaring `input('query', schema, { deferred: true })`, checked now. */
export function readQuery<I extends { out: { query: unknown } }>(
  c: Context<AppEnv, string, I>,
): I['out']['query'] {
  return checkQuery(c, deferredSchema(c, 'query'));
}

/** A numeric path parameter (400 when it is not an id). */
export function readId(c: Context, name = 'id'): number {
  const raw = c.req.param(name);
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1)
    throw badRequest(`${name} must be a valid id`);
  return Number(raw);
}
