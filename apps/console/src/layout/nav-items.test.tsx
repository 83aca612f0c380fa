import { checkRequirement, type Requirement } from '@plaudit/hooks';
import type { SideNavEntry } from '@plaudit/ui-kit';
import { describe, expect, it } from 'vitest';
import { buildNavEntries, initialsOf } from './nav-items';

const labels = (entries: SideNavEntry[]) =>
  entries.flatMap((e) =>
    e.kind === 'group' ? [e.label, ...e.items.map((i) => i.label)] : [e.label],
  );

function checker(granted: string[], settings: Record<string, boolean> = {}, isParent = false) {
  const permissions = new Proxy(
    {},
    {
      get: (_t, resource: string) =>
        new Proxy({}, { get: (_u, action: string) => granted.includes(`${resource}.${action}`) }),
    },
  );
  return (requirement: Requirement) =>
    checkRequirement(requirement, {
      permissions: permissions as never,
      features: new Set(),
      settings,
      userType: 'administrator',
      isParent,
    });
}

describe('buildNavEntries', () => {
  it('shows each item only with its gate and drops empty groups', () => {
    const entries = buildNavEntries({
      isParent: false,
      base: '',
      check: checker(['metrics.read', 'review.read', 'competitor.preview']),
    });
    expect(labels(entries)).toEqual([
      'Dashboard',
      'Review Analysis',
      'Reviews',
      'Business Performance',
      'Competitors',
    ]);
  });

  it('shows Location Performance with location read (spec 3 section 2.6), not metrics read', () => {
    const withLocation = buildNavEntries({
      isParent: false,
      base: '',
      check: checker(['location.read']),
    });
    expect(labels(withLocation)).toEqual(['Business Performance', 'Location Performance']);
  });

  it('gates keywords and photos by their account settings too', () => {
    const granted = ['insights.read', 'media.read', 'amplify.create'];
    expect(labels(buildNavEntries({ isParent: false, base: '', check: checker(granted) }))).toEqual(
      ['Online Presence', 'Amplify'],
    );
    const withSettings = checker(granted, { insights: true, media: true });
    expect(labels(buildNavEntries({ isParent: false, base: '', check: withSettings }))).toEqual([
      'Review Analysis',
      'Keywords',
      'Online Presence',
      'Amplify',
      'Photos',
    ]);
  });

  it('shows Local Search with local_search read or preview (spec 3), not without either', () => {
    const base = ['amplify.create'];
    const names = (granted: string[]) =>
      labels(buildNavEntries({ isParent: false, base: '', check: checker([...base, ...granted]) }));
    expect(names(['local_search.read'])).toContain('Local Search');
    expect(names(['local_search.preview'])).toContain('Local Search');
    expect(names([])).not.toContain('Local Search');
  });

  it('gives parents their own menu without keywords', () => {
    const check = checker(
      ['child_integration.read', 'review.read', 'account.read', 'insights.read'],
      { insights: true },
      true,
    );
    const names = labels(buildNavEntries({ isParent: true, base: '', check }));
    expect(names).toContain('Integrations');
    expect(names).toContain('Reviews without responses');
    expect(names).not.toContain('Keywords');
    // The first item is spec 1's Dashboard; it opens the accounts dashboard.
    expect(names[0]).toBe('Dashboard');
  });

  it('keeps links under the /as/ base', () => {
    const [dashboard] = buildNavEntries({ isParent: false, base: '/as/7', check: () => true });
    expect(dashboard).toMatchObject({ href: expect.stringMatching(/^\/as\/7\/dashboard\?/) });
  });
});

describe('initialsOf', () => {
  it('takes the first and last initials, else the e-mail', () => {
    expect(initialsOf('Avery Chen')).toBe('AC');
    expect(initialsOf('Mary Ann de Vries')).toBe('MV');
    expect(initialsOf('Cher')).toBe('CH');
    expect(initialsOf('', 'x@y.z')).toBe('X');
  });
});
