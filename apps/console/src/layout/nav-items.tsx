import type { Requirement } from '@plaudit/hooks';
import type { SideNavEntry, SideNavLinkItem } from '@plaudit/ui-kit';
import { ACCESS } from '../access/access';
import { navHref } from '../lib/nav-hrefs';
import { withBase } from '../lib/paths';
import { NavIcon } from './NavIcon';

type Item = { id: string; label: string; href: string; access?: Requirement };
type Group = { id: string; label: string; access?: Requirement; items: Item[] };

/** Child account menu (spec 1 section 2 "Navigation" and section 6 gates). */
const CHILD_MENU: Array<Item | Group> = [
  { id: 'dashboard', label: 'Dashboard', href: navHref.dashboard(), access: ACCESS.dashboard },
  {
    id: 'review-analysis',
    label: 'Review Analysis',
    items: [
      { id: 'reviews', label: 'Reviews', href: navHref.reviews(), access: ACCESS.reviews },
      { id: 'disputes', label: 'Disputes', href: '/disputes', access: ACCESS.disputes },
      { id: 'keywords', label: 'Keywords', href: navHref.keywords(), access: ACCESS.keywords },
      { id: 'ask-tool', label: 'Ask Tool', href: '/request-reviews', access: ACCESS.askTool },
    ],
  },
  {
    id: 'business-performance',
    label: 'Business Performance',
    items: [
      { id: 'competitors', label: 'Competitors', href: '/competitors', access: ACCESS.competitors },
      {
        id: 'location-performance',
        label: 'Location Performance',
        href: navHref.locationPerformance(),
        access: ACCESS.locationPerformance,
      },
      { id: 'reports', label: 'Reports', href: '/visual-reports', access: ACCESS.reports },
      {
        id: 'scorecards',
        label: 'Scorecards',
        href: '/partner-tools/scorecards',
        access: ACCESS.scorecards,
      },
    ],
  },
  {
    id: 'online-presence',
    label: 'Online Presence',
    access: ACCESS.onlinePresence,
    items: [
      { id: 'amplify', label: 'Amplify', href: '/amplify', access: ACCESS.amplify },
      {
        id: 'local-listings',
        label: 'Local Listings',
        href: '/dashboard/local_listings',
        access: ACCESS.localListings,
      },
      {
        id: 'local-search',
        label: 'Local Search',
        href: '/local-search',
        access: ACCESS.localSearch,
      },
      { id: 'photos', label: 'Photos', href: '/photos', access: ACCESS.photos },
    ],
  },
];

/** Parent (partner) menu: accounts, integrations, reviews without responses, reports. */
const PARENT_MENU: Array<Item | Group> = [
  // Spec 1's "Dashboard" group; the page it opens is titled "Accounts Dashboard".
  { id: 'accounts', label: 'Dashboard', href: '/accounts' },
  {
    id: 'integrations',
    label: 'Integrations',
    href: '/accounts/integrations?integration_status=active',
    access: ACCESS.childIntegrations,
  },
  {
    id: 'review-analysis',
    label: 'Review Analysis',
    items: [
      {
        id: 'child-reviews',
        label: 'Reviews without responses',
        href: '/child-reviews',
        access: ACCESS.childReviews,
      },
    ],
  },
  {
    id: 'business-performance',
    label: 'Business Performance',
    items: [
      {
        id: 'partner-reports',
        label: 'Reports',
        href: '/partner-account-reports',
        access: ACCESS.partnerReports,
      },
      {
        id: 'scorecards',
        label: 'Scorecards',
        href: '/partner-tools/scorecards',
        access: ACCESS.scorecards,
      },
    ],
  },
];

const isGroup = (entry: Item | Group): entry is Group => 'items' in entry;

/**
 * The side navigation entries the user may see: each item and group passes its gate, empty
 * groups disappear, and every link carries the /as/ base of an impersonated session.
 */
export function buildNavEntries(options: {
  isParent: boolean;
  base: string;
  check: (requirement: Requirement) => boolean;
}): SideNavEntry[] {
  const { isParent, base, check } = options;
  const menu = isParent ? PARENT_MENU : CHILD_MENU;
  const toLink = (item: Item): SideNavLinkItem => ({
    id: item.id,
    label: item.label,
    href: withBase(base, item.href),
    icon: <NavIcon id={item.id} />,
  });
  const allowed = (access?: Requirement) => !access || check(access);
  const entries: SideNavEntry[] = [];
  for (const entry of menu) {
    if (!allowed(entry.access)) continue;
    if (isGroup(entry)) {
      const items = entry.items.filter((item) => allowed(item.access)).map(toLink);
      if (items.length === 0) continue;
      entries.push({
        kind: 'group',
        id: entry.id,
        label: entry.label,
        icon: <NavIcon id={entry.id} />,
        items,
      });
    } else {
      entries.push(toLink(entry));
    }
  }
  return entries;
}

/** 'Avery Chen' → 'AC'; an e-mail falls back to its first letter. */
export function initialsOf(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2)
    return (words[0]!.charAt(0) + words[words.length - 1]!.charAt(0)).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (email ?? '?').charAt(0).toUpperCase();
}
