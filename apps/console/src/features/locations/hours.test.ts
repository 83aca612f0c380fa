import { describe, expect, it } from 'vitest';
import {
  CONSECUTIVE_CLOSED_WARNING,
  formatShortDate,
  type HolidayRow,
  hasLongClosure,
  holidayChanges,
  holidayErrors,
  holidayWarnings,
  needsOverrideConfirmation,
} from './holiday-hours';
import {
  addHours,
  copyMondayToWeekdays,
  formatTime12,
  hoursFromLocation,
  hoursToApi,
  isValidTimeEntry,
  removeHours,
  setDay24,
  setDayOpen,
  setDayTime,
  TIME_OPTIONS,
} from './hours';
import { sharedHours } from './LocationsListPage';
import { emptyForm, locationBody } from './location-form';

/** Opening hours and holiday hours: entries, the editor's state, validation. */
describe('time entries', () => {
  it('accepts 24 hours as an entry and shows times as h:mm A', () => {
    expect(isValidTimeEntry('24 hours')).toBe(true);
    expect(isValidTimeEntry('25:00')).toBe(false);
    expect(formatTime12('00:30')).toBe('12:30 AM');
    expect(formatTime12('13:00')).toBe('1:00 PM');
    expect(TIME_OPTIONS).toHaveLength(49);
    expect(TIME_OPTIONS[1]).toBe('12:30 AM');
    expect(TIME_OPTIONS.at(-1)).toBe('24 hours');
  });
});

describe('hours editor state', () => {
  it('Add Hours starts from Monday to Friday 9 to 5; Remove Hours sends null + remove_hours', () => {
    const week = addHours();
    expect(hoursToApi(week)!.monday).toEqual({
      open: true,
      is_24_hours: false,
      hours: [{ open_time: '09:00', close_time: '17:00' }],
    });
    expect(hoursToApi(week)!.sunday).toEqual({ open: false, is_24_hours: false, hours: [] });
    const removed = removeHours();
    expect(removed).toEqual({ week: null, remove_hours: true });
    expect(
      locationBody(
        { ...emptyForm(), hours: removed },
        { healthCare: false, placeIdEditable: false, editing: true },
      ),
    ).toMatchObject({ hours: null, remove_hours: true });
  });

  it('bulk editing starts from the hours the selected locations share, else from nothing', () => {
    const week = hoursToApi(addHours());
    expect(sharedHours([{ hours: week }, { hours: week }]).week?.monday.open).toBe(true);
    expect(sharedHours([{ hours: week }, { hours: null }])).toEqual({
      week: null,
      remove_hours: false,
    });
  });

  it('copies Monday to Tuesday to Friday, not to the weekend', () => {
    const s = copyMondayToWeekdays(setDay24(addHours(), 'monday', true));
    const api = hoursToApi(s)!;
    expect(api.friday).toEqual({ open: true, is_24_hours: true, hours: [] });
    expect(api.saturday.open).toBe(false);
  });

  it('opens a day, switches to 24 hours and leaves 24 hours when a time is chosen', () => {
    let s = setDayOpen(setDayOpen(addHours(), 'monday', false), 'monday', true);
    expect(s.week!.monday.hours).toEqual([{ open_time: '9:00 AM', close_time: '5:00 PM' }]);
    s = setDay24(s, 'monday', true);
    expect(hoursToApi(s)!.monday).toEqual({ open: true, is_24_hours: true, hours: [] });
    s = setDayTime(s, 'monday', 0, 'open_time', '8:00 AM');
    expect(s.week!.monday.is_24_hours).toBe(false);
    expect(hoursToApi(s)!.monday.hours).toEqual([{ open_time: '08:00', close_time: '17:00' }]);
    s = setDayTime(s, 'tuesday', 0, 'close_time', '24 hours');
    expect(s.week!.tuesday).toMatchObject({ open: true, is_24_hours: true });
    s = setDayOpen(s, 'monday', false);
    expect(hoursToApi(s)!.monday).toEqual({ open: false, is_24_hours: false, hours: [] });
  });

  it('reads API hours as h:mm A', () => {
    const api = hoursToApi(setDayOpen(addHours(), 'friday', true))!;
    expect(hoursFromLocation(api).week!.friday.hours[0]).toEqual({
      open_time: '9:00 AM',
      close_time: '5:00 PM',
    });
  });
});

const row = (p: Partial<HolidayRow>): HolidayRow => ({
  id: 'a-new',
  start_date: '2030-01-10',
  closed: false,
  is_24_hours: false,
  hours: [{ open_time: '9:00 AM', close_time: '5:00 PM' }],
  ...p,
});

describe('holiday hours validation', () => {
  const today = '2030-01-01';
  it('has the texts of spec 2 section 5', () => {
    const errors = holidayErrors(
      [
        row({ id: '1-new', start_date: '' }),
        row({ id: '2-new', start_date: '2040-01-01' }),
        row({ id: '3-new', start_date: '2030-02-01' }),
        row({ id: '4-new', start_date: '2030-02-01' }),
        row({ id: '5-new', start_date: '2030-03-01', hours: [{ open_time: '', close_time: '' }] }),
        row({ id: '6-new', start_date: '2030-03-02', closed: true, hours: [] }),
      ],
      today,
    );
    expect(errors).toEqual({
      '1-new': 'You must have a date selected',
      '2-new': 'Date cannot be more than 10 years in advance.',
      '3-new': 'You already have special hours set for this date.',
      '4-new': 'You already have special hours set for this date.',
      '5-new': 'You must have an opening and closing time if location is open.',
    });
  });

  it('warns within 24 hours and for 7 consecutive closed days', () => {
    expect(holidayWarnings([row({ start_date: '2030-01-02' })], today)).toEqual({
      'a-new': 'This date is within 24hrs so it may not be updated in time.',
    });
    expect(holidayWarnings([row({ start_date: '2030-01-05' })], today)).toEqual({});
    const closed = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        row({
          id: `${i}-new`,
          closed: true,
          start_date: `2030-02-${String(i + 1).padStart(2, '0')}`,
        }),
      );
    expect(hasLongClosure(closed(6))).toBe(false);
    expect(hasLongClosure(closed(7))).toBe(true);
    expect(CONSECUTIVE_CLOSED_WARNING).toMatch(/7 or more consecutive closed days/);
  });

  it('turns the rows into deletes, creates and updates with HH:mm times', () => {
    const original = [row({ id: '10' }), row({ id: '11', start_date: '2030-01-11' })];
    const changes = holidayChanges(original, [
      row({ id: '10', hours: [{ open_time: '10:00 AM', close_time: '2:00 PM' }] }),
      row({ id: 'x-new', start_date: '2030-01-20', closed: true }),
    ]);
    expect(changes).toEqual({
      delete: [11],
      create: [
        { id: 'x-new', start_date: '2030-01-20', closed: true, is_24_hours: false, hours: [] },
      ],
      update: [
        {
          id: 10,
          start_date: '2030-01-10',
          closed: false,
          is_24_hours: false,
          hours: [{ open_time: '10:00', close_time: '14:00' }],
        },
      ],
    });
    expect(needsOverrideConfirmation(changes, original)).toBe(true);
    // A new location has no dates to override: no confirmation.
    expect(needsOverrideConfirmation(holidayChanges([], [row({ id: 'y-new' })]), [])).toBe(false);
    expect(holidayChanges(original, original)).toBeNull();
    expect(formatShortDate('2030-12-24')).toBe('12/24/30');
  });
});
