import { describe, expect, it } from 'vitest';
import {
  anyOverrideOn,
  DIRECTORY_BUSY_MS,
  DIRECTORY_TEXT,
  directoryOverrideCall,
  directoryToggleOn,
  draftChanges,
  draftErrors,
  draftOf,
  publishableDirectories,
  setAllDrafts,
  setDraftCheck,
} from './directory-publishing-logic';
import {
  emptyPostForm,
  imageProblem,
  postBody,
  serverErrorsToFields,
  validatePost,
} from './google-post';
import {
  autoSyncBlock,
  columnWindow,
  DIRECTORY_ORDER,
  directoryStatusLabel,
  formatCheckedDate,
  formatEnabledAt,
  showInternalTable,
  sortDirectories,
  toggleAllExpanded,
  visibleColumnCount,
} from './listing-logic';
import {
  BULK_PHOTOS_TEXT,
  bulkPhotosAllowed,
  canBulkAddPhotos,
  googlePostAllowed,
  postsPreviewDismissal,
  shouldShowPostsPreview,
} from './posts-photos-logic';
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

describe('Google posts preview cookie', () => {
  it('suppresses for today, then for good', () => {
    expect(shouldShowPostsPreview(null, '2025-05-01')).toBe(true);
    const first = postsPreviewDismissal(null, '2025-05-01', 'close');
    expect(first).toBe('2025-05-01');
    expect(shouldShowPostsPreview(first, '2025-05-01')).toBe(false);
    expect(shouldShowPostsPreview(first, '2025-05-02')).toBe(true);
    expect(postsPreviewDismissal(first, '2025-05-02', 'close')).toBe('FINAL');
    expect(postsPreviewDismissal(null, '2025-05-01', 'got_it')).toBe('FINAL');
    expect(shouldShowPostsPreview('FINAL', '2030-01-01')).toBe(false);
  });
});

describe('Google post validation (spec 3 section 5)', () => {
  const today = '2025-05-10';
  it('needs a description or an image for an update', () => {
    expect(validatePost(emptyPostForm('STANDARD'), today).summary).toBe(
      'You must include a description or an image',
    );
    expect(
      validatePost({ ...emptyPostForm('STANDARD'), imageUrl: 'https://x.example/a.png' }, today),
    ).toEqual({});
    const long = { ...emptyPostForm('STANDARD'), summary: 'a'.repeat(1501) };
    expect(validatePost(long, today).summary).toBe('1 characters too many');
  });
  it('needs titles and dates for offers and events', () => {
    const offer = validatePost(emptyPostForm('OFFER'), today);
    expect(offer).toMatchObject({
      title: 'Enter an offer title',
      startDate: 'Choose a start date',
      endDate: 'Choose an end date',
    });
    expect(validatePost(emptyPostForm('EVENT'), today).title).toBe('Enter an event title');
  });
  it('checks the date rules', () => {
    const e = { ...emptyPostForm('EVENT'), title: 'Launch' };
    expect(
      validatePost({ ...e, startDate: '2025-05-09', endDate: '2025-05-12' }, today).startDate,
    ).toBe('The start date cannot be in the past');
    expect(
      validatePost({ ...e, startDate: '2025-05-12', endDate: '2025-05-11' }, today).endDate,
    ).toBe('The end date must be after the start date');
    expect(validatePost({ ...e, startDate: '2025-05-12', endDate: '2026-05-10' }, today)).toEqual(
      {},
    );
    expect(
      validatePost({ ...e, startDate: '2025-05-12', endDate: '2026-05-11' }, today).endDate,
    ).toBe('Dates must be within one year of today');
    expect(
      validatePost(
        {
          ...e,
          startDate: '2025-05-12',
          endDate: '2025-05-12',
          startTime: '10:00',
          endTime: '09:00',
        },
        today,
      ).endDate,
    ).toBe('The end date must be after the start date');
  });
  it('needs a link for buttons other than Call now, and a valid redeem link', () => {
    const u = { ...emptyPostForm('STANDARD'), summary: 'Hi', actionType: 'BOOK' as const };
    expect(validatePost(u, today).buttonUrl).toBe(
      'Enter a valid website. Example: https://www.example.com',
    );
    expect(validatePost({ ...u, buttonUrl: 'https://bluefern.example/book' }, today)).toEqual({});
    expect(validatePost({ ...u, actionType: 'CALL' }, today)).toEqual({});
    const o = {
      ...emptyPostForm('OFFER'),
      title: 'Deal',
      startDate: '2025-05-11',
      endDate: '2025-05-20',
      redeemOnlineUrl: 'not a url',
    };
    expect(validatePost(o, today).redeemOnlineUrl).toBe(
      'Enter a valid website. Example: https://www.example.com',
    );
  });
  it('splits dates and times in the submitted shape', () => {
    const body = postBody({
      ...emptyPostForm('EVENT'),
      title: 'Jazz night',
      startDate: '2025-06-01',
      endDate: '2025-06-02',
      startTime: '19:30',
      summary: 'Live music',
      actionType: 'CALL',
    });
    expect(body.event).toEqual({
      title: 'Jazz night',
      schedule: {
        startDate: { year: 2025, month: 6, day: 1 },
        endDate: { year: 2025, month: 6, day: 2 },
        startTime: { hours: 19, minutes: 30, seconds: 0, nanos: 0 },
      },
    });
    expect(body.call_to_action).toEqual({ actionType: 'CALL' });
    expect(body.language_code).toBe('en');
  });
  it('maps server errors to fields', () => {
    expect(
      serverErrorsToFields([
        { path: 'offer.redeemOnlineUrl', message: 'bad offer' },
        { path: 'call_to_action.url', message: 'bad cta' },
        { path: 'event.schedule.startDate', message: 'past' },
      ]),
    ).toEqual({ redeemOnlineUrl: 'bad offer', buttonUrl: 'bad cta', startDate: 'past' });
  });
  it('checks images', () => {
    expect(imageProblem({ type: 'image/gif', size: 20000 }, null, 0)).toBe(
      'Files must be JPG or PNG',
    );
    expect(imageProblem({ type: 'image/png', size: 6 * 1024 * 1024 }, null, 0)).toBe(
      'Images must be less than 5MB',
    );
    expect(imageProblem({ type: 'image/png', size: 20000 }, { width: 200, height: 400 }, 0)).toBe(
      'Images must be at least 250px by 250px',
    );
    expect(imageProblem({ type: 'image/png', size: 20000 }, { width: 300, height: 300 }, 1)).toBe(
      "You can't upload more than 1 image",
    );
    expect(
      imageProblem({ type: 'image/jpeg', size: 20000 }, { width: 300, height: 300 }, 0),
    ).toBeNull();
  });
});

