import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/start-test-server';
import { ApiError, errorMessage } from './api-error';
import { createClient, crossOriginFailureMessage } from './create-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  server.reply(() => ({ status: 204 }));
});

const decodeBasic = (header: string | undefined) =>
  Buffer.from(String(header).replace(/^Basic /, ''), 'base64').toString('utf8');

describe('headers', () => {
  it('sends basic auth, the client header and the versioned HAL accept header', async () => {
    const client = createClient({
      baseUrl: server.baseUrl,
      credentials: { email: 'admin@demo.test', token: 'tok-123' },
    });
    await client.get('/auth');
    const [req] = server.requests;
    expect(req?.method).toBe('GET');
    expect(req?.url).toBe('/api/auth');
    expect(req?.headers.authorization).toMatch(/^Basic [A-Za-z0-9+/=]+$/);
    expect(decodeBasic(req?.headers.authorization)).toBe('admin@demo.test:tok-123');
    expect(req?.headers['x-plaudit-client']).toBe('@plaudit/api-client');
    expect(req?.headers.accept).toBe('application/hal+json; version=1');
    expect(req?.headers['content-type']).toBeUndefined();
  });

  it('uses the given client name and sends no Authorization without credentials', async () => {
    const client = createClient({ baseUrl: `${server.baseUrl}/`, clientName: 'console/1.0' });
    await client.get('groups');
    const [req] = server.requests;
    expect(req?.url).toBe('/api/groups');
    expect(req?.headers['x-plaudit-client']).toBe('console/1.0');
    expect(req?.headers.authorization).toBeUndefined();
  });

  it('follows setCredentials and encodes non-ASCII e-mails as UTF-8', async () => {
    const client = createClient({ baseUrl: server.baseUrl });
    client.setCredentials({ email: 'zoë@démo.test', token: 't:1' });
    expect(client.getCredentials()).toEqual({ email: 'zoë@démo.test', token: 't:1' });
    await client.get('/auth');
    client.setCredentials(null);
    await client.get('/auth');
    expect(decodeBasic(server.requests[0]?.headers.authorization)).toBe('zoë@démo.test:t:1');
    expect(server.requests[1]?.headers.authorization).toBeUndefined();
  });
});

describe('methods and bodies', () => {
  it('sends PATCH as POST with X-HTTP-Method-Override and a JSON body', async () => {
    server.reply(() => ({ body: { id: 5, name: 'New' } }));
    const client = createClient({ baseUrl: server.baseUrl });
    const out = await client.patch('/locations/5', { name: 'New' });
    const [req] = server.requests;
    expect(req?.method).toBe('POST');
    expect(req?.headers['x-http-method-override']).toBe('PATCH');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req?.body ?? '')).toEqual({ name: 'New' });
    expect(out).toEqual({ id: 5, name: 'New' });
  });

  it('sends POST, PUT and DELETE as themselves without an override header', async () => {
    const client = createClient({ baseUrl: server.baseUrl });
    await client.post('/groups', { name: 'A' });
    await client.put('/groups/1', { name: 'B' });
    await client.delete('/groups/1');
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(server.requests.every((r) => r.headers['x-http-method-override'] === undefined)).toBe(
      true,
    );
    expect(server.requests[2]?.body).toBe('');
  });

  it('resolves 204 and empty 200 answers to undefined, text answers to text', async () => {
    const client = createClient({ baseUrl: server.baseUrl });
    server.reply(() => ({ status: 204 }));
    expect(await client.delete('/users/3')).toBeUndefined();
    server.reply(() => ({ status: 200, raw: '' }));
    expect(await client.get('/empty')).toBeUndefined();
    server.reply(() => ({ status: 200, raw: 'a,b\n1,2' }));
    expect(await client.get('/export.csv')).toBe('a,b\n1,2');
  });
});

