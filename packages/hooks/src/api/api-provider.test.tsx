import { ApiError } from '@plaudit/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../test/fake-api';
import { PASSWORD } from '../../test/fake-api-people';
import { createSessionStore } from '../session/session-store';
import { ApiProvider, shouldRetryOnError, useApi, useSession } from './api-provider';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

describe('ApiProvider', () => {
  it('creates a client from baseUrl, shares it with useApi and wires it to the session', async () => {
    const store = createSessionStore({ storage: null });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider baseUrl={api.baseUrl} clientName="partner-app" session={store}>
        {children}
      </ApiProvider>
    );
    const { result } = renderHook(
      () => ({ ctx: useApi(), email: useSession((s) => s.auth.email) }),
      {
        wrapper,
      },
    );
    await act(() => result.current.ctx.session.getState().login('admin@demo.test', PASSWORD));
    expect(result.current.email).toBe('admin@demo.test');
    const groups = await result.current.ctx.api.groups.list({ keywords: 'w' });
    expect(groups.items[0]?.name).toBe('West');
    expect(result.current.ctx.client.getCredentials()?.email).toBe('admin@demo.test');

    api.revoke(store.getState().auth.token!);
    await expect(result.current.ctx.api.groups.list()).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(result.current.email).toBeNull());
    store.destroy();
  });

  it('useApi outside a provider explains what is missing', () => {
    expect(() => renderHook(() => useApi())).toThrow(/inside <ApiProvider>/);
  });

  it('does not retry client errors', () => {
    expect(shouldRetryOnError(new ApiError({ status: 404, body: null }))).toBe(false);
    expect(shouldRetryOnError(new ApiError({ status: 503, body: null }))).toBe(true);
    expect(shouldRetryOnError(new ApiError({ status: 0, body: null }))).toBe(true);
  });
});
