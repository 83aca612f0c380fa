import { describe, expect, it } from 'vitest';
import {
  autoSyncBlock,
  columnWindow,
  DIRECTORY_ORDER,
  directoryStatusLabel,
  formatCheckedDate,
  showInternalTable,
  sortDirectories,
  toggleAllExpanded,
  visibleColumnCount,
} from './listing-logic';
import {
  dayHoursText,
  fieldsNotInSyncText,
  flyoutCard,
  flyoutDisplayType,
  flyoutStatus,
} from './sync-flyout-logic';

describe('status labels (spec 3 section 4.1)', () => {
  it('maps every status', () => {
    for (const s of ['pending_sync', 'in_progress', 'pending_claim'] as const)
      expect(directoryStatusLabel(s)).toBe('In Progress');
    expect(
      directoryStatusLabel('in_progress', { bordered: true, directoryCode: 'google_maps' }),
    ).toBe('Pending');
    expect(
      directoryStatusLabel('pending_sync', { bordered: true, directoryCode: 'apple_maps' }),
    ).toBe('Pending');
    expect(
      directoryStatusLabel('pending_sync', { bordered: true, directoryCode: 'yelp_api' }),
    ).toBe('In Progress');
    expect(directoryStatusLabel('action_required')).toBe('Action Required');
    expect(directoryStatusLabel('not_in_sync')).toBe('Action Required');
    expect(directoryStatusLabel('published')).toBe('In Sync, No Action Required');
    expect(directoryStatusLabel('in_sync')).toBe('In Sync, No Action Required');
    expect(directoryStatusLabel('not_available')).toBe('No URL for this location');
  });
  it('formats last checked as M/D/YYYY or N/A', () => {
    expect(formatCheckedDate(new Date(2025, 2, 7, 12).toISOString())).toBe('3/7/2025');
    expect(formatCheckedDate(null)).toBe('N/A');
  });
});

describe('directory order and the column window', () => {
  it('sorts into Google, Facebook, Apple Maps, Bing, Tripadvisor, Yelp', () => {
    const shuffled = [
      'yelp_api',
      'bing',
      'google_maps',
      'trip_advisor',
      'apple_maps',
      'facebook',
    ].map((directory_code) => ({ directory_code }));
    expect(sortDirectories(shuffled).map((d) => d.directory_code)).toEqual([...DIRECTORY_ORDER]);
  });
  it('shows 3, 2 or 1 columns by width', () => {
    expect(visibleColumnCount(1000)).toBe(3);
    expect(visibleColumnCount(1400)).toBe(3);
    expect(visibleColumnCount(999)).toBe(2);
    expect(visibleColumnCount(800)).toBe(2);
    expect(visibleColumnCount(799)).toBe(1);
  });
  it('disables the arrows at either end and clamps the start', () => {
    expect(columnWindow(0, 3, 6)).toEqual({ start: 0, end: 3, canLeft: false, canRight: true });
    expect(columnWindow(3, 3, 6)).toEqual({ start: 3, end: 6, canLeft: true, canRight: false });
    expect(columnWindow(9, 2, 6)).toEqual({ start: 4, end: 6, canLeft: true, canRight: false });
    expect(columnWindow(0, 3, 2)).toEqual({ start: 0, end: 2, canLeft: false, canRight: false });
  });
});

