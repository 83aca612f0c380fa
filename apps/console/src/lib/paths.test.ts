import { describe, expect, it } from 'vitest';
import { navHref } from './nav-hrefs';
import { errorHref, loginHref, safeRedirect, splitBasePath, withBase } from './paths';

describe('paths', () => {
  it('splits the /as/ impersonation base from the path', () => {
    expect(splitBasePath('/as/12/reviews/3')).toEqual({
      base: '/as/12',
      accountId: 12,
      rest: '/reviews/3',
    });
    expect(splitBasePath('/as/12')).toEqual({ base: '/as/12', accountId: 12, rest: '/' });
    expect(splitBasePath('/assets/x')).toEqual({ base: '', accountId: null, rest: '/assets/x' });
    expect(splitBasePath('/as/abc')).toMatchObject({ accountId: null });
  });

  it('puts paths under the base', () => {
    expect(withBase('', '/reviews')).toBe('/reviews');
    expect(withBase('/as/4', '/reviews')).toBe('/as/4/reviews');
    expect(withBase('/as/4', '/')).toBe('/as/4');
  });

  it('only follows redirects to paths of this site', () => {
    expect(safeRedirect('/reviews?rating=5')).toBe('/reviews?rating=5');
    expect(safeRedirect('https://evil.test/')).toBe('/');
    expect(safeRedirect('//evil.test/')).toBe('/');
    expect(safeRedirect('/\\evil.test')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect(null, '/accounts')).toBe('/accounts');
  });

  it('builds login and error links', () => {
    expect(loginHref('/reviews?a=1')).toBe('/login?redirect=%2Freviews%3Fa%3D1');
    expect(loginHref('/')).toBe('/login');
    expect(errorHref()).toBe('/error');
    expect(errorHref(403, 'No')).toBe('/error?statusCode=403&message=No');
  });

  it('navigation links carry six months, reviews and keywords thirty days', () => {
    expect(navHref.dashboard()).toMatch(/^\/dashboard\?dateDescriptor=sixMonths&from=/);
    expect(navHref.locationPerformance()).toMatch(/dateDescriptor=sixMonths/);
    expect(navHref.reviews()).toMatch(/^\/reviews\?dateDescriptor=thirtyDays/);
    expect(navHref.keywords()).toMatch(/^\/dashboard\/keywords\?dateDescriptor=thirtyDays/);
  });
});
