import type { ComponentType, CSSProperties, MouseEvent, ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../internal/cx';

/** Navigation widths (spec 1, sections 2 and 9). */
export const SIDE_NAV_WIDTH = 256;
export const SIDE_NAV_COLLAPSED_WIDTH = 56;
export const SIDE_NAV_MAX_WIDTH = 300;

export interface SideNavLinkItem {
  kind?: 'link';
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
  /** Marks the current page; otherwise derived from `currentPath`. */
  active?: boolean;
  badge?: ReactNode;
}

export interface SideNavGroup {
  kind: 'group';
  id: string;
  label: string;
  icon?: ReactNode;
  items: readonly SideNavLinkItem[];
}

export type SideNavEntry = SideNavLinkItem | SideNavGroup;

/** Props a link component receives; react-router's Link can be adapted with `to={href}`. */
export interface SideNavLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  title?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface SideNavProps {
  entries: readonly SideNavEntry[];
  /** Accessible name of the navigation landmark. */
  label?: string;
  collapsed?: boolean;
  /** Shows the collapse toggle when given (and not `locked`). */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Hides the toggle (e.g. a locked state chosen by the app). */
  locked?: boolean;
  /** Expanded state per group id; the caller persists it (spec: key expandedNav). Default expanded. */
  expandedGroups?: Readonly<Record<string, boolean>>;
  onGroupExpandedChange?: (groupId: string, expanded: boolean) => void;
  /** Current pathname, used to mark the active link when items have no `active`. */
  currentPath?: string;
  /** Component used for links (default: a plain <a>). */
  linkComponent?: ComponentType<SideNavLinkProps>;
  /** Render prop for links; wins over `linkComponent`. */
  renderLink?: (props: SideNavLinkProps, item: SideNavLinkItem) => ReactNode;
  /** Logo content; without it the white-label --plaudit-logo-left image is shown. */
  logo?: ReactNode;
  /** Accessible name of the home link around the logo. */
  brandName?: string;
  homeHref?: string;
  /** Footer content (Settings, profile, Log Out, Trials...). */
  footer?: ReactNode;
  collapseLabel?: string;
  expandLabel?: string;
  className?: string;
  style?: CSSProperties;
}

function DefaultLink({ href, className, children, title, onClick, ...rest }: SideNavLinkProps) {
  return (
    <a href={href} className={className} title={title} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}

function pathOf(href: string): string {
  return href.split(/[?#]/)[0] ?? href;
}

/** Whether a navigation link (`href`) is the current page or one of its sub-pages. */
export function isActivePath(href: string, currentPath: string | undefined): boolean {
  if (!currentPath) return false;
  const path = pathOf(href).replace(/\/$/, '') || '/';
  const current = pathOf(currentPath).replace(/\/$/, '') || '/';
  return path === '/' ? current === '/' : current === path || current.startsWith(`${path}/`);
}

/**
 * The collapsible left navigation: 256 px open, 56 px collapsed, at most 300 px. Colours come from
 * the --plaudit-nav-* custom properties (see `whitelabelStyle`).
 */
export function SideNav({
  entries,
  label = 'Main navigation',
  collapsed = false,
  onCollapsedChange,
  locked,
  expandedGroups = {},
  onGroupExpandedChange,
  currentPath,
  linkComponent: Link = DefaultLink,
  renderLink,
  logo,
  brandName = 'Home',
  homeHref = '/',
  footer,
  collapseLabel = 'Collapse navigation',
  expandLabel = 'Expand navigation',
  className,
  style,
}: SideNavProps) {
  const baseId = useId().replace(/:/g, '');

  // Exactly one current page: of the links whose path contains the current one (Dashboard and
  // Dashboard > Keywords on /dashboard/keywords), the most specific.
  const links = entries.flatMap((e) => ('items' in e ? e.items : [e]));
  const current = links
    .filter((item) => item.active === undefined && isActivePath(item.href, currentPath))
    .sort((a, b) => pathOf(b.href).length - pathOf(a.href).length)[0];
  const isActive = (item: SideNavLinkItem) => item.active ?? item === current;

  const renderItem = (item: SideNavLinkItem, nested: boolean) => {
    const active = isActive(item);
    const props: SideNavLinkProps = {
      href: item.href,
      className: cx(
        'pk-sidenav__link',
        nested && 'pk-sidenav__link--nested',
        active && 'pk-sidenav__link--active',
      ),
      'aria-current': active ? 'page' : undefined,
      title: collapsed ? item.label : undefined,
      children: (
        <>
          {item.icon && (
            <span className="pk-sidenav__icon" aria-hidden="true">
              {item.icon}
            </span>
          )}
          <span className={cx('pk-sidenav__text', collapsed && 'pk-visually-hidden')}>
            {item.label}
          </span>
          {item.badge && !collapsed && <span className="pk-sidenav__badge">{item.badge}</span>}
        </>
      ),
    };
    return (
      <li key={item.id} className="pk-sidenav__item">
        {renderLink ? renderLink(props, item) : <Link {...props} />}
      </li>
    );
  };

  const renderGroup = (group: SideNavGroup) => {
    const expanded = expandedGroups[group.id] ?? true;
    const listId = `pk-sidenav-${baseId}-${group.id}`;
    const hasActive = group.items.some(isActive);
    return (
      <li key={group.id} className="pk-sidenav__group">
        <button
          type="button"
          className={cx(
            'pk-sidenav__group-toggle',
            hasActive && 'pk-sidenav__group-toggle--active',
          )}
          aria-expanded={expanded && !collapsed}
          aria-controls={listId}
          title={collapsed ? group.label : undefined}
          onClick={() => {
            // In the collapsed rail a group opens the navigation and shows its items.
            if (collapsed && onCollapsedChange) {
              onCollapsedChange(false);
              if (!expanded) onGroupExpandedChange?.(group.id, true);
            } else {
              onGroupExpandedChange?.(group.id, !expanded);
            }
          }}
        >
          {group.icon && (
            <span className="pk-sidenav__icon" aria-hidden="true">
              {group.icon}
            </span>
          )}
          <span className={cx('pk-sidenav__text', collapsed && 'pk-visually-hidden')}>
            {group.label}
          </span>
          <span className="pk-sidenav__chevron" aria-hidden="true" />
        </button>
        <ul id={listId} className="pk-sidenav__list" hidden={!expanded || collapsed}>
          {group.items.map((item) => renderItem(item, true))}
        </ul>
      </li>
    );
  };

  return (
    <nav
      aria-label={label}
      className={cx('pk-sidenav', collapsed && 'pk-sidenav--collapsed', className)}
      style={style}
      data-collapsed={collapsed || undefined}
    >
      <div className="pk-sidenav__header">
        <a href={homeHref} className="pk-sidenav__brand" aria-label={brandName}>
          {logo ?? <span className="pk-sidenav__logo" aria-hidden="true" />}
        </a>
        {onCollapsedChange && !locked && (
          <button
            type="button"
            className="pk-icon-button pk-sidenav__toggle"
            aria-label={collapsed ? expandLabel : collapseLabel}
            aria-expanded={!collapsed}
            onClick={() => onCollapsedChange(!collapsed)}
          >
            <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          </button>
        )}
      </div>
      <ul className="pk-sidenav__list pk-sidenav__main">
        {entries.map((entry) =>
          entry.kind === 'group' ? renderGroup(entry) : renderItem(entry, false),
        )}
      </ul>
      {footer && <div className="pk-sidenav__footer">{footer}</div>}
    </nav>
  );
}
