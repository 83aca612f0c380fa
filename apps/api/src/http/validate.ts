import {
  findControlCharacter,
  formatIssues,
  type Schema,
  safeParse,
} from '@plaudit/api-client/schemas';
import type { Context } from 'hono';
import { requireOwnAccountId } from './account-scope';
import type { AppEnv } from './context';
import { badRequest } from './errors';
import { assertDocumented } from './openapi/describe-route';
import { parseQuery } from './parse-query';

/**
 * Every request's input passes here before its endpoint's schema: text with a
 * control character (a NUL cannot even be stored) is refused naming the field,
 * and an `account_id` must be the caller's own (404 otherwise, one rule for
 * every endpoint, whether or not its schema names the field).
 */
function check<T>(
  c: Context<AppEnv>,
  where: 'query' | 'body',
  schema: Schema<T>,
  input: unknown,
): T {
  assertDocumented(c, where, schema);
  const control = findControlCharacter(input);
  if (control) throw badRequest(control.message, [control]);
  if (c.var.auth && typeof input === 'object' && input !== null && 'account_id' in input)
    requireOwnAccountId(c.var.auth, (input as { account_id: unknown }).account_id);
  const r = safeParse(schema, input);
  if (!r.ok) throw badRequest(formatIssues(r.issues), r.issues);
  return r.value;
}

/** The request's query, parsed by the endpoint's schema (400 on bad input). */
export function readQuery<T>(c: Context<AppEnv>, schema: Schema<T>): T {
  return check(c, 'query', schema, parseQuery(c.req.url));
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
export async function readBody<T>(c: Context<AppEnv>, schema: Schema<T>): Promise<T> {
  const text = await c.req.text();
  const body = text.trim() === '' ? {} : parseJsonBody(text);
  return check(c, 'body', schema, body);
}

/** A numeric path parameter (400 when it is not an id). */
export function readId(c: Context, name = 'id'): number {
  const raw = c.req.param(name);
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1)
    throw badRequest(`${name} must be a valid id`);
  return Number(raw);
}
