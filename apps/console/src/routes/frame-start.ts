import type { PlauditApi } from '@plaudit/api-client';
import { can, type SessionStore } from '@plaudit/hooks';
import { preload, unstable_serialize } from 'swr';
import { dataKey, startDashboardRequests } from '../features/dashboard/first-screen';
import { frameFallback } from '../layout/frame-fallback';
import { splitBasePath } from '../lib/paths';

/**
 * Starting the signed-in frame without a chain of round trips: the frame's chunk, the chunk of
 * the screen the address names, and the data the banners above the screen need all start at
 * once (they used to wait for each other: entry → frame → screen → banner data). The frame
 * renders once its chunk is there and the banners' data has settled, so a banner arrives with
 * the frame instead of pushing the laid-out page down afterwards (the page skeleton shows
 * meanwhile, see FrameLoading).
 */

/** The frame's code (routes/AppRoutes.tsx renders it lazily). */
export const importFrame = () => import('./AppLayout');

/** Screens worth starting with the frame: the landing screens of a signed-in visit. */
const dashboardChunk = () => import('../features/dashboard/screens');
const SCREEN_CHUNKS: Record<string, () => Promise<unknown>> = {
  '/': dashboardChunk,
  '/dashboard': dashboardChunk,
};

/** A banner's data that has not come back by then no longer holds the frame back. */
export const BANNER_WAIT_MS = 4_000;

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

function within(promise: Promise<unknown>, ms: number) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void settled(promise).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The signed-in account (loadProfile, started by ApiProvider); a quiet failure waits out the limit. */
function accountLoaded(session: SessionStore): Promise<void> {
  const done = () => {
    const s = session.getState();
    return !s.auth.token || s.account !== null || s.loadError !== null;
  };
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = session.subscribe(() => {
      if (done()) {
        stop();
        resolve();
      }
    });
  });
}

/**
 * Starts a request with the SWR key its hook uses (swr `preload`: the hook takes the answer over
 * instead of asking again) and hands the answer to the frame's first render when it is there by
 * then (SWRConfig fallback, see AppLayout). Returns the answer's promise.
 */
function preloadData(
  session: SessionStore,
  resource: string,
  args: unknown[],
  call: () => Promise<unknown>,
) {
  const key = dataKey(session, resource, ...args);
  const answer = preload(key, call) as Promise<unknown>;
  return answer.then((data) => {
    frameFallback[unstable_serialize(key)] = data;
    return data;
  });
}

/**
 * Starts the banners' requests, and the others every render of the frame makes, with the same
 * SWR keys their hooks use, so they come back with the frame's data instead of after its first
 * render. Only for the banners that will ask, so no preloaded answer waits unused. `settings`
 * is the account settings' answer.
 */
function preloadBanners(api: PlauditApi, session: SessionStore) {
  const { auth } = session.getState();
  if (!auth.token || auth.account_id == null) return { started: [], settings: null };
  // The account's settings (usePermission everywhere: navigation items, filter controls).
  const settings = preloadData(session, 'accountSettings', [], () => api.accountSettings.get());
  const started: Promise<unknown>[] = [settings];
  // The frame does not wait for these: the account's experiments (usePermission's feature flags)
  // and below, for the administrators who may see it, the integrations banner's (an active
  // account's: a trial account's depends on the trial banner, left to IntegrationsBanner).
  const early = (resource: string, call: () => Promise<unknown>) => {
    settled(preloadData(session, resource, [], call));
  };
  early('accountExperiments', () => api.billing.experiments().then((page) => page.items));
  // FacebookExpiryBanner: GET /integrations/expiry_notice for users who may read integrations.
  // (An inactive account's integrations answer 402 until it pays: not asked.)
  if (auth.account_active && !auth.isParent && can(auth.permissions, 'integration', 'read')) {
    started.push(
      preloadData(session, 'integrationExpiryNotice', [], () => api.integrations.expiryNotice()),
    );
    if (auth.status === 'active' && auth.user_type === 'administrator')
      early('integrationsBanner', () => api.integrations.banner());
  }
  return { started, settings };
}

/**
 * The account and the user (the frame waits for them, see accountLoaded) asked for now, with the
 * banners' data, instead of from ApiProvider's mount effect: that effect runs after the first
 * paint, so the frame waited for one more round trip after the banners' answers. ApiProvider
 * does not ask again while this load runs (its effect skips a loading session). A microtask
 * later, because this runs while a component renders and the load sets session state.
 */
function startProfile(session: SessionStore) {
  queueMicrotask(() => {
    const s = session.getState();
    if (s.auth.token && !s.account && !s.loading) void s.loadProfile();
  });
}

/**
 * The frame's module once it may render: its chunk has arrived, and the banners' data and the
 * account (the trial banner depends on it) have settled or taken longer than BANNER_WAIT_MS.
 * Starts the address's screen chunk alongside, and on the dashboard its first requests.
 */
async function startFrame(
  api: PlauditApi,
  session: SessionStore,
  pathname: string,
  search: string,
) {
  const frame = importFrame();
  const { rest } = splitBasePath(pathname);
  const screen = SCREEN_CHUNKS[rest];
  if (screen) void settled(screen());
  startProfile(session);
  const banners = preloadBanners(api, session);
  // The dashboard's first screen asks with the entry, not once its chunks have arrived; the
  // frame does not wait for these answers (the cards show their skeletons meanwhile).
  startDashboardRequests(
    api,
    session,
    rest,
    search,
    (resource, query, call) => {
      const accountId = session.getState().auth.account_id as number;
      void settled(preloadData(session, resource, [query], () => call(accountId)));
    },
    banners.settings,
  );
  const data = Promise.all([...banners.started, accountLoaded(session)]);
  await within(data, BANNER_WAIT_MS);
  return frame;
}

let started: ReturnType<typeof startFrame> | null = null;

/** Starts the frame once (the first signed-in render); later calls return the same promise. */
export function beginFrame(
  api: PlauditApi,
  session: SessionStore,
  pathname: string,
  search: string,
) {
  started ??= startFrame(api, session, pathname, search);
  return started;
}

/** What the lazy frame loads: the started frame, or (never started) its chunk alone. */
export const frameModule = () => started ?? importFrame();
