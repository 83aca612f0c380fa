import { describe, expect, it } from 'vitest';
import { dateRangeFor, isTimeZone, nextRunAt } from './schedule';

const daily = (time: string, tz: string) =>
  ({
    email_frequency: 'daily',
    scheduled_time: time,
    weekday: 0,
    day_of_month: 1,
    time_zone: tz,
  }) as const;

describe('nextRunAt', () => {
  it('moves a time that a DST change skips forward, never back', () => {
    // Sydney skips 02:00-03:00 on 5 October 2025: 02:15 is sent at 03:15 AEDT.
    const at = new Date('2025-10-04T11:51:00Z');
    expect(nextRunAt(daily('02:15', 'Australia/Sydney'), at).toISOString()).toBe(
      '2025-10-04T16:15:00.000Z',
    );
    // New York skips 02:00-03:00 on 9 March 2025.
    expect(
      nextRunAt(daily('02:30', 'America/New_York'), new Date('2025-03-09T05:00:00Z')).toISOString(),
    ).toBe('2025-03-09T07:30:00.000Z');
  });
});

describe('dateRangeFor', () => {
  it('reads the calendar in the schedule’s time zone', () => {
    // 03:00 UTC on 1 March is still 28 February in Chicago.
    const at = new Date('2026-03-01T03:00:00Z');
    expect(dateRangeFor('yesterday', at, 'America/Chicago')).toEqual({
      from: '2026-02-27',
      to: '2026-02-27',
    });
    expect(dateRangeFor('previous_month', at, 'Asia/Kolkata')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(dateRangeFor('previous_quarter', at, 'UTC')).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
    expect(dateRangeFor('three_months', at, 'UTC')).toEqual({
      from: '2025-12-02',
      to: '2026-03-01',
    });
  });

  it('knows real time zones only', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
