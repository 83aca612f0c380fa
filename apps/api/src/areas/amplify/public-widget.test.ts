import type { WeekHours } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { isOpenNow, localTime } from './opening-hours';
import { matchesEtag } from './public-response';
import { isWidgetId, newWidgetId } from './widget-id';

const day = (ranges: [string, string][] = [], open = true, allDay = false) => ({
  open,
  is_24_hours: allDay,
  hours: ranges.map(([open_time, close_time]) => ({ open_time, close_time })),
});
const week = (d: ReturnType<typeof day>): WeekHours => ({
  monday: d,
  tuesday: d,
  wednesday: d,
  thursday: d,
  friday: d,
  saturday: d,
  sunday: d,
});

describe('widget ids', () => {
  it('are wgt_ + 22 base62 characters, and differ', () => {
    const ids = new Set(Array.from({ length: 2000 }, newWidgetId));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(isWidgetId(id)).toBe(true);
    // Every character of the alphabet turns up (no bias towards a part of it).
    const chars = new Set([...ids].flatMap((id) => [...id.slice(4)]));
    expect(chars.size).toBe(62);
    expect(isWidgetId('wgt_short')).toBe(false);
    expect(isWidgetId(undefined)).toBe(false);
  });
});

describe('isOpenNow', () => {
  const tz = 'America/Los_Angeles';
  // 2026-06-15 is a Monday; 19:00 UTC = 12:00 in Los Angeles (PDT).
  const noon = new Date('2026-06-15T19:00:00Z');
  const lateNight = new Date('2026-06-16T08:30:00Z'); // Tuesday 01:30 in Los Angeles

  it('reads the weekday and time in the location’s time zone', () => {
    expect(localTime(noon, tz)).toEqual({ weekday: 'monday', minutes: 720, date: '2026-06-15' });
    expect(localTime(noon, 'Not/AZone')).toBeNull();
  });
  it('is open within a range and closed outside it', () => {
    expect(isOpenNow(week(day([['11:00', '22:00']])), [], tz, noon)).toBe(true);
    expect(isOpenNow(week(day([['13:00', '22:00']])), [], tz, noon)).toBe(false);
    expect(isOpenNow(week(day([['09:00', '12:00']])), [], tz, noon)).toBe(false);
    expect(isOpenNow(week(day([], false)), [], tz, noon)).toBe(false);
    expect(isOpenNow(week(day([], true, true)), [], tz, noon)).toBe(true);
    expect(isOpenNow(null, [], tz, noon)).toBeNull();
  });
  it('follows ranges past midnight', () => {
    expect(isOpenNow(week(day([['18:00', '02:00']])), [], tz, lateNight)).toBe(true);
    expect(isOpenNow(week(day([['18:00', '01:00']])), [], tz, lateNight)).toBe(false);
    expect(isOpenNow(week(day([['18:00', '00:00']])), [], tz, lateNight)).toBe(false);
  });
  it('lets holiday hours win', () => {
    const hours = week(day([['11:00', '22:00']]));
    expect(isOpenNow(hours, [{ date: '2026-06-15', closed: true, hours: [] }], tz, noon)).toBe(
      false,
    );
    expect(
      isOpenNow(
        hours,
        [
          {
            date: '2026-06-15',
            closed: false,
            hours: [{ open_time: '13:00', close_time: '15:00' }],
          },
        ],
        tz,
        noon,
      ),
    ).toBe(false);
  });
});

describe('matchesEtag', () => {
  it('handles lists, weak tags and *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});