describe('Google post eligibility of the selected rows', () => {
  const google = (enabled: boolean) => [
    { directory_code: 'google_maps', directory_enabled: enabled },
  ];
  const rows = [
    { id: 1, publishing_enabled: true, directories: google(true) },
    { id: 2, publishing_enabled: false, directories: google(true) },
    { id: 3, publishing_enabled: true, status_reason: 'duplicate', directories: google(true) },
    { id: 4, publishing_enabled: true, directories: google(false) },
    {
      id: 5,
      publishing_enabled: true,
      directories: [{ directory_code: 'facebook', directory_enabled: true }],
    },
  ];

  it('allows rows with Auto Sync on, no status reason and Google Maps switched on', () => {
    expect(googlePostAllowed(rows, [1])).toBe(true);
  });

  it.each([
    [[1, 2], 'Auto Sync off'],
    [[3], 'a status reason'],
    [[4], 'Google Maps switched off'],
    [[5], 'no Google Maps directory'],
    [[1, 9], 'a row not on this page'],
  ])('refuses %j (%s)', (ids, _why) => {
    expect(googlePostAllowed(rows, ids)).toBe(false);
  });
});

describe('Bulk Add Photos (spec 3 sections 4.4, 5, 6)', () => {
  it('is offered with media create and publishing, never for a true bulk or the preview', () => {
    const base = { mediaCreate: true, publishing: true, trueBulk: false, preview: false };
    expect(canBulkAddPhotos(base)).toBe(true);
    expect(canBulkAddPhotos({ ...base, mediaCreate: false })).toBe(false);
    expect(canBulkAddPhotos({ ...base, publishing: false })).toBe(false);
    expect(canBulkAddPhotos({ ...base, trueBulk: true })).toBe(false);
    expect(canBulkAddPhotos({ ...base, preview: true })).toBe(false);
  });

  it('needs Auto Sync on for every selected location', () => {
    const rows = [
      { id: 1, publishing_enabled: true, listing_status: 'published' as const },
      { id: 2, publishing_enabled: false, listing_status: 'eligible_not_published' as const },
      { id: 3, publishing_enabled: true, listing_status: 'not_eligible' as const },
    ];
    expect(bulkPhotosAllowed(rows, [1])).toBe(true);
    expect(bulkPhotosAllowed(rows, [1, 2])).toBe(false);
    // Publishing on but not found in the Google integration.
    expect(bulkPhotosAllowed(rows, [3])).toBe(false);
    // Not on this page (unknown): refused.
    expect(bulkPhotosAllowed(rows, [1, 9])).toBe(false);
    expect(bulkPhotosAllowed(rows, [])).toBe(false);
    expect(BULK_PHOTOS_TEXT).toBe(
      'One or more of the locations selected has Auto Sync turned off or is not found in Google integrations.',
    );
  });
});

