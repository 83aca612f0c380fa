import type { Session } from '@plaudit/api-client/schemas';
import * as schemas from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/test-api';
import { createApi } from './app';
import { documentedRoutes } from './http/openapi/build-document';

/**
 * Bad input generated from the route table: every route of the API gets
 * malformed JSON, wrong types, control characters, huge strings, negative and
 * huge numbers and bad path parameters, signed in and not. Nothing may answer
 * 5xx. A route added later is covered without anyone writing a case for it.
 * The requests go to the app in this process (the same app, middleware and database as over
 * HTTP); a sample also goes over HTTP, where node:http reads and limits the body.
 */
let api: TestApi;
let readonly: Session;
let sent = 0;
let failed = 0;
/** The bad input comes from a client of its own, so its failed logins lock nobody else out. */
const FUZZER = { 'x-forwarded-for': '203.0.113.7' };

/** Every method and path of the app (middleware registrations are ALL). */
const routes = (() => {
  const seen = new Map<string, { method: string; path: string }>();
  const { app } = createApi({} as never);
  for (const r of app.routes) {
    if (r.method === 'ALL') continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
})();

/** The field names of an object schema (a refined one is a pipe whose first item is the object). */
const fieldsOf = (value: unknown): string[] | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const schema = 'pipe' in value ? (value as { pipe: object[] }).pipe[0] : value;
  return schema && 'entries' in schema ? Object.keys(schema.entries as object) : undefined;
};

/** Every field name the request schemas know, so bad values reach the fields endpoints read. */
const fields = [...new Set(Object.values(schemas).flatMap((value) => fieldsOf(value) ?? []))];

/** Query parameters handlers read by hand, outside a documented schema (tokens in links). */
const RAW_QUERY_FIELDS = ['account_id', 'token', 'auth_token', 'ticket', 'code', 'state', 'error'];

/**
 * The fields one route reads: those of the query or body schema its
 * input() middleware checks (handlers read what it checked), every known field when the
 * schema is not a plain object.
 */
const docs = new Map(
  documentedRoutes(createApi({} as never).app).documented.map((r) => [`${r.method} ${r.path}`, r]),
);
function fieldsRead(method: string, path: string): string[] {
  const doc = docs.get(`${method} ${path}`);
  if (method === 'GET') {
    const own = doc?.query ? (fieldsOf(doc.query) ?? fields) : [];
    return [...new Set([...own, ...RAW_QUERY_FIELDS])];
  }
  return doc?.body ? (fieldsOf(doc.body) ?? fields) : [];
}

const HUGE = 'x'.repeat(200_000);
/** Values of every wrong kind, each sent in every field at once. */
const BAD_VALUES: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['control characters', '\u0001\u001b[31m'],
  ['lone surrogate', '\ud800'],
  ['negative number', -1],
  ['huge number', 1e308],
  ['fraction', 0.5],
  ['boolean', true],
  ['null', null],
  ['array', ['\u0000', -1, {}]],
  ['object', { '\u0000': 1, nested: { deep: [null] } }],
  ['javascript: URL', 'javascript:alert(1)'],
];
/** Nesting past any stack (a 20 KB body), and objects and arrays wider than any request needs. */
const DEEP = 10_000;
const wide = <T>(n: number, value: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => value(i));
/** Fields that hold lists of ids, each given more ids than PostgreSQL takes parameters. */
const ID_LISTS = fields.filter((f) => /(^|_)ids$/.test(f));
const DEEP_AND_WIDE: [string, string][] = [
  ['10,000 levels of [', `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`],
  ['10,000 levels of {"a":', `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`],
  [
    'every field 1,000 levels deep',
    `{${fields.map((f) => `"${f}":${'['.repeat(1000)}${']'.repeat(1000)}`).join(',')}}`,
  ],
  [
    'an object of 60,000 keys',
    JSON.stringify(Object.fromEntries(wide(60_000, (i) => [`k${i}`, i] as const))),
  ],
  ['an array of 300,000 items', JSON.stringify(wide(300_000, () => 1))],
  [
    'every field an array of 500 items',
    JSON.stringify(Object.fromEntries(fields.map((f) => [f, wide(500, () => 1)]))),
  ],
  ...ID_LISTS.map((f): [string, string] => [
    `${f} with 70,000 ids`,
    JSON.stringify({ [f]: wide(70_000, () => 1) }),
  ]),
];
const BODIES: [string, string][] = [
  ['malformed JSON', '{"name": "x",'],
  ['JSON array', '[1,2]'],
  ['JSON string', '"text"'],
  ['JSON null', 'null'],
  ['empty object', '{}'],
  ['NUL escape in a key', '{"\\u0000": 1}'],
  ...BAD_VALUES.map(([name, value]): [string, string] => [
    `every field ${name}`,
    JSON.stringify(Object.fromEntries(fields.map((f) => [f, value]))),
  ]),
  ...['name', 'content', 'summary', 'email', 'token'].map((f): [string, string] => [
    `a huge ${f}`,
    JSON.stringify({ [f]: HUGE }),
  ]),
  ['a body over the limit', JSON.stringify({ name: 'z'.repeat(2 * 1024 * 1024) })],
  ...DEEP_AND_WIDE,
];
const queryOf = (value: string) =>
  fields
    .slice(0, 120)
    .map((f) => `${encodeURIComponent(f)}=${value}&${encodeURIComponent(f)}[]=${value}`)
    .join('&');
