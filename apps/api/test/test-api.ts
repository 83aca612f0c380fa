import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Session } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { createApi } from '../src/app';
import { createJobRunners } from '../src/app-jobs';
import { type DbHandle, openDatabase } from '../src/db/open-database';
import type { AppDeps } from '../src/http/context';
import { createWorker, type Worker } from '../src/jobs/worker';
import { memoryMail } from '../src/providers/mail';
import type { Providers } from '../src/providers/providers';
import { localResponsePublisher } from '../src/providers/response-publisher';
import { seededDb } from './seeded-db';

export const DEMO_PASSWORD = 'demo-password';

export type TestApi = {
  /** http://127.0.0.1:PORT (a real HTTP server). */
  baseUrl: string;
  db: DbHandle['db'];
  mail: ReturnType<typeof memoryMail>;
  /** What the app runs with (job workers in tests are built from these). */
  deps: AppDeps & { exportDir: string };
  /** The database's URL on PostgreSQL (null on PGlite), to open a second pool. */
  databaseUrl: string | null;
  /** The local directory publisher the app uses (no simulated delay). */
  publisher: ReturnType<typeof localResponsePublisher>;
  /** fetch against the server; `path` starts with /api. */
  request(path: string, init?: RequestInit & { json?: unknown; auth?: Session }): Promise<Response>;
  /**
   * The same request handed to the app in this process, without HTTP (as from 127.0.0.1):
   * for tests that send many requests and are not about the HTTP layer itself.
   */
  requestInProcess(
    path: string,
    init?: RequestInit & { json?: unknown; auth?: Session },
  ): Promise<Response>;
  /** Logs a demo user in and returns the session. */
  login(email: string, password?: string): Promise<Session>;
  /** Runs the queued jobs that are due (a job worker without back-off); returns how many ran. */
  runJobs(): Promise<number>;
  close(): Promise<void>;
};

export const basicAuth = (s: Pick<Session, 'email' | 'token'>) =>
  `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`;

/** A fresh copy of the seeded demo database behind a real HTTP server. */
export async function startTestApi(
  opts: {
    /** Providers beside the local ones (e.g. export and photo storage in an S3 fake). */
    providers?: Partial<Providers>;
    /** The database as the API sees it (e.g. with a plugin that counts its statements). */
    wrapDb?: (db: DbHandle['db']) => DbHandle['db'];
    /** Webhooks may reach this machine (a receiver the test starts on 127.0.0.1). */
    webhooksAllowPrivate?: boolean;
  } = {},
): Promise<TestApi> {
  const cfg = await seededDb();
  let handle: DbHandle;
  let cleanup = async () => {};
  let databaseUrl: string | null = null;
  if (cfg.kind === 'postgres') {
    const name = `plaudit_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await openDatabase({ databaseUrl: `${cfg.serverUrl}postgres`, poolSize: 1 });
    await sql.raw(`CREATE DATABASE ${name} TEMPLATE plaudit_template`).execute(admin.db);
    databaseUrl = `${cfg.serverUrl}${name}`;
    handle = await openDatabase({ databaseUrl, poolSize: 5 });
    cleanup = async () => {
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    };
  } else {
    const blob = new Blob([readFileSync(cfg.snapshot)]);
    handle = await openDatabase({ dataDir: 'memory://', loadDataDir: blob });
  }
  const mail = memoryMail();
  const publisher = localResponsePublisher({ delayMs: 0 });
  const exportDir = mkdtempSync(join(tmpdir(), 'plaudit-exports-'));
  const deps = {
    db: opts.wrapDb ? opts.wrapDb(handle.db) : handle.db,
    dbKind: handle.kind,
    providers: { mail, responsePublisher: publisher, ...opts.providers },
    publicOrigin: 'http://localhost:8787',
    loginDelayMs: () => 0,
    // One proxy hop is believed, so a test can speak as another client with X-Forwarded-For.
    trustProxy: 1,
    exportDir,
    webhooksAllowPrivate: opts.webhooksAllowPrivate ?? false,
  };
  const api = createApi(deps);
  let worker: Worker | undefined;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  // The test's fetch and this server share one busy event loop: a server that closes idle
  // connections after 5 s can close one just as fetch reuses it ("other side closed").
  // Idle connections stay open longer than fetch keeps them.
  (server as import('node:http').Server).keepAliveTimeout = 60_000;
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const requestOf = (path: string, init: Parameters<TestApi['request']>[1] = {}) => {
    const { json, auth, headers, ...rest } = init;
    const h = new Headers(headers);
    h.set('accept', h.get('accept') ?? 'application/hal+json; version=1');
    h.set('x-plaudit-client', 'plaudit-tests');
    if (auth) h.set('authorization', basicAuth(auth));
    if (json !== undefined) h.set('content-type', 'application/json');
    return new Request(`${baseUrl}${path}`, {
      ...rest,
      headers: h,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  };
  const request: TestApi['request'] = (path, init) => fetch(requestOf(path, init));
  /** What @hono/node-server hands the app: the client's socket (loopback here). */
  const inProcessEnv = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
  // A body's length goes in Content-Length, as an HTTP client sends it.
  const requestInProcess: TestApi['requestInProcess'] = (path, init = {}) => {
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    const headers = new Headers(init.headers);
    if (typeof body === 'string') headers.set('content-length', String(Buffer.byteLength(body)));
    return api.fetch(requestOf(path, { ...init, headers }), inProcessEnv);
  };

  return {
    baseUrl,
    db: handle.db,
    mail,
    deps,
    databaseUrl,
    publisher,
    request,
    requestInProcess,
    async login(email, password = DEMO_PASSWORD) {
      const res = await request('/api/auth', { method: 'POST', json: { email, password } });
      if (res.status !== 201)
        throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`);
      return (await res.json()) as Session;
    },
    runJobs() {
      worker ??= createWorker({
        db: handle.db,
        runners: createJobRunners(deps),
        backoffMs: () => 0,
        log: () => {},
      });
      return worker.runDue();
    },
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      await handle.close();
      await cleanup();
      rmSync(exportDir, { recursive: true, force: true });
    },
  };
}

/** Logs in the first user of `userType` in the account named `accountName`. */
export async function loginAs(
  api: TestApi,
  accountName: string,
  userType: string,
): Promise<Session> {
  const row = await api.db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .select('u.email')
    .where('a.name', '=', accountName)
    .where('u.user_type', '=', userType as 'administrator')
    .where('u.deleted_at', 'is', null)
    .orderBy('u.id')
    .executeTakeFirstOrThrow();
  return api.login(row.email);
}

/** The id of the account's first location (by id): the one most tests write against. */
export async function firstLocationId(api: TestApi, accountId: number): Promise<number> {
  const row = await api.db
    .selectFrom('locations')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
