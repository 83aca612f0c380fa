import { useNavigation, useSession } from '@plaudit/hooks';
import { whitelabelStyle } from '@plaudit/ui-kit';
import { Menu } from 'lucide-react';
import { memo, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { PageLoading } from '../components/PageLoading';
import { AppNav } from '../layout/AppNav';
import { useCloseMenuOnNavigation } from '../layout/close-menu-on-navigation';
import { FacebookExpiryBanner } from '../layout/FacebookExpiryBanner';
import { frameFallback } from '../layout/frame-fallback';
import { IntegrationsBanner } from '../layout/IntegrationsBanner';
import { StagingBadge } from '../layout/StagingBadge';
import { SwitchAccountBanner } from '../layout/SwitchAccountBanner';
import { TrialBanner } from '../layout/TrialBanner';
import { setAccountLocale } from '../lib/format';
import { splitBasePath } from '../lib/paths';
import { MOBILE_QUERY, useMediaQuery } from '../lib/useMediaQuery';
import { AccountRoutes } from './AccountRoutes';

const NAV_ID = 'app-navigation';
const FRAME_SWR = { fallback: frameFallback };

/**
 * The frame re-renders when its own state changes (the white-label colours and the account name
 * arrive after the first render, the mobile menu opens); the navigation, the banners and the
 * screen below update from their own hooks, so they are not rendered again with it.
 */
const Nav = memo(AppNav);
const Banners = memo(function Banners({ impersonated }: { impersonated: boolean }) {
  return (
    <>
      {impersonated && <SwitchAccountBanner />}
      <FacebookExpiryBanner />
      <TrialBanner />
      <IntegrationsBanner />
      <StagingBadge />
    </>
  );
});

/**
 * The signed-in frame: side navigation (or the mobile header under 1100 px), the switch-account
 * banner under /as/, the staging badge, toasts, and the screen. White-label colours and logo
 * (GET /mywhitelabel) are applied as --plaudit-nav-* custom properties on the frame.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const impersonated = splitBasePath(pathname).accountId !== null;
  const whitelabel = useSession((s) => s.whitelabel);
  const accountName = useSession((s) => s.account?.name);
  // The account's locale for every date and distance the screens write (lib/format), set
  // before the screens render.
  setAccountLocale(useSession((s) => s.account?.language));
  const mobile = useMediaQuery(MOBILE_QUERY);
  const open = useNavigation((s) => s.open);
  const setOpen = useNavigation((s) => s.setOpen);

  useCloseMenuOnNavigation();

  const showNav = !mobile || open;
  const screen = useMemo(
    () => (
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <AccountRoutes />
        </Suspense>
      </main>
    ),
    [],
  );
  // The data fetched while this frame's code loaded (banners, account settings): in the first render.
  return (
    <SWRConfig value={FRAME_SWR}>
      <div
        className={`app-shell${mobile ? ' app-shell--mobile' : ''}${open && mobile ? ' app-shell--nav-open' : ''}`}
        style={whitelabelStyle(whitelabel)}
      >
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {mobile && (
          <header className="mobile-header">
            <button
              type="button"
              className="mobile-header__menu"
              aria-expanded={open}
              aria-controls={NAV_ID}
              onClick={() => setOpen(!open)}
            >
              <Menu size={22} aria-hidden="true" focusable="false" />
              <span className="pk-visually-hidden">Menu</span>
            </button>
            <span className="mobile-header__brand">{accountName ?? 'Plaudit'}</span>
          </header>
        )}
        {showNav && <Nav id={NAV_ID} mobile={mobile} />}
        <div className="app-main-column">
          <Banners impersonated={impersonated} />
          {screen}
        </div>
      </div>
    </SWRConfig>
  );
}