describe('directory-specific publishing (spec 3 section 4.3)', () => {
  const dir = (
    code: string,
    sourceId: number,
    overrides: {
      id: number;
      phone: string | null;
      website: string | null;
      enabled: boolean;
    } | null,
  ) => ({ directory_code: code, rtx_source_id: sourceId, directory_enabled: true, overrides });

  it('lists the publishable directories in order and reads the toggle from the override', () => {
    const dirs = [dir('bing', 4, null), dir('apple_maps', 3, null), dir('google_maps', 1, null)];
    expect(publishableDirectories(dirs).map((d) => d.directory_code)).toEqual([
      'google_maps',
      'apple_maps',
    ]);
    expect(directoryToggleOn(dir('facebook', 2, null))).toBe(true);
    expect(
      directoryToggleOn(dir('facebook', 2, { id: 7, phone: null, website: null, enabled: false })),
    ).toBe(false);
    expect(DIRECTORY_BUSY_MS).toBe(2000);
  });

  it('creates an override the first time and patches it afterwards', () => {
    expect(directoryOverrideCall(5, dir('facebook', 2, null), false)).toEqual({
      method: 'POST',
      body: { location_id: 5, source_id: 2, enabled: false },
    });
    expect(
      directoryOverrideCall(
        5,
        dir('facebook', 2, { id: 7, phone: null, website: null, enabled: false }),
        true,
      ),
    ).toEqual({ method: 'PATCH', id: 7, body: { enabled: true } });
  });

  it('reveals inputs when checked, clears them when unchecked, and the all button clears all', () => {
    const d = draftOf(
      dir('google_maps', 1, { id: 3, phone: '5551234567', website: null, enabled: true }),
    );
    expect(d).toEqual({ phoneOn: true, phone: '5551234567', websiteOn: false, website: '' });
    expect(setDraftCheck(d, 'phone', false)).toEqual({ ...d, phoneOn: false, phone: '' });
    expect(setDraftCheck(d, 'website', true).websiteOn).toBe(true);
    const drafts = { 1: d, 2: draftOf(dir('facebook', 2, null)) };
    expect(anyOverrideOn(drafts)).toBe(true);
    const off = setAllDrafts(drafts, false);
    expect(anyOverrideOn(off)).toBe(false);
    expect(off[1]).toEqual({ phoneOn: false, phone: '', websiteOn: false, website: '' });
    const on = setAllDrafts(off, true);
    expect(on[2]).toMatchObject({ phoneOn: true, websiteOn: true });
  });

  it('asks for a value when a field is checked, and saves only changes (empty clears)', () => {
    expect(draftErrors({ 1: { phoneOn: true, phone: '', websiteOn: true, website: ' ' } })).toEqual(
      {
        '1.phone': DIRECTORY_TEXT.phoneRequired,
        '1.website': DIRECTORY_TEXT.websiteRequired,
      },
    );
    expect(DIRECTORY_TEXT.phoneRequired).toBe('Enter phone number or unselect directory');
    const dirs = [
      dir('google_maps', 1, { id: 3, phone: '5551234567', website: null, enabled: true }),
      dir('facebook', 2, null),
    ];
    expect(
      draftChanges(dirs, {
        1: { phoneOn: false, phone: '', websiteOn: false, website: '' },
        2: { phoneOn: false, phone: '', websiteOn: false, website: '' },
      }),
    ).toEqual([{ source_id: 1, phone: null, website: null }]);
    expect(
      draftChanges(dirs, {
        1: { phoneOn: true, phone: '5551234567', websiteOn: false, website: '' },
        2: { phoneOn: false, phone: '', websiteOn: true, website: 'https://x.example' },
      }),
    ).toEqual([{ source_id: 2, phone: null, website: 'https://x.example' }]);
  });

  it('shows the texts of spec 3 section 8 and the last-enabled date format', () => {
    expect(DIRECTORY_TEXT.saved).toBe('Directory sync settings saved');
    expect(DIRECTORY_TEXT.publishingError).toBe(
      'Failed to update directory publishing status. Please reload or try again later.',
    );
    expect(DIRECTORY_TEXT.updateError).toBe(
      'There was an error while updating directory-specific overrides',
    );
    const local = new Date(2025, 2, 4, 15, 7).toISOString();
    expect(formatEnabledAt(local)).toBe('3/4/2025 at 3:07 pm');
    expect(formatEnabledAt(new Date(2025, 0, 1, 0, 30).toISOString())).toBe('1/1/2025 at 12:30 am');
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
