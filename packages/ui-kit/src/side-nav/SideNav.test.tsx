import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { whitelabelStyle } from '../whitelabel/whitelabel';
import {
  isActivePath,
  SIDE_NAV_COLLAPSED_WIDTH,
  SIDE_NAV_MAX_WIDTH,
  SIDE_NAV_WIDTH,
  SideNav,
  type SideNavEntry,
  type SideNavLinkProps,
} from './SideNav';

const ENTRIES: SideNavEntry[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/dashboard?dateDescriptor=sixMonths' },
  {
    kind: 'group',
    id: 'review-analysis',
    label: 'Review Analysis',
    items: [
      { id: 'reviews', label: 'Reviews', href: '/reviews?dateDescriptor=thirtyDays' },
      { id: 'keywords', label: 'Keywords', href: '/dashboard/keywords' },
    ],
  },
];

function Harness(props: { onGroup?: (id: string, expanded: boolean) => void }) {
  const [collapsed, setCollapsed] = useState(false);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  return (
    <SideNav
      entries={ENTRIES}
      currentPath="/reviews/42"
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      expandedGroups={expanded}
      onGroupExpandedChange={(id, value) => {
        setExpanded((e) => ({ ...e, [id]: value }));
        props.onGroup?.(id, value);
      }}
      brandName="Plaudit"
      footer={<a href="/settings">Settings</a>}
    />
  );
}

function RouterLink(props: SideNavLinkProps) {
  return (
    <a {...props} data-router="yes">
      {props.children}
    </a>
  );
}

describe('SideNav', () => {
  it('exports the spec widths', () => {
    expect([SIDE_NAV_WIDTH, SIDE_NAV_COLLAPSED_WIDTH, SIDE_NAV_MAX_WIDTH]).toEqual([256, 56, 300]);
  });

  it('matches active paths', () => {
    expect(isActivePath('/reviews?x=1', '/reviews/42')).toBe(true);
    expect(isActivePath('/reviews', '/reviews-archive')).toBe(false);
    expect(isActivePath('/', '/dashboard')).toBe(false);
    expect(isActivePath('/dashboard', '/dashboard/')).toBe(true);
  });

  it('renders real links with aria-current on the active one', () => {
    render(<Harness />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const reviews = within(nav).getByRole('link', { name: 'Reviews' });
    expect(reviews.getAttribute('href')).toBe('/reviews?dateDescriptor=thirtyDays');
    expect(reviews.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).hasAttribute('aria-current')).toBe(
      false,
    );
    expect(within(nav).getByRole('link', { name: 'Plaudit' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toBeTruthy();
  });

  it('toggles groups and reports the expanded state to the caller', async () => {
    const user = userEvent.setup();
    const onGroup = vi.fn();
    render(<Harness onGroup={onGroup} />);
    const toggle = screen.getByRole('button', { name: 'Review Analysis' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(onGroup).toHaveBeenCalledWith('review-analysis', false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Reviews' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Reviews' })).toBeTruthy();
  });

  it('collapses and expands, keeping accessible names', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    const nav = screen.getByRole('navigation');
    expect(nav.className).toContain('pk-sidenav--collapsed');
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('title')).toBe('Dashboard');
    // Nested items are hidden in the rail; the group button opens the navigation.
    expect(screen.queryByRole('link', { name: 'Reviews' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review Analysis' }));
    expect(nav.className).not.toContain('pk-sidenav--collapsed');
    expect(screen.getByRole('link', { name: 'Reviews' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(nav.className).not.toContain('pk-sidenav--collapsed');
  });

  it('hides the toggle when locked', () => {
    render(<SideNav entries={ENTRIES} collapsed onCollapsedChange={() => {}} locked />);
    expect(screen.queryByRole('button', { name: 'Expand navigation' })).toBeNull();
  });

  it('uses a custom link component (e.g. a router Link)', () => {
    render(<SideNav entries={ENTRIES} linkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Keywords' }).getAttribute('data-router')).toBe('yes');
  });

  it('uses a render prop for links', () => {
    render(
      <SideNav
        entries={ENTRIES}
        renderLink={(props, item) => (
          <a href={props.href} className={props.className} data-id={item.id}>
            {props.children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('data-id')).toBe(
      'dashboard',
    );
  });

  it('takes white-label custom properties through style', () => {
    render(
      <SideNav
        entries={ENTRIES}
        style={whitelabelStyle({ navigation_background_color: '#0a0a0a', logo_left: '/logo.png' })}
      />,
    );
    const nav = screen.getByRole('navigation');
    expect(nav.style.getPropertyValue('--plaudit-nav-bg')).toBe('#0a0a0a');
    expect(nav.style.getPropertyValue('--plaudit-logo-left')).toBe('url("/logo.png")');
  });
});

describe('SideNav current page', () => {
  it('marks exactly one link as the current page: the most specific one', () => {
    render(
      <SideNav
        entries={ENTRIES}
        currentPath="/dashboard/keywords"
        expandedGroups={{ 'review-analysis': true }}
      />,
    );
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Keywords']);
  });
});
