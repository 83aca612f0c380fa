import { describe, expect, it } from 'vitest';
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
  fieldsNotInSyncText,
  flyoutCard,
  flyoutDisplayType,
  flyoutStatus,
  formatCheckedDate,
  postsPreviewDismissal,
  shouldShowPostsPreview,
  sortDirectories,
  visibleColumnCount,
} from './listing-logic';

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
