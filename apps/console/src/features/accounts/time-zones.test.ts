import { describe, expect, it } from 'vitest';
import { offsetOf, timeZoneLabel, timeZoneOptions } from './time-zones';

describe('time zone options', () => {
  const january = new Date('2026-01-15T12:00:00Z');
  it('labels a zone with its name and its offset at a moment', () => {
    expect(offsetOf('America/Los_Angeles', january)).toBe('GMT-08:00');
    expect(timeZoneLabel('America/Los_Angeles', january)).toBe('America/Los Angeles (GMT-08:00)');
    expect(timeZoneLabel('Not/AZone', january)).toBe('Not/AZone');
  });
  it('offers UTC first, every zone once, and the current one even when unlisted', () => {
    const all = timeZoneOptions();
    expect(all[0]?.value).toBe('UTC');
    expect(new Set(all.map((o) => o.value)).size).toBe(all.length);
    expect(all.some((o) => o.value === 'America/Chicago')).toBe(true);
    expect(timeZoneOptions('Asia/Kolkata').some((o) => o.value === 'Asia/Kolkata')).toBe(true);
  });
});
