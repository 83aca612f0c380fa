import { describe, expect, it } from 'vitest';
import { hideEmails, publicReviewerName } from './public-review';

describe('publicReviewerName', () => {
  it('shows first name and last initial', () => {
    expect(publicReviewerName('Dana Kowalski')).toBe('Dana K.');
    expect(publicReviewerName('  Mary  Ann   van Dyke ')).toBe('Mary D.');
    expect(publicReviewerName('Dana K.')).toBe('Dana K.');
    expect(publicReviewerName('Priya')).toBe('Priya');
    expect(publicReviewerName('élodie Ökter')).toBe('élodie Ö.');
  });
  it('hides e-mails and anonymous names', () => {
    expect(publicReviewerName('dana@example.com')).toBeNull();
    expect(publicReviewerName('Anonymous')).toBeNull();
    expect(publicReviewerName('A Google User')).toBeNull();
    expect(publicReviewerName('   ')).toBeNull();
  });
});

describe('hideEmails', () => {
  it('replaces addresses and keeps the rest', () => {
    expect(hideEmails('Mail a.b+c@x.example.co.uk today.')).toBe('Mail [email hidden] today.');
    expect(hideEmails('Rated 5/5 @ the bar')).toBe('Rated 5/5 @ the bar');
  });
});
