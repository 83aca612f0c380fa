import type { MediaPhoto, PlaceSearchResult } from '@plaudit/api-client';
import { PHOTO_LIMITS, PHOTO_MESSAGES, photoProblem } from '@plaudit/api-client/schemas';
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
import { emptyForm, formErrors, listQueryOf, locationBody, overridesToSave } from './location-form';
import { npiBlurError, npiNameFromPublicName, npiSearchFromLocation } from './npi';
import {
  nextWizardStep,
  previousWizardStep,
  SELECT_PHOTOS_TEXT,
  selectablePhotos,
  selectionProblem,
  WIZARD_STEPS,
  wizardStepName,
} from './photos';
import { fillFromPlace, type PlaceLookups, showQuickPlaceSearch } from './place-search';

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
      'overrides.3.phone': 'Enter phone number or unselect directory',
      'overrides.3.website': 'Enter website or unselect directory',
    });
  });

  it("checks the fields with the server's location schema, in the form's words", () => {
    const form = {
      ...emptyForm({ id: 1, name: 'United States' }),
      name: 'x'.repeat(256),
      public_name: 'Pine Street Dental',
      address: '1 Pine St',
      city: 'Portland',
      state: { id: 38, name: 'Oregon' },
      zipcode: '97205',
      phone: '12345',
      website: 'ftp://example.test',
    };
    form.overrides[4] = {
      source_id: 4,
      phoneOn: true,
      phone: '555',
      websiteOn: true,
      website: 'javascript:alert(1)',
    };
    expect(formErrors(form)).toEqual({
      name: 'Internal Name must be at most 255 characters',
      phone: 'Enter a 10-digit phone number',
      website: 'Enter a valid website',
      'overrides.4.phone': 'Enter a 10-digit phone number',
      'overrides.4.website': 'Enter a valid website',
    });
    expect(formErrors({ ...form, name: 'Pine', phone: '', website: '', overrides: {} })).toEqual(
      {},
    );
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

describe('quick place search (spec 2 section 2)', () => {
  const place: PlaceSearchResult = {
    place_id: 'ChIJabc',
    main_text: 'Cascade Urgent Care',
    secondary_text: '1401 NE 5th Ave, Portland, OR 97232, USA',
    address: '1401 NE 5th Ave',
    address_2: null,
    city: 'Portland',
    zipcode: '97232',
    country_code: 'US',
    country: { id: 1, name: 'United States' },
    state_code: 'OR',
    state: { id: 38, name: 'Oregon', code: 'OR' },
    phone: '(503) 555-2026',
    website: 'https://cascade-urgent-care.example.com',
    category: 'gcid:urgent_care_center',
  };
  const npi = {
    number: '1234567893',
    name: 'CASCADE URGENT CARE',
  } as PlaceLookups['npi'];

  it('is shown for a new location or a missing or conflicting place id issue', () => {
    expect(showQuickPlaceSearch(false, [])).toBe(true);
    expect(showQuickPlaceSearch(true, [])).toBe(false);
    expect(showQuickPlaceSearch(true, [{ status: 'missing_place_id' }])).toBe(true);
    expect(showQuickPlaceSearch(true, [{ status: 'conflicting_place_id' }])).toBe(true);
  });

  it('fills public_name from the main text and keeps the internal name', () => {
    const form = { ...emptyForm({ id: 1, name: 'United States' }), name: 'PDX urgent care #4' };
    const filled = fillFromPlace(
      form,
      place,
      { category: { id: 9, name: 'Urgent care center' }, npi },
      false,
    );
    expect(filled).toMatchObject({
      name: 'PDX urgent care #4',
      public_name: 'Cascade Urgent Care',
      address: '1401 NE 5th Ave',
      city: 'Portland',
      zipcode: '97232',
      state: { id: 38, name: 'Oregon', code: 'OR' },
      phone: '(503) 555-2026',
      google_place_id: 'ChIJabc',
      category: { id: 9, name: 'Urgent care center' },
      // Not health care: the NPI is not taken.
      npi: '',
    });
  });

  it('takes the NPI only for health care, and keeps the category when none was found', () => {
    const form = { ...emptyForm(), category: { id: 3, name: 'Medical clinic' }, npi: '' };
    const filled = fillFromPlace(form, place, { category: null, npi }, true);
    expect(filled.npi).toBe('1234567893');
    expect(filled.category).toEqual({ id: 3, name: 'Medical clinic' });
    expect(
      fillFromPlace({ ...form, npi: '1111111111' }, place, { category: null, npi: null }, true).npi,
    ).toBe('1111111111');
  });
});

describe('photo wizard steps (spec 2 section 4)', () => {
  it('has both paths and moves forward and back within them', () => {
    expect(WIZARD_STEPS.upload).toEqual([
      'Upload Photo',
      'Confirm Photo Selection',
      'Assign Category',
      'Upload to Google',
    ]);
    expect(WIZARD_STEPS.select).toEqual(['Select Photos', 'Assign Category', 'Upload to Google']);
    let step = 0;
    const seen = [wizardStepName('select', step)];
    for (let i = 0; i < 3; i++) {
      step = nextWizardStep('select', step);
      seen.push(wizardStepName('select', step));
    }
    expect(seen).toEqual([
      'Select Photos',
      'Assign Category',
      'Upload to Google',
      'Upload to Google',
    ]);
    expect(wizardStepName('select', previousWizardStep(step))).toBe('Assign Category');
    expect(previousWizardStep(0)).toBe(0);
    expect(nextWizardStep('upload', 2)).toBe(3);
  });

  const photo = (id: number, location_id: number, s3_path: string, width = 800, height = 600) =>
    ({ id, location_id, s3_path, width, height, mime_type: 'image/png' }) as MediaPhoto;

  it("offers other locations' photos once each, without the ones the location has", () => {
    const offered = selectablePhotos(
      [
        photo(1, 5, 'demo/a.png'),
        photo(2, 6, 'demo/a.png'),
        photo(3, 6, 'demo/b.png'),
        photo(4, 7, 'demo/b.png'),
        photo(5, 7, 'demo/c.png'),
      ],
      5,
    );
    expect(offered.map((p) => p.id)).toEqual([3, 5]);
  });

  it('needs a selection, one photo for a logo or cover, and the category rules', () => {
    expect(selectionProblem([], null, photoProblem, PHOTO_LIMITS.minBytes)).toBe(
      SELECT_PHOTOS_TEXT.chooseOne,
    );
    const two = [photo(1, 6, 'x.png'), photo(2, 6, 'y.png')];
    expect(selectionProblem(two, null, photoProblem, PHOTO_LIMITS.minBytes)).toBeNull();
    expect(selectionProblem(two, 'LOGO', photoProblem, PHOTO_LIMITS.minBytes)).toBe(
      SELECT_PHOTOS_TEXT.oneForLogoOrCover,
    );
    expect(
      selectionProblem(
        [photo(1, 6, 'x.png', 800, 600)],
        'COVER',
        photoProblem,
        PHOTO_LIMITS.minBytes,
      ),
    ).toBe(PHOTO_MESSAGES.coverAspect);
    expect(
      selectionProblem(
        [photo(1, 6, 'x.png', 1600, 900)],
        'COVER',
        photoProblem,
        PHOTO_LIMITS.minBytes,
      ),
    ).toBeNull();
  });
});
