/**
 * A tiny Plaudit API on node:http for the hooks' tests: real HTTP, the HAL envelope, Basic auth,
 * 401 for unknown tokens and 402 for inactive accounts.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OAuthTokens, Session } from '@plaudit/api-client';
import {
  accounts,
  BISTRO_ACCOUNT,
  nextTokenNumber,
  OAUTH_CLIENT_ID,
  PARTNER_ACCOUNT,
  PASSWORD,
  people,
  sessionFor,
} from './fake-api-people';

export type Logged = { method: string; path: string; query: URLSearchParams; email: string | null };

export type FakeApi = {
  baseUrl: string;
  requests: Logged[];
  tokens: Map<string, Session>;
  settings: Record<number, Record<string, string>>;
  inactive: Set<number>;
  /** What GET /mywhitelabel answers instead of 404 (none: 404). */
  whitelabelFailure: { status: number; error: string } | null;
  revoke(token: string): void;
  /** An OAuth access token for a person (Bearer; reviews:read only), as /oauth/token issues. */
  issueAccessToken(email: string): string;
  /**
   * An app's tokens for a person as POST /oauth/token answers them (access token for
   * `accessTokenSeconds`, a refresh token rotated on each refresh), in the `OAuthTokens` shape.
   */
  issueOAuthTokens(email: string): OAuthTokens;
  /** Lifetime of the access tokens /oauth/token issues (default 3600 s). */
  accessTokenSeconds: number;
  /** When true, POST /oauth/token refuses refresh tokens (400 invalid_grant). */
  refuseRefresh: boolean;
  /** Authorization codes POST /oauth/token accepts once (a second use is invalid_grant). */
  codes: Map<string, string>;
  close(): Promise<void>;
  count(path: string): number;
};

function hal(key: string, items: unknown[], page = 1, perPage = 25) {
  return {
    _embedded: { [key]: items },
    _total: items.length,
    _total_pages: Math.max(1, Math.ceil(items.length / perPage)),
    _page: page,
    _per_page: perPage,
    _links: {
      self: { href: `/api/${key}?page=${page}` },
      first: { href: `/api/${key}?page=1` },
      prev: null,
      next: null,
      last: { href: `/api/${key}?page=1` },
    },
  };
}

async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw ? JSON.parse(raw) : {};
}

async function readFormBody(req: IncomingMessage): Promise<URLSearchParams> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return new URLSearchParams(raw);
}

