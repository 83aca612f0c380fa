import { LOCAL_LISTING_MESSAGES as M } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_HOST, googlePostIssues } from './google-posts';

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
