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
  formatTime12,
  hoursFromLocation,
  hoursToApi,
  isValidTimeEntry,
  parseTime,
  removeHours,
  setDay24,
  setDayOpen,
  setDayTime,
  TIME_OPTIONS,
} from './hours';
import { emptyForm, formErrors, listQueryOf, locationBody, overridesToSave } from './location-form';
import { npiBlurError, npiNameFromPublicName, npiSearchFromLocation } from './npi';

describe('time parsing', () => {
  it.each([
    ['9:00', '09:00'],
    ['09:30', '09:30'],
    ['23:59', '23:59'],
    ['9:00 AM', '09:00'],
    ['09:00 PM', '21:00'],
    ['9:00PM', '21:00'],
    ['12:00AM', '00:00'],
    ['12:30 pm', '12:30'],
  ])('%s → %s', (input, out) => expect(parseTime(input)).toBe(out));

  it.each(['24:00', '9', '9:5', '13:00 PM', '0:00 AM', 'noon', '9.00', ''])('rejects %s', (input) =>
    expect(parseTime(input)).toBeNull(),
  );

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
  it('Add Hours creates an all-days-closed week; Remove Hours sends null + remove_hours', () => {
    const week = addHours();
    expect(Object.values(week.week!).every((d) => !d.open && d.hours.length === 0)).toBe(true);
    expect(hoursToApi(week)!.monday).toEqual({ open: false, is_24_hours: false, hours: [] });
    const removed = removeHours();
    expect(removed).toEqual({ week: null, remove_hours: true });
    expect(
      locationBody(
        { ...emptyForm(), hours: removed },
        { healthCare: false, placeIdEditable: false, editing: true },
      ),
    ).toMatchObject({ hours: null, remove_hours: true });
  });

  it('opens a day, switches to 24 hours and leaves 24 hours when a time is chosen', () => {
    let s = setDayOpen(addHours(), 'monday', true);
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
    expect(needsOverrideConfirmation(changes)).toBe(true);
    expect(holidayChanges(original, original)).toBeNull();
    expect(formatShortDate('2030-12-24')).toBe('12/24/30');
  });
});

describe('NPI rules', () => {
  it('needs exactly 10 digits on blur', () => {
    expect(npiBlurError('')).toBeNull();
    expect(npiBlurError('123')).toBe('NPI not found');
    expect(npiBlurError('12345678901')).toBe('NPI not found');
    expect(npiBlurError('1234567890')).toBeNull();
  });

  it('derives the name from the public name', () => {
    expect(npiNameFromPublicName('DR. Jane Smith')).toEqual({
      first_name: 'Jane',
      last_name: 'Smith',
    });
    expect(npiNameFromPublicName('Jane Q Smith, MD')).toEqual({
      first_name: 'Jane',
      last_name: 'Smith',
    });
    expect(npiNameFromPublicName('Evergreen')).toBeNull();
    expect(npiNameFromPublicName('Smith, Jane Ann')).toBeNull();
    expect(
      npiSearchFromLocation({
        public_name: 'Dr. Ana Ruiz, DO',
        city: 'Portland',
        state_code: 'OR',
        zipcode: '97201',
      }),
    ).toEqual({
      first_name: 'Ana',
      last_name: 'Ruiz',
      city: 'Portland',
      state: 'OR',
      postal_code: '97201',
    });
  });
});

describe('location form', () => {
  it('names each empty required field and the directory overrides', () => {
    const form = emptyForm();
    form.overrides[3] = { source_id: 3, phoneOn: true, phone: '', websiteOn: true, website: '' };
    expect(formErrors(form)).toEqual({
      name: 'Internal Name is required',
      public_name: 'Public Name is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipcode: 'Zipcode is required',
      country: 'Country is required',
      'override.3.phone': 'Enter phone number or unselect directory',
      'override.3.website': 'Enter website or unselect directory',
    });
  });

  it('sends an empty website as null and unchecked overrides cleared', () => {
    const initial = emptyForm();
    initial.overrides[2] = {
      id: 9,
      source_id: 2,
      phoneOn: true,
      phone: '5035550100',
      websiteOn: false,
      website: '',
    };
    const form = {
      ...initial,
      overrides: { 2: { ...initial.overrides[2]!, phoneOn: false, phone: '' } },
    };
    expect(overridesToSave(form, initial)).toEqual([
      { id: 9, source_id: 2, phone: null, website: null },
    ]);
    const body = locationBody(form, { healthCare: true, placeIdEditable: false, editing: false });
    expect(body.website).toBeNull();
    expect(body.industry_ids).toEqual({ npi_numbers: [] });
    expect('open_status' in body).toBe(false);
    expect('google_place_id' in body).toBe(false);
  });

  it('keeps only the list query', () => {
    expect(listQueryOf('?keywords=austin&page=2&withEdit=true&sort%5Bby%5D=city')).toBe(
      '?sort%5Bby%5D=city&keywords=austin&page=2',
    );
  });
});
