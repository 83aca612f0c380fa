import { LOCAL_LISTING_MESSAGES as M } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { analyzeReview } from '../insights/analyze-text';
import { legacyScore, type Metrics, newScore, targetScore } from '../location-performance/score';
import { EXAMPLE_HOST, googlePostIssues } from './google-posts';
import { directoryDisplayStatus, locationStatus, type SyncStatus } from './sync-status';

describe('sync statuses (spec 3 section 4.1)', () => {
  it.each([
    // [stored status, directory enabled, location publishing, shown]
    ['in_sync', true, true, 'in_sync'],
    ['in_sync', false, true, 'not_in_sync'],
    ['in_progress', false, true, 'not_in_sync'],
    ['pending_sync', false, false, 'pending_sync'],
    ['in_sync', false, false, 'in_sync'],
    ['not_available', false, true, 'not_available'],
    ['published', true, true, 'published'],
    ['action_required', true, false, 'action_required'],
  ] as const)('%s, enabled %s, publishing %s → %s', (status, enabled, publishing, shown) => {
    expect(directoryDisplayStatus({ status, enabled }, publishing)).toBe(shown);
  });

  it('a directory missing from a location is not_available', () => {
    expect(directoryDisplayStatus(undefined, true)).toBe('not_available');
  });

  it.each([
    [['in_sync', 'published', 'not_available'], 'in_sync'],
    [['in_sync', 'pending_claim'], 'in_progress'],
    [['in_sync', 'pending_sync', 'action_required'], 'not_in_sync'],
    [['not_available', 'not_available'], 'not_available'],
    [[], 'not_available'],
  ] as [SyncStatus[], string][])('location over %j → %s', (list, expected) => {
    expect(locationStatus(list)).toBe(expected);
  });
});

describe('Google post validation (spec 3 section 5)', () => {
  const today = new Date(Date.UTC(2030, 0, 15));
  const d = (y: number, m: number, day: number) => ({ year: y, month: m, day });
  const paths = (issues: { path: string; message: string }[]) =>
    Object.fromEntries(issues.map((i) => [i.path, i.message]));

  it('an update needs a description or an image', () => {
    expect(paths(googlePostIssues({ topic_type: 'STANDARD', language_code: 'en' }, today))).toEqual(
      {
        summary: M.descriptionOrImage,
      },
    );
    expect(
      googlePostIssues(
        {
          topic_type: 'STANDARD',
          language_code: 'en',
          media: [{ sourceUrl: 'https://x.example.com/a.jpg', mediaFormat: 'PHOTO' }],
        },
        today,
      ),
    ).toEqual([]);
  });

  it('offers and events need a title and both dates', () => {
    expect(paths(googlePostIssues({ topic_type: 'OFFER', language_code: 'en' }, today))).toEqual({
      'event.title': 'Enter an offer title',
      'event.schedule.startDate': 'Choose a start date',
      'event.schedule.endDate': 'Choose an end date',
    });
    expect(
      paths(googlePostIssues({ topic_type: 'EVENT', language_code: 'en', summary: 'x' }, today))[
        'event.title'
      ],
    ).toBe('Enter an event title');
  });

  it('dates: not in the past, end after start, within one year', () => {
    const event = (start: ReturnType<typeof d>, end: ReturnType<typeof d>) =>
      paths(
        googlePostIssues(
          {
            topic_type: 'EVENT',
            language_code: 'en',
            event: { title: 'Jazz night', schedule: { startDate: start, endDate: end } },
          },
          today,
        ),
      );
    expect(event(d(2030, 1, 20), d(2030, 1, 21))).toEqual({});
    expect(event(d(2030, 1, 10), d(2030, 1, 21))['event.schedule.startDate']).toBe(M.startInPast);
    expect(event(d(2030, 1, 21), d(2030, 1, 20))['event.schedule.endDate']).toBe(M.endBeforeStart);
    expect(event(d(2030, 2, 1), d(2031, 2, 1))['event.schedule.endDate']).toBe(M.notWithinYear);
  });

  it('a button other than CALL needs a valid link; offer links must be valid', () => {
    const base = { topic_type: 'STANDARD' as const, language_code: 'en', summary: 'Hello' };
    const website = `Enter a valid website. Example: ${EXAMPLE_HOST}`;
    expect(
      paths(googlePostIssues({ ...base, call_to_action: { actionType: 'BOOK' } }, today)),
    ).toEqual({ 'call_to_action.url': website });
    expect(googlePostIssues({ ...base, call_to_action: { actionType: 'CALL' } }, today)).toEqual(
      [],
    );
    expect(
      paths(
        googlePostIssues(
          {
            topic_type: 'OFFER',
            language_code: 'en',
            event: {
              title: 'Deal',
              schedule: { startDate: d(2030, 1, 20), endDate: d(2030, 1, 25) },
            },
            offer: { redeemOnlineUrl: 'not a url' },
          },
          today,
        ),
      ),
    ).toEqual({ 'offer.redeemOnlineUrl': website });
  });
});