describe('query strings', () => {
  it('writes nested keys as sort[by] and lists as repeated key[]', async () => {
    const client = createClient({ baseUrl: server.baseUrl });
    await client.get('/reviews', {
      query: {
        page: 2,
        sort: { by: 'published_at', order: 'desc' },
        location_ids: [3, 4],
        keywords: 'good food',
        group_id: undefined,
      },
    });
    const url = new URL(server.requests[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/reviews');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('sort[by]')).toBe('published_at');
    expect(url.searchParams.get('sort[order]')).toBe('desc');
    expect(url.searchParams.getAll('location_ids[]')).toEqual(['3', '4']);
    expect(url.searchParams.get('keywords')).toBe('good food');
    expect(url.searchParams.has('group_id')).toBe(false);
  });
});

describe('lists', () => {
  it('normalises the HAL envelope into items and paging', async () => {
    server.reply(() => ({
      body: {
        _embedded: { groups: [{ id: 1 }, { id: 2 }] },
        _total: 7,
        _total_pages: 4,
        _page: 2,
        _per_page: 2,
        _links: {
          self: { href: '/api/groups?page=2&per_page=2' },
          first: { href: '/api/groups?page=1&per_page=2' },
          prev: { href: '/api/groups?page=1&per_page=2' },
          next: { href: '/api/groups?page=3&per_page=2' },
          last: { href: '/api/groups?page=4&per_page=2' },
        },
      },
    }));
    const client = createClient({ baseUrl: server.baseUrl });
    const page = await client.list<{ id: number }>('/groups', 'groups', { page: 2, per_page: 2 });
    expect(server.requests[0]?.url).toBe('/api/groups?page=2&per_page=2');
    expect(page).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      paging: {
        page: 2,
        perPage: 2,
        total: 7,
        totalPages: 4,
        links: {
          self: '/api/groups?page=2&per_page=2',
          first: '/api/groups?page=1&per_page=2',
          prev: '/api/groups?page=1&per_page=2',
          next: '/api/groups?page=3&per_page=2',
          last: '/api/groups?page=4&per_page=2',
        },
      },
    });
  });
});

