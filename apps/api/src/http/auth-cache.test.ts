import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { AUTH_CACHE_MAX_MS, cachedAuth, invalidateAuthCache, rememberAuth } from './auth-cache';
import type { AuthContext } from './context';
import { hashToken } from './credentials';

const someone = (expiresAt: string) =>
  ({ userId: 1, session: { expires_at: expiresAt } }) as unknown as AuthContext;
const later = new Date(Date.now() + 3_600_000).toISOString();

describe('the resolved-token cache', () => {
  it('keeps nothing when off, and an entry for at most its TTL (never over 5 s)', () => {
    invalidateAuthCache();
    rememberAuth('off', someone(later), 0, 1_000);
    expect(cachedAuth('off', 2_000, 1_001)).toBeUndefined();
    const auth = someone(later);
    rememberAuth('k', auth, 2_000, 1_000);
    expect(cachedAuth('k', 2_000, 2_999)).toBe(auth);
    expect(cachedAuth('k', 2_000, 3_000)).toBeUndefined();
    rememberAuth('long', auth, 60_000, 1_000);
    expect(cachedAuth('long', 60_000, 1_000 + AUTH_CACHE_MAX_MS - 1)).toBe(auth);
    expect(cachedAuth('long', 60_000, 1_000 + AUTH_CACHE_MAX_MS)).toBeUndefined();
  });

  it('drops a token once it has expired, and everything on invalidateAuthCache()', () => {
    const now = Date.now();
    rememberAuth('expiring', someone(new Date(now + 10).toISOString()), 5_000, now);
    expect(cachedAuth('expiring', 5_000, now + 10)).toBeUndefined();
    rememberAuth('a', someone(later), 5_000, now);
    invalidateAuthCache();
    expect(cachedAuth('a', 5_000, now + 1)).toBeUndefined();
  });
});

describe('authenticate() with the cache on', () => {
  let api: TestApi;
  let admin: Session;
  beforeAll(async () => {
    api = await startTestApi();
    api.deps.authCacheMs = 5_000;
    admin = await api.login('admin@demo.test');
  });
  afterAll(() => api.close());

  const locations = (auth: Session) => api.request('/api/locations?per_page=1', { auth });

  it('answers from the cache until it is invalidated', async () => {
    const session = await api.login('admin@demo.test');
    expect((await locations(session)).status).toBe(200);
    // Revoked behind the server's back (another server, or by hand): believed until invalidated.
    await api.db
      .updateTable('auth_tokens')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hashToken(session.token))
      .execute();
    expect((await locations(session)).status).toBe(200);
    invalidateAuthCache();
    expect((await locations(session)).status).toBe(401);
  });

  it('believes a token for the TTL from its read, however often it is used meanwhile', async () => {
    const session = await api.login('admin@demo.test');
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(start);
      expect((await locations(session)).status).toBe(200);
      await api.db
        .updateTable('auth_tokens')
        .set({ revoked_at: new Date() })
        .where('token_hash', '=', hashToken(session.token))
        .execute();
      // Used again within the TTL: still believed, and not believed for longer because of it.
      clock.mockReturnValue(start + 4_000);
      expect((await locations(session)).status).toBe(200);
      clock.mockReturnValue(start + 5_000);
      expect((await locations(session)).status).toBe(401);
    } finally {
      clock.mockRestore();
    }
  });

  it('forgets at once after a request that changes something (logging out)', async () => {
    const session = await api.login('admin@demo.test');
    expect((await locations(session)).status).toBe(200);
    expect((await api.request('/api/auth', { method: 'DELETE', auth: session })).status).toBe(204);
    expect((await locations(session)).status).toBe(401);
    expect((await locations(admin)).status).toBe(200);
  });

  it('still checks the e-mail against the cached token', async () => {
    expect((await locations(admin)).status).toBe(200);
    const wrong = { ...admin, email: 'someone.else@demo.test' };
    expect((await locations(wrong)).status).toBe(401);
  });
});