describe('score arithmetic (spec 3 section 9)', () => {
  const perfect: Metrics = {
    total_reviews: 60,
    period_days: 180,
    avg_rating: 5,
    completed_rate: 1,
    avg_response_time: 0.5,
    ll_sync_ratio: 1,
    owner_media_count: 10,
  };
  it('a location meeting every benchmark scores 100 on both scores', () => {
    expect(legacyScore(perfect)).toBe(100);
    expect(newScore(perfect).value).toBe(100);
  });
  it('legacy weights: photos 57, volume 22, rating 10, time 7, rate 4', () => {
    const none: Metrics = {
      ...perfect,
      total_reviews: 0,
      avg_rating: null,
      completed_rate: 0,
      avg_response_time: null,
      owner_media_count: 0,
    };
    expect(legacyScore(none)).toBe(0);
    expect(legacyScore({ ...none, owner_media_count: 10 })).toBe(57);
    expect(legacyScore({ ...none, total_reviews: 30 })).toBe(11);
    expect(legacyScore({ ...none, avg_rating: 4 })).toBe(8);
    expect(legacyScore({ ...none, avg_response_time: 4 })).toBe(3.5);
    expect(legacyScore({ ...none, completed_rate: 0.5 })).toBe(2);
  });
  it('new subscores carry their weights and sum to the score', () => {
    const s = newScore({ ...perfect, avg_rating: 4, ll_sync_ratio: 0.5 });
    expect(s.subscores.AverageRating).toEqual({ value: 80, weight: 30 });
    expect(s.subscores.LLHealth).toEqual({ value: 50, weight: 15 });
    expect(s.value).toBe(100 - 6 - 7.5);
  });
  it('target score measures against the targets with their weights', () => {
    const targets = {
      total_reviews: 120,
      total_reviews_weight: 50,
      avg_rating: 4,
      avg_rating_weight: 50,
      response_rate: null,
      response_rate_weight: 0,
      response_time: null,
      response_time_weight: 0,
      owner_photos_count: null,
      owner_photos_count_weight: 0,
      ll_sync_ratio: null,
      ll_sync_ratio_weight: 0,
    };
    expect(targetScore(perfect, targets)).toBe(75);
    expect(targetScore(perfect, null)).toBeNull();
  });
});

describe('keyword analysis (wink-nlp)', () => {
  it('finds noun phrases and categories with sentence sentiment', () => {
    const a = analyzeReview(
      'The burrata salad was delicious. The wait time was terrible and the host was rude.',
      3,
    );
    const kw = Object.fromEntries(a.keywords.map((k) => [k.short, k.sentiment]));
    expect(kw['burrata salad']).toBe(1);
    expect(kw['wait time']).toBe(-1);
    const cats = Object.fromEntries(a.categories.map((c) => [c.category, c.sentiment]));
    expect(cats.Food).toBe(1);
    expect(cats['Wait Time']).toBe(-1);
  });
});
