import { formatIssues, parseQuery, type Schema } from '@plaudit/api-client/schemas';
import type { Context } from 'hono';
import { badRequest } from './errors';

function check<T>(schema: Schema<T>, input: unknown): T {
  const r = schema.safeParse(input, '');
  if (!r.ok) throw badRequest(formatIssues(r.issues), r.issues);
  return r.value;
}

/** The request's query, parsed by the endpoint's schema (400 on bad input). */
export function readQuery<T>(c: Context, schema: Schema<T>): T {
  return check(schema, parseQuery(new URL(c.req.url).searchParams));
}

/** The JSON body, parsed by the endpoint's schema (400 on malformed JSON or bad input). */
export async function readBody<T>(c: Context, schema: Schema<T>): Promise<T> {
  let body: unknown;
  const text = await c.req.text();
  if (text.trim() === '') body = {};
  else {
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest('The request body is not valid JSON');
    }
  }
  return check(schema, body);
}

/** A numeric path parameter (400 when it is not an id). */
export function readId(c: Context, name = 'id'): number {
  const raw = c.req.param(name);
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1)
    throw badRequest(`${name} must be a valid id`);
  return Number(raw);
}