describe('flyout display type (spec 3 section 4.2)', () => {
  const base = { isAdmin: true, integrationStatus: 'active' as const, hasReference: true };
  it('checks in the spec order', () => {
    expect(flyoutDisplayType({ ...base, status: 'in_sync', isAdmin: false })).toBe('in_sync');
    expect(flyoutDisplayType({ ...base, status: 'not_in_sync', isAdmin: false })).toBe('non_admin');
    expect(
      flyoutDisplayType({ ...base, status: 'not_in_sync', integrationStatus: 'expired' }),
    ).toBe('missing_integration');
    expect(
      flyoutDisplayType({ ...base, status: 'pending_sync', integrationStatus: 'inactive' }),
    ).toBe('missing_integration');
    expect(flyoutDisplayType({ ...base, status: 'not_in_sync', hasReference: false })).toBe(
      'missing_location',
    );
    expect(flyoutDisplayType({ ...base, status: 'not_in_sync' })).toBe('not_in_sync');
    expect(flyoutDisplayType({ ...base, status: 'pending_claim' })).toBe('in_progress');
    expect(flyoutDisplayType({ ...base, status: 'in_progress', integrationStatus: null })).toBe(
      'in_progress',
    );
    expect(flyoutDisplayType({ ...base, status: 'pending_sync' })).toBe('pending_sync');
  });
  it('titles and colours the card', () => {
    const ctx = { autoSyncPurchased: true, publishingEnabled: true, directoryEnabled: true };
    expect(flyoutCard('in_sync', ctx)).toEqual({ title: 'In Sync', colour: 'green' });
    expect(flyoutCard('missing_integration', ctx).title).toBe('Integrate This Directory');
    expect(flyoutCard('missing_location', ctx).title).toBe('Add Location to Integration');
    expect(flyoutCard('not_in_sync', { ...ctx, publishingEnabled: false }).title).toBe(
      'Auto Sync Off',
    );
    expect(flyoutCard('not_in_sync', { ...ctx, directoryEnabled: false }).title).toBe(
      'Directory Syncing Disabled',
    );
    expect(flyoutCard('not_in_sync', ctx)).toEqual({
      title: 'Data Points Out of Sync',
      colour: 'red',
    });
    expect(flyoutCard('pending_sync', ctx)).toEqual({ title: 'Pending Sync', colour: 'grey' });
    expect(flyoutCard('in_progress', ctx)).toEqual({ title: 'Out of Sync', colour: 'grey' });
    expect(flyoutCard('in_progress', { ...ctx, publishingEnabled: false }).colour).toBe('red');
  });
  it('shows a disabled directory under publishing as not in sync', () => {
    expect(flyoutStatus('in_sync', true, false)).toBe('not_in_sync');
    expect(flyoutStatus('in_progress', true, false)).toBe('not_in_sync');
    expect(flyoutStatus('in_sync', false, false)).toBe('in_sync');
  });
  it('maps field names in the sync text', () => {
    expect(fieldsNotInSyncText(['phone_number', 'primary_category', 'name', 'website'])).toBe(
      'Fields not in sync: phone, category_name, public_name, website',
    );
    expect(fieldsNotInSyncText([])).toBe('');
  });
});

describe('Auto Sync toggle rules', () => {
  it('disables with the right tooltip', () => {
    const on = {
      pending: false,
      purchased: true,
      listingStatus: 'published' as const,
      reason: null,
    };
    expect(autoSyncBlock(on)).toEqual({ disabled: false, tooltip: null, noGoogle: false });
    expect(autoSyncBlock({ ...on, pending: true }).disabled).toBe(true);
    expect(autoSyncBlock({ ...on, purchased: false }).tooltip).toBe(
      'Contact your account manager to purchase Auto Sync',
    );
    expect(
      autoSyncBlock({
        ...on,
        listingStatus: 'not_eligible',
        reason: 'No active Google integration',
      }).tooltip,
    ).toBe('Cannot Publish: No active Google integration.');
    expect(
      autoSyncBlock({
        ...on,
        listingStatus: 'not_eligible',
        reason: 'Location not found in Google integration',
      }).tooltip,
    ).toBe('Cannot Publish: Location not found in Google integration');
  });
});

describe('the internal table (spec 3 section 2.1)', () => {
  it("is for partners and impersonating support, not for the account's own users", () => {
    const own = { isShadowing: false, isImpersonated: false, hasPartnerSession: false };
    expect(showInternalTable(own)).toBe(false);
    expect(showInternalTable({ ...own, isShadowing: true })).toBe(true);
    expect(showInternalTable({ ...own, isImpersonated: true })).toBe(true);
    expect(showInternalTable({ ...own, hasPartnerSession: true })).toBe(true);
  });

  it('expands every row, then hides them all', () => {
    const all = toggleAllExpanded(new Set([1]), [1, 2]);
    expect([...all]).toEqual([1, 2]);
    expect(toggleAllExpanded(all, [1, 2]).size).toBe(0);
  });
});

describe('the sync flyout hours', () => {
  it('reads as h:mm AM/PM like the rest of the console', () => {
    expect(dayHoursText({ open: true, hours: [{ open_time: '09:00', close_time: '17:30' }] })).toBe(
      '9:00 AM - 5:30 PM',
    );
    expect(dayHoursText({ open: false })).toBe('Closed');
    expect(dayHoursText({ open: true, is_24_hours: true })).toBe('24 hrs');
  });
});
