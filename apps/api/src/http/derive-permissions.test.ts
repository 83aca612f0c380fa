import { describe, expect, it } from 'vitest';
import { can, derivePermissions } from './derive-permissions';

const all = {
  amplify: true,
  local_listings: true,
  insights: true,
  media: true,
  scheduled_exports: true,
} as const;

describe('derivePermissions', () => {
  it('lets Read Only users read but never write', () => {
    const p = derivePermissions('read_only', all, false);
    expect(can(p, 'review', 'read')).toBe(true);
    for (const action of ['create', 'update', 'delete'] as const) {
      expect(can(p, 'location', action)).toBe(false);
      expect(can(p, 'group', action)).toBe(false);
      expect(can(p, 'response', action)).toBe(false);
    }
  });

  it('gives admins everything the account pays for', () => {
    const p = derivePermissions('administrator', all, false);
    expect(can(p, 'location', 'delete')).toBe(true);
    expect(can(p, 'amplify', 'create')).toBe(true);
    expect(can(p, 'user', 'create')).toBe(true);
  });

  it('turns unpaid features into preview only, and switches others off', () => {
    const p = derivePermissions('administrator', {}, false);
    expect(p.amplify).toEqual({
      read: false,
      create: false,
      update: false,
      delete: false,
      preview: true,
    });
    expect(p.local_listing.preview).toBe(true);
    expect(p.local_listing.read).toBe(false);
    expect(p.insights.read).toBe(false);
    expect(p.scheduled_export.create).toBe(false);
  });

  it('previews local search for account admins only when the setting is off', () => {
    expect(derivePermissions('administrator', {}, false).local_search).toMatchObject({
      read: false,
      preview: true,
    });
    expect(derivePermissions('user', {}, false).local_search).toMatchObject({
      read: false,
      preview: false,
    });
    expect(derivePermissions('user', { local_search: true }, false).local_search.read).toBe(true);
  });

  it('keeps managers out of user administration and users out of location editing', () => {
    const m = derivePermissions('manager', all, false);
    expect(can(m, 'location', 'create')).toBe(true);
    expect(can(m, 'user', 'create')).toBe(false);
    const u = derivePermissions('user', all, false);
    expect(can(u, 'location', 'update')).toBe(false);
    expect(can(u, 'response', 'create')).toBe(true);
  });

  it('gives partner accounts the partner resources only', () => {
    const p = derivePermissions('administrator', all, true);
    expect(can(p, 'child_integration', 'read')).toBe(true);
    expect(can(p, 'account', 'read')).toBe(true);
    expect(can(p, 'location', 'read')).toBe(false);
    expect(can(p, 'metrics', 'read')).toBe(false);
  });

  it('gives Email Only users nothing in the console', () => {
    const p = derivePermissions('email_only', all, false);
    expect(Object.entries(p).filter(([, v]) => v.read && v !== p.user_preference)).toEqual([]);
  });
});
