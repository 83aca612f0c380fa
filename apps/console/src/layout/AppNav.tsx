import { useNavigation, usePermission, useSession } from '@plaudit/hooks';
import { SideNav, type SideNavLinkProps } from '@plaudit/ui-kit';
import { Hourglass, LogOut, Settings as SettingsIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ACCESS } from '../access/access';
import { splitBasePath, withBase } from '../lib/paths';
import { buildNavEntries, initialsOf } from './nav-items';

function RouterLink({ href, ...rest }: SideNavLinkProps) {
  return <Link to={href} {...rest} />;
}

/** The side navigation with its gates, footer (Settings, profile, Log Out; Trials for parents). */
export function AppNav({ id, mobile }: { id: string; mobile: boolean }) {
  const { pathname } = useLocation();
  const { base } = splitBasePath(pathname);
  const navigate = useNavigate();
  const permission = usePermission();
  const isParent = useSession((s) => s.auth.isParent);
  const email = useSession((s) => s.auth.email);
  const profile = useSession((s) => s.profile ?? s.user);
  const account = useSession((s) => s.account);
  const logout = useSession((s) => s.logout);
  const hasLogo = useSession((s) => Boolean(s.whitelabel?.logo_left));
  const collapsedStored = useNavigation((s) => s.collapsed);
  const locked = useNavigation((s) => s.locked);
  const setCollapsed = useNavigation((s) => s.setCollapsed);
  const expandedGroups = useNavigation((s) => s.expandedGroups);
  const setGroupExpanded = useNavigation((s) => s.setGroupExpanded);
  const collapsed = mobile ? false : collapsedStored;

  const entries = useMemo(
    () => buildNavEntries({ isParent, base, check: permission.check }),
    [isParent, base, permission],
  );
  const showSettings = isParent || permission.check(ACCESS.childSettings);
  const name = profile?.name ?? email ?? '';
  const textClass = collapsed ? 'pk-visually-hidden' : undefined;

  const onLogout = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  const footer = (
    <ul className="nav-footer">
      {isParent && (
        <li>
          <Link
            className="nav-footer__link"
            to="/accounts/trials"
            title={collapsed ? 'Trials' : undefined}
          >
            <span className="nav-glyph" aria-hidden="true">
              <Hourglass size={18} focusable="false" />
            </span>
            <span className={textClass}>Trials</span>
          </Link>
        </li>
      )}
      {showSettings && (
        <li>
          <Link
            className="nav-footer__link"
            to={withBase(base, '/settings')}
            title={collapsed ? 'Settings' : undefined}
          >
            <span className="nav-glyph" aria-hidden="true">
              <SettingsIcon size={18} focusable="false" />
            </span>
            <span className={textClass}>Settings</span>
          </Link>
        </li>
      )}
      <li>
        <Link
          className="nav-footer__link nav-footer__profile"
          to={withBase(base, '/settings/profile')}
          title={collapsed ? name : undefined}
        >
          <span className="nav-initials" aria-hidden="true">
            {initialsOf(profile?.name, email)}
          </span>
          <span className={textClass}>{name || 'Profile'}</span>
        </Link>
      </li>
      <li>
        <button
          type="button"
          className="nav-footer__link nav-footer__logout"
          onClick={onLogout}
          title={collapsed ? 'Log Out' : undefined}
        >
          <span className="nav-glyph" aria-hidden="true">
            <LogOut size={18} focusable="false" />
          </span>
          <span className={textClass}>Log Out</span>
        </button>
      </li>
    </ul>
  );

  return (
    <div id={id} className="app-nav">
      <SideNav
        entries={entries}
        collapsed={collapsed}
        onCollapsedChange={mobile ? undefined : setCollapsed}
        locked={locked}
        expandedGroups={expandedGroups}
        onGroupExpandedChange={setGroupExpanded}
        currentPath={pathname}
        linkComponent={RouterLink}
        brandName={account?.name ? `${account.name} home` : 'Plaudit home'}
        logo={
          hasLogo ? undefined : (
            <span className="nav-brand" aria-hidden="true">
              {collapsed ? initialsOf(account?.name ?? 'Plaudit') : (account?.name ?? 'Plaudit')}
            </span>
          )
        }
        homeHref={withBase(base, '/')}
        footer={footer}
      />
    </div>
  );
}
