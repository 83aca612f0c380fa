import { usePermission } from '@plaudit/hooks';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';

const TABS = [
  { path: '/competitors', label: 'Overview' },
  { path: '/competitors/locations', label: 'Locations' },
  { path: '/competitors/brands', label: 'Brands' },
] as const;

/** The shared filters a tab keeps when the user moves between the competitor reports. */
const KEPT = ['from', 'to', 'dateDescriptor', 'groupId', 'locationId', 'sourceId'];

/** Overview, Locations and Brands as links (the address keeps the filters). */
export function CompetitorsTabs({ current }: { current: (typeof TABS)[number]['path'] }) {
  const base = useBasePath();
  const { search } = useLocation();
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const k of KEPT) {
    const v = from.get(k);
    if (v) kept.set(k, v);
  }
  const query = kept.toString();
  return (
    <nav className="cmp-tabs" aria-label="Competitor reports">
      {TABS.map((t) => (
        <Link
          key={t.path}
          className="cmp-tabs__tab"
          aria-current={t.path === current ? 'page' : undefined}
          to={withBase(base, query ? `${t.path}?${query}` : t.path)}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The reports need competitor read; a user who may only preview competitors (the account
 * has not the competitor feature) lands on /competitors/preview instead.
 */
export function RequireCompetitorRead({ children }: { children: ReactNode }) {
  const { can } = usePermission();
  const base = useBasePath();
  if (!can('competitor', 'read'))
    return <Navigate to={withBase(base, '/competitors/preview')} replace />;
  return <>{children}</>;
}