export async function startFakeApi(): Promise<FakeApi> {
  const requests: Logged[] = [];
  const tokens = new Map<string, Session>();
  const settings: Record<number, Record<string, string>> = {
    [BISTRO_ACCOUNT]: { insights: 'true', media: 'false', saved_filters: 'true' },
    [PARTNER_ACCOUNT]: { partner_account_reports: 'true' },
  };
  const inactive = new Set<number>();
  // Filled in once the server listens; the routes read whitelabelFailure from it.
  const fake = {
    whitelabelFailure: null,
    accessTokenSeconds: 3600,
    refuseRefresh: false,
    codes: new Map<string, string>(),
  } as unknown as FakeApi;
  /** Refresh tokens (and used codes) to the e-mail of the person they act for. */
  const refreshTokens = new Map<string, string>();
  const usedCodes = new Set<string>();

  /** An app's access and refresh tokens for a person, as /oauth/token issues them. */
  const issueTokens = (email: string) => {
    const person = people.find((p) => p.email === email)!;
    const s: Session = {
      ...sessionFor(person),
      token_type: 'bearer',
      scopes: ['reviews:read', 'account:read'],
      expires_at: new Date(Date.now() + fake.accessTokenSeconds * 1000).toISOString(),
    };
    s.token = `pat-${s.token}`;
    tokens.set(s.token, s);
    const refresh = `prt-${person.id}-${nextTokenNumber()}`;
    refreshTokens.set(refresh, email);
    return {
      access_token: s.token,
      token_type: 'Bearer' as const,
      expires_in: fake.accessTokenSeconds,
      refresh_token: refresh,
      scope: 'reviews:read account:read',
    };
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/^\/api/, '');
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/hal+json; version=1' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const header = req.headers.authorization;
    let session: Session | undefined;
    let email: string | null = null;
    if (header?.startsWith('Basic ')) {
      const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
      const i = decoded.lastIndexOf(':');
      email = decoded.slice(0, i);
      const s = tokens.get(decoded.slice(i + 1));
      if (s && s.email === email && s.token_type !== 'bearer') session = s;
    } else if (header?.startsWith('Bearer ')) {
      const s = tokens.get(header.slice(7));
      if (s?.token_type === 'bearer') session = s;
      email = s?.email ?? null;
    }
    const method =
      (req.headers['x-http-method-override'] as string | undefined) ?? req.method ?? 'GET';
    requests.push({ method, path, query: url.searchParams, email });

    if (method === 'POST' && path === '/oauth/token') {
      const form = await readFormBody(req);
      const invalid = (description: string) =>
        send(400, { error: 'invalid_grant', error_description: description });
      if (form.get('client_id') !== OAUTH_CLIENT_ID) return invalid('Unknown client');
      if (form.get('grant_type') === 'authorization_code') {
        const code = form.get('code') ?? '';
        const email = fake.codes.get(code);
        if (!email || usedCodes.has(code)) return invalid('The code was already used');
        usedCodes.add(code);
        return send(200, issueTokens(email));
      }
      const refresh = form.get('refresh_token') ?? '';
      const email = refreshTokens.get(refresh);
      if (fake.refuseRefresh || !email) return invalid('The refresh token is not valid');
      refreshTokens.delete(refresh); // rotated: a refresh token works once
      return send(200, issueTokens(email));
    }
    if (method === 'POST' && path === '/auth') {
      const body = await readJsonBody(req);
      const person = people.find((p) => p.email === body.email);
      if (!person || body.password !== PASSWORD)
        return send(401, { error: 'Invalid email or password' });
      const s = sessionFor(person);
      tokens.set(s.token, s);
      return send(200, s);
    }
    if (!session) return send(401, { error: 'Authentication required' });
    // An app token naming one of its partner's child accounts acts there (as the server does).
    const named = Number(url.searchParams.get('account_id') ?? session.account_id);
    if (session.token_type === 'bearer' && named !== session.account_id) {
      const child = accounts.find((a) => a.id === named && a.parent_id === session!.account_id);
      if (!child) return send(404, { error: 'Account not found' });
      session = {
        ...session,
        account_id: child.id,
        isParent: false,
        isShadowing: true,
        parent_account_id: session.account_id,
      };
    }
    if (path === '/refused') return send(403, { error: 'You do not have permission' });
    if (method === 'DELETE' && path === '/auth') {
      tokens.delete(session.token);
      res.writeHead(204);
      return res.end();
    }
    if (method === 'GET' && path === '/auth')
      return send(200, { ...session, account_active: !inactive.has(session.account_id) });
    if (method === 'POST' && path === '/shadow_user/tokens') {
      const body = await readJsonBody(req);
      const child = accounts.find(
        (a) => a.id === body.child_account_id && a.parent_id === session!.account_id,
      );
      if (!child) return send(404, { error: 'Not found' });
      const person = people.find((p) => p.id === session!.user_id)!;
      const s = sessionFor(person, child.id, session.account_id);
      tokens.set(s.token, s);
      return send(201, s);
    }
    if (inactive.has(session.account_id)) return send(402, { error: 'Account inactive' });

    const accountMatch = /^\/accounts\/(\d+)$/.exec(path);
    if (accountMatch) {
      const a = accounts.find((x) => x.id === Number(accountMatch[1]));
      return a
        ? send(200, { ...a, status: 'active', daysLeftInTrial: -1 })
        : send(404, { error: 'Not found' });
    }
    if (path === '/accounts') {
      const parent = Number(url.searchParams.get('parent_id'));
      const kw = (url.searchParams.get('keywords') ?? '').toLowerCase();
      return send(
        200,
        hal(
          'accounts',
          accounts.filter((a) => a.parent_id === parent && a.name.toLowerCase().includes(kw)),
        ),
      );
    }
    const userMatch = /^\/users\/(\d+)$/.exec(path);
    if (userMatch) {
      const p = people.find((x) => x.id === Number(userMatch[1]));
      return p ? send(200, { ...p, profile_name: p.name }) : send(404, { error: 'Not found' });
    }
    if (path === '/users')
      return send(
        200,
        hal(
          'users',
          people.filter((p) => p.account_id === session!.account_id),
        ),
      );
    if (path === '/mywhitelabel')
      return fake.whitelabelFailure
        ? send(fake.whitelabelFailure.status, { error: fake.whitelabelFailure.error })
        : send(404, { error: 'Not found' });
    if (path === '/account_settings') {
      const map = settings[session.account_id] ?? {};
      return send(
        200,
        hal(
          'account_settings',
          Object.entries(map).map(([code, value], i) => ({ id: i + 1, code, value })),
          1,
          250,
        ),
      );
    }
    if (path === '/locations') {
      const viewer = people.find((p) => p.id === session!.user_id)!;
      return send(
        200,
        hal('locations', [
          {
            id: session.account_id * 100 + 1,
            name: `Main St (account ${session.account_id}, seen by ${viewer.name})`,
          },
          { id: session.account_id * 100 + 2, name: 'Harbour' },
        ]),
      );
    }
    const locationMatch = /^\/locations\/(\d+)$/.exec(path);
    if (locationMatch) return send(200, { id: Number(locationMatch[1]), name: 'Main St' });
    if (path === '/reviews')
      return send(
        200,
        hal('reviews', [{ id: 7, rating: 5, content: 'Lovely', account_id: session.account_id }]),
      );
    const reviewMatch = /^\/reviews\/(\d+)$/.exec(path);
    if (reviewMatch) return send(200, { id: Number(reviewMatch[1]), rating: 4, content: 'Good' });
    if (path === '/groups') return send(200, hal('groups', [{ id: 1, name: 'West' }]));
    if (path === '/sources') return send(200, hal('sources', [{ id: 1, name: 'Google' }]));
    if (path === '/countries')
      return send(200, hal('countries', [{ id: 1, name: 'United States', code: 'US' }], 1, 500));
    if (path === '/states')
      return send(
        200,
        hal('states', [{ id: 5, name: 'Oregon', code: 'OR', country_id: 1 }], 1, 500),
      );
    return send(404, { error: 'Not found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    tokens,
    settings,
    inactive,
    revoke: (token: string) => void tokens.delete(token),
    issueAccessToken: (email: string) => {
      const person = people.find((p) => p.email === email)!;
      const s: Session = {
        ...sessionFor(person),
        token_type: 'bearer',
        scopes: ['reviews:read'],
      };
      s.token = `pat-${s.token}`;
      tokens.set(s.token, s);
      return s.token;
    },
    issueOAuthTokens: (email: string): OAuthTokens => {
      const answer = issueTokens(email);
      return {
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
        expiresAt: new Date(Date.now() + answer.expires_in * 1000).toISOString(),
        clientId: OAUTH_CLIENT_ID,
        scope: answer.scope,
      };
    },
    count: (p: string) => requests.filter((r) => r.path === p).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return fake;
}
