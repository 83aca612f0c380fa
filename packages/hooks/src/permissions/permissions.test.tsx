import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../test/fake-api';
import { PASSWORD, permissionsFor } from '../../test/fake-api-people';
import { ApiProvider, createPlauditClient } from '../api/api-provider';
import { createSessionStore } from '../session/session-store';
import type { SessionStore } from '../session/session-types';
import {
  applyFeatureParams,
  FEATURE_FLAGS_COOKIE,
  flagsOn,
  readFeatureFlags,
  syncFeatureFlagsFromUrl,
  withExperiments,
} from './feature-flags';
import { checkRequirement, Gate, type PermissionFacts, useCan, usePermission } from './permissions';

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: test reset
  document.cookie = `${FEATURE_FLAGS_COOKIE}=; path=/; max-age=0`;
};

describe('checkRequirement', () => {
  const facts: PermissionFacts = {
    permissions: permissionsFor('manager'),
    features: new Set(['reviewTags']),
    settings: { insights: true, media: false, language: 'fr' },
    userType: 'manager',
    isParent: false,
  };

  it('all-of and some-of permission checks', () => {
    expect(checkRequirement({ all: ['review.read', ['location', 'read']] }, facts)).toBe(true);
    expect(checkRequirement({ all: ['review.read', 'review.update'] }, facts)).toBe(false);
    expect(checkRequirement({ some: ['competitor.preview', 'competitor.read'] }, facts)).toBe(true);
    expect(checkRequirement({ some: ['review.delete', 'alert.update'] }, facts)).toBe(false);
    expect(checkRequirement({}, facts)).toBe(true);
    expect(checkRequirement({ all: ['review.read'] }, { ...facts, permissions: null })).toBe(false);
  });

  it('feature flags, account settings, user types and parent accounts', () => {
    expect(checkRequirement({ features: ['reviewTags'] }, facts)).toBe(true);
    expect(checkRequirement({ features: ['reviewTagsIndex'] }, facts)).toBe(false);
    expect(checkRequirement({ settings: ['insights', 'language'] }, facts)).toBe(true);
    expect(checkRequirement({ settings: ['media'] }, facts)).toBe(false);
    expect(checkRequirement({ settings: ['insights'] }, { ...facts, settings: undefined })).toBe(
      false,
    );
    expect(checkRequirement({ userTypes: ['administrator'] }, facts)).toBe(false);
    expect(checkRequirement({ userTypes: ['manager', 'administrator'] }, facts)).toBe(true);
    expect(checkRequirement({ parent: true }, facts)).toBe(false);
  });
});

describe('feature flags', () => {
  beforeEach(() => {
    clearCookie();
    window.history.replaceState(null, '', '/');
  });

  it('?features.x=true sets a flag in the cookie, =false clears it', () => {
    expect(
      applyFeatureParams('features.reviewTags=true&features.bad=maybe&x=1', new Set()),
    ).toEqual(new Set(['reviewTags']));
    syncFeatureFlagsFromUrl('?features.reviewTags=true&features.reviewTagsDetail');
    expect(readFeatureFlags()).toEqual(new Set(['reviewTags', 'reviewTagsDetail']));
    syncFeatureFlagsFromUrl('?features.reviewTags=false');
    expect(readFeatureFlags()).toEqual(new Set(['reviewTagsDetail']));
    syncFeatureFlagsFromUrl('?features.reviewTagsDetail=false');
    expect(document.cookie).not.toContain(FEATURE_FLAGS_COOKIE);
  });

  it('follows one rule for flags on by default: =false switches them off, =true back on', () => {
    const on = syncFeatureFlagsFromUrl('');
    expect(on.has('ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING')).toBe(true);
    expect(on.has('specialHours')).toBe(true);
    expect(on.has('preventLocationDelete')).toBe(false);
    const off = syncFeatureFlagsFromUrl('?features.ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING=false');
    expect(off.has('ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING')).toBe(false);
    expect(readFeatureFlags()).toEqual(new Set(['-ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING']));
    // The cookie keeps the choice on later pages.
    expect(syncFeatureFlagsFromUrl('?x=1').has('ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING')).toBe(
      false,
    );
    const back = syncFeatureFlagsFromUrl('?features.ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING=true');
    expect(back.has('ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING')).toBe(true);
    expect(document.cookie).not.toContain(FEATURE_FLAGS_COOKIE);
    expect(flagsOn(new Set(['preventLocationDelete'])).has('preventLocationDelete')).toBe(true);
  });

  it('switches on the flags of the account’s experiments, except control and the user’s own off', () => {
    const experiments = [
      { name: 'reviewTags', variant: 'treatment' },
      { name: 'forceCampaignMetricsOverview', variant: 'control' },
      { name: 'specialHours', variant: 'treatment' },
    ];
    const on = withExperiments(
      flagsOn(new Set(['-specialHours'])),
      new Set(['-specialHours']),
      experiments,
    );
    expect(on.has('reviewTags')).toBe(true);
    expect(on.has('forceCampaignMetricsOverview')).toBe(false);
    expect(on.has('specialHours')).toBe(false);
  });
});

