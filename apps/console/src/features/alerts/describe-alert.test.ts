import { describe, expect, it } from 'vitest';
import { describeAlert } from './describe-alert';

const base = {
  max_rating: 2,
  source_ids: [],
  location_ids: [],
  group_ids: [],
  keywords: [],
  frequency: 'instant' as const,
  channels: ['email' as const],
};
const sources = (ids: number[]) => (ids.length ? 'Google' : 'every source');

describe('describeAlert', () => {
  it('says what an alert listens for, how and when', () => {
    expect(describeAlert(base, sources)).toBe(
      'Reviews of 2 stars or less from every source, by e-mail as they arrive.',
    );
    expect(
      describeAlert(
        {
          ...base,
          max_rating: null,
          source_ids: [1],
          location_ids: [1, 2],
          keywords: ['cold', 'rude'],
          frequency: 'daily',
          channels: ['email', 'sms'],
        },
        sources,
      ),
    ).toBe(
      'Reviews of any rating from Google, at 2 locations, mentioning “cold” or “rude”, by e-mail and text message in a daily digest.',
    );
  });
});
