import { describe, expect, it } from 'vitest';
import { grantedPermissions } from '../lib/granted-permissions';
import { isBillingPath, isCompetitorPreviewOnly } from './access';

const none = () => grantedPermissions([]);

describe('access', () => {
  it('recognises a competitor-preview-only user', () => {
    const p = none();
    expect(isCompetitorPreviewOnly(p)).toBe(false);
    p.competitor.preview = true;
    p.user_preference.read = true;
    expect(isCompetitorPreviewOnly(p)).toBe(true);
    p.review.read = true;
    expect(isCompetitorPreviewOnly(p)).toBe(false);
    expect(isCompetitorPreviewOnly(null)).toBe(false);
  });

  it('keeps billing pages open for inactive accounts', () => {
    expect(isBillingPath('/settings/billing')).toBe(true);
    expect(isBillingPath('/settings/billing/edit')).toBe(true);
    expect(isBillingPath('/billing/edit')).toBe(true);
    expect(isBillingPath('/settings/billingx')).toBe(false);
    expect(isBillingPath('/reviews')).toBe(false);
  });
});