describe('usePermission and <Gate> for a signed-in user', () => {
  let api: FakeApi;
  let store: SessionStore;
  let wrapper: (props: { children: ReactNode }) => ReactNode;

  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api.close());
  beforeEach(() => {
    clearCookie();
    window.history.replaceState(null, '', '/');
    store = createSessionStore({ storage: null });
    const client = createPlauditClient({ baseUrl: api.baseUrl, session: store });
    wrapper = ({ children }) => (
      <ApiProvider client={client} session={store}>
        {children}
      </ApiProvider>
    );
  });
  afterEach(() => store.destroy());

  it('checks the manager’s permission summary, user type and account settings', async () => {
    await act(() => store.getState().login('manager@demo.test', PASSWORD));
    const { result } = renderHook(
      () => ({ p: usePermission(), canEdit: useCan({ all: ['review.read', 'review.update'] }) }),
      { wrapper },
    );
    expect(result.current.p.can('review', 'read')).toBe(true);
    expect(result.current.p.can('review', 'update')).toBe(false);
    expect(result.current.canEdit).toBe(false);
    expect(result.current.p.canSome(['review.update', 'review.read'])).toBe(true);
    expect(result.current.p.isUserType('manager')).toBe(true);
    await waitFor(() => expect(result.current.p.settingsLoaded).toBe(true));
    expect(result.current.p.hasSetting('insights')).toBe(true);
    expect(result.current.p.hasSetting('media')).toBe(false);
  });

  it('<Gate> renders children only when every check passes, else the fallback', async () => {
    await act(() => store.getState().login('manager@demo.test', PASSWORD));
    render(
      <>
        <Gate all={['review.read']}>
          <p>Reviews</p>
        </Gate>
        <Gate all={['user.create']} fallback={<p>No access</p>}>
          <p>Invite</p>
        </Gate>
        <Gate some={['competitor.read', 'competitor.preview']} userTypes={['manager']}>
          <p>Competitors</p>
        </Gate>
        <Gate settings={['insights']} loading={<p>Loading insights</p>}>
          <p>Insights</p>
        </Gate>
        <Gate settings={['media']}>
          <p>Photos</p>
        </Gate>
        <Gate features={['reviewTags']} fallback={<p>Tags off</p>}>
          <p>Tags on</p>
        </Gate>
      </>,
      { wrapper },
    );
    expect(screen.getByText('Reviews')).toBeTruthy();
    expect(screen.getByText('No access')).toBeTruthy();
    expect(screen.queryByText('Invite')).toBeNull();
    expect(screen.getByText('Competitors')).toBeTruthy();
    expect(screen.getByText('Tags off')).toBeTruthy();
    expect(screen.getByText('Loading insights')).toBeTruthy();
    expect(await screen.findByText('Insights')).toBeTruthy();
    expect(screen.queryByText('Photos')).toBeNull();
  });

  it('a features.* URL parameter turns a gated feature on and the cookie keeps it', async () => {
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    window.history.replaceState(null, '', '/reviews?features.reviewTags=true');
    const first = render(<Gate features={['reviewTags']}>Tags on</Gate>, { wrapper });
    expect(screen.getByText('Tags on')).toBeTruthy();
    first.unmount();

    window.history.replaceState(null, '', '/reviews'); // a later page without the parameter
    const second = render(<Gate features={['reviewTags']}>Tags on</Gate>, { wrapper });
    expect(screen.getByText('Tags on')).toBeTruthy();
    second.unmount();

    window.history.replaceState(null, '', '/reviews?features.reviewTags=false');
    render(
      <Gate features={['reviewTags']} fallback="Tags off">
        Tags on
      </Gate>,
      { wrapper },
    );
    expect(screen.getByText('Tags off')).toBeTruthy();
    expect(readFeatureFlags().has('reviewTags')).toBe(false);
  });

  it('signed out, every permission check fails', () => {
    const { result } = renderHook(() => usePermission(), { wrapper });
    expect(result.current.can('review', 'read')).toBe(false);
    expect(result.current.check({ userTypes: ['administrator'] })).toBe(false);
  });
});