const QUERIES: [string, string][] = [
  ['NUL', queryOf('%00')],
  ['bad escapes', 'keywords=%&page=%E0%A4%A&sort[by]=%ZZ'],
  ['negative numbers', queryOf('-1')],
  ['huge numbers', queryOf('99999999999999999999999')],
  ['huge string', `keywords=${'y'.repeat(100_000)}`],
  ['nested brackets', 'sort[by][x][y]=1&filters[a][b][c][d]=2&page[]=1'],
];
const BAD_PARAMS = [
  'abc',
  '-1',
  '0',
  '99999999999999999999',
  '%00',
  '%',
  '%E0%A4%A',
  'a'.repeat(3000),
];

/** A path with every :param replaced by `value` (and the wildcard by a key). */
const fill = (path: string, value: string) =>
  path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, value).replace('*', `demo/${value}`);

/** Sends one request; its status, and a line for `failures` when it answered 5xx or not at all. */
async function send(
  method: string,
  path: string,
  body: string | undefined,
  auth: Session | undefined,
  failures: string[],
  via: 'app' | 'http' = 'app',
) {
  sent++;
  const what = `${method} ${path.slice(0, 100)} ${body?.slice(0, 60) ?? ''}`;
  let res: Response;
  try {
    res = await (via === 'http' ? api.request : api.requestInProcess)(path, {
      method,
      ...(auth ? { auth } : {}),
      headers: { ...FUZZER, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body } : {}),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (err) {
    failed++;
    failures.push(`${what}: ${(err as Error).message}`);
    return 0;
  }
  let text = '';
  if (res.headers.get('content-type')?.includes('json')) text = await res.text();
  else await res.body?.cancel();
  if (res.status >= 500) {
    failed++;
    failures.push(`${what} → ${res.status} ${text.slice(0, 200)}`);
  }
  return res.status;
}

beforeAll(async () => {
  api = await startTestApi();
  readonly = await api.login('readonly@demo.test');
});
afterAll(async () => {
  console.log(
    `bad input from the route table: ${routes.length} routes, ${sent} requests, ${failed} answers of 5xx or no answer`,
  );
  await api.close();
});

describe.runIf(inject('testDb').kind === 'postgres')(
  'bad input generated from the route table',
  () => {
    // Destructive routes last, so that the others still find their records.
    const ordered = [...routes].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );

    it.each(ordered.map((r) => [`${r.method} ${r.path}`, r] as const))(
      '%s never answers 5xx',
      async (_name, { method, path }) => {
        // A fresh session per route: logging out or changing the user must not hide later routes.
        const admin = await api.login('admin@demo.test');
        const failures: string[] = [];
        const paths = [
          ...new Set([
            fill(path, String(admin.account_id)),
            ...BAD_PARAMS.map((p) => fill(path, p)),
          ]),
        ];
        // One field at a time: a NUL where every other field is absent reaches the database
        // on routes that need only that field.
        const [own, ...badPaths] = paths as [string, ...string[]];
        const single = fieldsRead(method, path).map((f) =>
          method === 'GET'
            ? ([`${own}?${encodeURIComponent(f)}=a%00b`, undefined] as const)
            : ([own, JSON.stringify({ [f]: 'a\u0000b' })] as const),
        );
        const requests: (readonly [string, string | undefined, Session | undefined])[] = [
          ...single.map(([p, body]) => [p, body, admin] as const),
          [own, undefined, undefined],
          ...(method === 'GET'
            ? QUERIES.map(([, query]) => [`${own}?${query}`, undefined, admin] as const)
            : BODIES.map(([, body]) => [own, body, admin] as const)),
          // A bad path parameter, signed in and not; every bad body was tried on the real one
          // above, and none of them passes validation to carry a bad parameter further.
          ...badPaths.flatMap((p) => [
            [p, undefined, undefined] as const,
            [p, method === 'GET' ? undefined : '{}', admin] as const,
          ]),
        ];
        for (let i = 0; i < requests.length; i += 8)
          await Promise.all(
            requests
              .slice(i, i + 8)
              .map(([p, body, auth]) => send(method, p, body, auth, failures)),
          );
        expect(failures).toEqual([]);
      },
    );
  },
);

describe.runIf(inject('testDb').kind === 'postgres')('the same bad input over HTTP', () => {
  // A sample of routes: node:http reads, limits and drops the body before the app sees it.
  const sample = routes.filter((r) => r.method !== 'GET').slice(0, 6);
  it.each(sample.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s never answers 5xx over HTTP',
    async (_name, { method, path }) => {
      const admin = await api.login('admin@demo.test');
      const failures: string[] = [];
      const own = fill(path, String(admin.account_id));
      for (const [, body] of BODIES) await send(method, own, body, admin, failures, 'http');
      for (const p of BAD_PARAMS) await send(method, fill(path, p), '{}', admin, failures, 'http');
      expect(failures).toEqual([]);
    },
  );
});

describe('permission comes before validation', () => {
  /**
   * What a Read Only user may write: their own session, password, e-mail, saved filters,
   * exports and access requests, and the diagnostics (no login, nothing stored).
   */
  const READ_ONLY_WRITES = new Set([
    'POST /api/auth',
    'DELETE /api/auth',
    'POST /api/passwords',
    'PATCH /api/passwords',
    'POST /api/passwords/change',
    'POST /api/email_changes',
    'PATCH /api/email_changes',
    'POST /api/user_preferences',
    'PATCH /api/user_preferences/:id',
    'DELETE /api/user_preferences/:id',
    'POST /api/export_files/:account_id',
    'POST /api/feature_requests',
    // A ticket to open a real-time stream the user may already read.
    'POST /api/realtime/:channel/tickets',
    'POST /api/triage',
    'PUT /api/triage',
    'PATCH /api/triage',
    'DELETE /api/triage',
    // The sandbox OAuth provider's token endpoint: it checks a code, not a user (like Google's).
    'POST /api/oauth/sandbox/:provider/token',
    // A single sign-on token exchanged for a session: like logging in.
    'POST /api/auth/sso',
    // Signing up and confirming the address: no user yet.
    'POST /api/signup/user',
    'POST /api/confirm',
    'PATCH /api/confirm',
    // A custom sender's address confirms the link mailed to it: a token, not a user.
    'POST /api/custom_email/confirmations',
    // Partner apps: anyone may allow an app to act as them (within their own permissions) and
    // revoke it; the token endpoint checks a code, not a user.
    'POST /api/oauth/authorize',
    'DELETE /api/oauth_grants/:id',
    'POST /api/oauth/token',
    // The public pages of a review request: a signed link, not a user.
    'POST /api/unsubscribe/requests/:id',
    'POST /r/:key/:kind',
    'POST /r/:key/:kind/comment',
    // A shared partner scorecard's lead form: a random share token, not a user.
    'POST /api/public/partner_scorecards/:token/leads',
  ]);
  const writes = routes.filter(
    (r) => r.method !== 'GET' && !READ_ONLY_WRITES.has(`${r.method} ${r.path}`),
  );

  it.each(writes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    'Read Only: %s with malformed input is 403, not 400',
    async (_name, { method, path }) => {
      const failures: string[] = [];
      const status = await send(method, fill(path, '1'), '{"status": 7,', readonly, failures);
      expect(status).toBe(403);
    },
  );
});
