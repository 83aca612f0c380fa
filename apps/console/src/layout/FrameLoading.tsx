import { useNavigation } from '@plaudit/hooks';
import { PageLoading } from '../components/PageLoading';
import { MOBILE_QUERY, useMediaQuery } from '../lib/useMediaQuery';

/**
 * Shown while the signed-in frame's code loads (it is a lazy chunk, see routes/AppRoutes.tsx):
 * the frame's shape, an empty navigation column (or the mobile header under 1100 px) beside
 * the page skeleton, so nothing moves when the real frame replaces it.
 */
export function FrameLoading() {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const collapsed = useNavigation((s) => s.collapsed);
  return (
    <div className={`app-shell${mobile ? ' app-shell--mobile' : ''}`}>
      {mobile ? (
        <div className="mobile-header" aria-hidden="true" />
      ) : (
        <div className="app-nav" aria-hidden="true">
          <div className={`pk-sidenav${collapsed ? ' pk-sidenav--collapsed' : ''}`} />
        </div>
      )}
      <div className="app-main-column">
        <div className="app-main">
          <PageLoading />
        </div>
      </div>
    </div>
  );
}
