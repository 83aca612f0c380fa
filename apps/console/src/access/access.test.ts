import type { PermissionSummary } from '@plaudit/api-client';
import { PERMISSION_RESOURCES } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { isBillingPath, isCompetitorPreviewOnly } from './access';

const none = () =>
  Object.fromEntries(
    PERMISSION_RESOURCES.map((r) => [
      r,
      { read: false, create: false, update: false, delete: false, preview: false },
    ]),
  ) as PermissionSummary;

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
