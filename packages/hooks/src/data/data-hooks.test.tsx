import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../test/fake-api';
import { BISTRO_ACCOUNT, PASSWORD } from '../../test/fake-api-people';
import { useAccountSettings, useWhitelabel } from '../account-settings';
import { useAccount, useAccounts } from '../accounts';
import { ApiProvider, createPlauditClient } from '../api/api-provider';
import { parseFilters, reviewFiltersToQuery } from '../filters/filters';
import { useCountries, useStates } from '../geo';
import { useLocation, useLocations } from '../locations';
import { useReview, useReviews } from '../reviews';
import { createSessionStore } from '../session/session-store';
import type { SessionStore } from '../session/session-types';
import { useUsers } from '../users';

let api: FakeApi;
let store: SessionStore;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});
afterEach(() => store?.destroy());

function setup() {
  store = createSessionStore({ storage: null });
  const client = createPlauditClient({ baseUrl: api.baseUrl, session: store });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} session={store} swr={{ dedupingInterval: 0 }}>
      {children}
    </ApiProvider>
  );
  return { wrapper };
}

describe('data hooks', () => {
  it('fetch nothing while signed out', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useLocations({}), { wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.data).toBeUndefined();
    expect(api.requests).toHaveLength(0);
  });

  it('list hooks return the normalised { items, paging }', async () => {
    const { wrapper } = setup();
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    const { result } = renderHook(() => useLocations({ keywords: 'main', per_page: 25 }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data!.items).toHaveLength(2);
    expect(result.current.data!.paging).toMatchObject({
      page: 1,
      perPage: 25,
      total: 2,
      totalPages: 1,
    });
    const call = api.requests.find((r) => r.path === '/locations')!;
    expect(call.query.get('keywords')).toBe('main');
    expect(call.email).toBe('admin@demo.test');
  });

  it('useAccounts lists the partner’s children with keywords', async () => {
    const { wrapper } = setup();
    await act(() => store.getState().login('partner@demo.test', PASSWORD));
    const { result } = renderHook(() => useAccounts({ keywords: 'green', page: 1 }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data!.items.map((a) => a.name)).toEqual(['Green Leaf Cafe']);
    const call = api.requests.find((r) => r.path === '/accounts')!;
    expect(call.query.get('parent_id')).toBe(String(store.getState().auth.account_id));
  });

  it('single, settings, white-label and geo hooks', async () => {
    const { wrapper } = setup();
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    const { result } = renderHook(
      () => ({
        account: useAccount(),
        location: useLocation(2001),
        none: useLocation(null),
        review: useReview('7'),
        settings: useAccountSettings(),
        whitelabel: useWhitelabel(),
        users: useUsers({ keywords: 'a' }),
        countries: useCountries({}),
        states: useStates({ country_id: 1 }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.states.data).toBeDefined());
    await waitFor(() => expect(result.current.whitelabel.data).toBeNull()); // 404: no white label
    await waitFor(() => expect(result.current.settings.data).toBeDefined());
    expect(result.current.account.data?.id).toBe(BISTRO_ACCOUNT);
    expect(result.current.location.data?.id).toBe(2001);
    expect(result.current.none.data).toBeUndefined();
    expect(result.current.review.data?.id).toBe(7);
    expect(result.current.settings.data).toEqual({
      insights: true,
      media: false,
      saved_filters: true,
    });
    expect(result.current.users.data?.items.length).toBe(2);
    expect(result.current.countries.data?.items[0]?.code).toBe('US');
    expect(api.requests.find((r) => r.path === '/states')?.query.get('country_id')).toBe('1');
  });

  it('useReviews sends the filters mapped to the API query', async () => {
    const { wrapper } = setup();
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    const filters = parseFilters(
      'dateDescriptor=custom&from=2026-01-01&to=2026-01-31&groupId=3&rating=5&sentiment=positive&status=new,flagged&reviewTypes=review&search_terms=pasta',
    );
    const { result } = renderHook(() => useReviews(reviewFiltersToQuery(filters)), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const q = api.requests.find((r) => r.path === '/reviews')!.query;
    expect(q.get('published_after')).toBe('2026-01-01');
    expect(q.get('published_before')).toBe('2026-01-31');
    expect(q.get('group_id')).toBe('3');
    expect(q.getAll('rating[]')).toEqual(['5']);
    expect(q.get('sentiment')).toBe('1');
    expect(q.getAll('status[]')).toEqual(['new', 'flagged']);
    expect(q.getAll('review_types[]')).toEqual(['review']);
    expect(q.get('search_terms')).toBe('pasta');
    expect(q.get('sort[by]')).toBe('published_at');
    expect(q.get('sort[order]')).toBe('desc');
  });

  it('a user change clears cached data: the next user never sees the previous one’s answer', async () => {
    const { wrapper } = setup();
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    const { result } = renderHook(() => useLocations({}), { wrapper });
    await waitFor(() => expect(result.current.data?.items[0]?.name).toContain('Ada Admin'));

    await act(() => store.getState().logout());
    await waitFor(() => expect(result.current.data).toBeUndefined());
    await act(() => store.getState().login('manager@demo.test', PASSWORD));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data!.items[0]!.name).toContain('Max Manager');

    // Back to the first user: the cache was cleared, so the data is fetched again.
    const before = api.count('/locations');
    await act(() => store.getState().logout());
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    await waitFor(() => expect(result.current.data?.items[0]?.name).toContain('Ada Admin'));
    expect(api.count('/locations')).toBe(before + 1);
  });

  it('a shadow session switch shows the child account’s data (keys carry the account id)', async () => {
    const { wrapper } = setup();
    await act(() => store.getState().login('partner@demo.test', PASSWORD));
    const { result } = renderHook(() => useLocations({}), { wrapper });
    await waitFor(() => expect(result.current.data?.items[0]?.name).toContain('account 10'));
    await act(() => store.getState().setShadowSession(BISTRO_ACCOUNT));
    await waitFor(() =>
      expect(result.current.data?.items[0]?.name).toContain(`account ${BISTRO_ACCOUNT}`),
    );
  });
});