describe('errors', () => {
  const failWith = async (
    reply: { status: number; body?: unknown; raw?: string },
    fallback?: string,
  ) => {
    server.reply(() => reply);
    const client = createClient({ baseUrl: server.baseUrl });
    const opts = fallback === undefined ? {} : { errorMessage: fallback };
    return client.get('/fail', opts).then(
      () => {
        throw new Error('expected the call to fail');
      },
      (err: unknown) => err as ApiError,
    );
  };

  it("uses the server's error field first", async () => {
    const err = await failWith(
      { status: 409, body: { error: 'Name taken', Message: 'other' } },
      'Fallback',
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(409);
    expect(err.message).toBe('Name taken');
    expect(err.serverMessage).toBe('Name taken');
    expect(err.body).toEqual({ error: 'Name taken', Message: 'other' });
  });

  it('uses the Message field when there is no error field', async () => {
    const err = await failWith({ status: 500, body: { Message: 'Upstream failed' } }, 'Fallback');
    expect(err.message).toBe('Upstream failed');
  });

  it("uses the caller's fallback text when the server has no message", async () => {
    const err = await failWith(
      { status: 500, raw: '<html>Bad gateway</html>' },
      'Error fetching groups',
    );
    expect(err.message).toBe('Error fetching groups');
    expect(err.serverMessage).toBeNull();
    expect(err.body).toBe('<html>Bad gateway</html>');
  });

  it('uses the default text when nobody has a message', async () => {
    const err = await failWith({ status: 400, body: { error: '' } });
    expect(err.message).toBe('An error occurred while performing this action.');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const dead = await startTestServer();
    const baseUrl = dead.baseUrl;
    await dead.close();
    const client = createClient({ baseUrl });
    const err = await client.get('/auth', { errorMessage: 'Offline' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(0);
    expect((err as ApiError).message).toBe('Offline');
  });

  it('rethrows aborts unchanged', async () => {
    const client = createClient({ baseUrl: server.baseUrl });
    const controller = new AbortController();
    controller.abort();
    const err = await client.get('/auth', { signal: controller.signal }).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as Error).name).toBe('AbortError');
  });
});

describe('401 and 402', () => {
  it('calls onUnauthorized on 401 and still rejects', async () => {
    const onUnauthorized = vi.fn();
    const onInactive = vi.fn();
    server.reply(() => ({ status: 401, body: { error: 'Invalid email or token' } }));
    const client = createClient({ baseUrl: server.baseUrl, onUnauthorized, onInactive });
    await expect(client.get('/auth')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
    expect(onInactive).not.toHaveBeenCalled();
  });

  it('ignores a 401 for credentials the client has replaced meanwhile', async () => {
    const onUnauthorized = vi.fn();
    const client = createClient({
      baseUrl: server.baseUrl,
      onUnauthorized,
      credentials: { email: 'partner@demo.test', token: 'child-session' },
    });
    server.reply(() => {
      // The answer arrives after the app has moved to another session.
      client.setCredentials({ email: 'partner@demo.test', token: 'partner-session' });
      return { status: 401, body: { error: 'Invalid email or token' } };
    });
    await expect(client.get('/metrics/2/overview')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    // A 401 for the credentials in use still ends the session.
    server.reply(() => ({ status: 401, body: { error: 'Invalid email or token' } }));
    await expect(client.get('/auth')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('calls onInactive on 402 and still rejects', async () => {
    const onUnauthorized = vi.fn();
    const onInactive = vi.fn();
    server.reply(() => ({ status: 402, body: { error: 'This account is inactive.' } }));
    const client = createClient({ baseUrl: server.baseUrl, onUnauthorized, onInactive });
    await expect(client.get('/locations')).rejects.toThrow('This account is inactive.');
    expect(onInactive).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls neither for other failures nor for anonymous calls', async () => {
    const onUnauthorized = vi.fn();
    const onInactive = vi.fn();
    const client = createClient({ baseUrl: server.baseUrl, onUnauthorized, onInactive });
    server.reply(() => ({ status: 403, body: { error: 'No' } }));
    await expect(client.get('/users')).rejects.toBeInstanceOf(ApiError);
    server.reply(() => ({ status: 401, body: { error: 'Invalid email or password' } }));
    await expect(client.post('/auth', {}, { anonymous: true })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onInactive).not.toHaveBeenCalled();
  });
});

describe('fetch option', () => {
  it('uses a custom fetch when given', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    const client = createClient({ baseUrl: 'https://api.example.test/api', fetch });
    expect(await client.get('/health')).toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledWith(
      'https://api.example.test/api/health',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});

describe('partner apps', () => {
  it('names the child account a bearer session acts in on every call, unless the call names one', async () => {
    const client = createClient({
      baseUrl: server.baseUrl,
      credentials: { email: '', token: 'pat_1', scheme: 'bearer', accountId: 42 },
    });
    await client.get('/reviews', { query: { page: 2 } });
    await client.get('/auth', { query: { account_id: 7 } });
    await client.get('/auth', { anonymous: true });
    client.setCredentials({ email: 'a@b.test', token: 't', accountId: 42 });
    await client.get('/reviews');
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/reviews?page=2&account_id=42',
      '/api/auth?account_id=7',
      '/api/auth',
      '/api/reviews',
    ]);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer pat_1');
  });

  it('explains a cross-origin call without an answer: the origin to allow and where', async () => {
    // A port nobody listens on: fetch throws a TypeError, as it does for a CORS refusal.
    const closed = await startTestServer();
    const baseUrl = closed.baseUrl;
    await closed.close();
    vi.stubGlobal('location', { origin: 'http://partner.example:5173' });
    try {
      const client = createClient({ baseUrl, accessToken: 'pat_1' });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const err = (await client.get('/reviews').catch((e: unknown) => e)) as ApiError;
      expect(err).toBeInstanceOf(ApiError);
      expect(err.status).toBe(0);
      const apiOrigin = new URL(baseUrl).origin;
      expect(err.message).toBe(
        `No answer from the Plaudit API at ${apiOrigin}. If it is up, this page's origin ` +
          '(http://partner.example:5173) is probably not an allowed origin: a partner ' +
          'administrator adds it in the Plaudit console under Settings, Partner Apps, Allowed ' +
          `origins (${apiOrigin}/settings/partner-apps).`,
      );
      expect(errorMessage(err, 'Could not load the reviews.')).toBe(err.message);
      expect(warn).toHaveBeenCalledTimes(1);
      warn.mockRestore();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(crossOriginFailureMessage('/api/reviews', 'http://partner.example')).toBeNull();
    expect(crossOriginFailureMessage('http://x.example/api', undefined)).toBeNull();
  });
});
