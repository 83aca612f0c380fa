import { describe, expect, it } from 'vitest';
import {
  emptyPostForm,
  imageProblem,
  postBody,
  serverErrorsToFields,
  validatePost,
} from './google-post';
import {
  googlePostAllowed,
  postsPreviewDismissal,
  shouldShowPostsPreview,
} from './posts-photos-logic';

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
