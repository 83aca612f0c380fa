import type { MediaPhoto, PlaceSearchResult } from '@plaudit/api-client';
import { PHOTO_LIMITS, PHOTO_MESSAGES, photoProblem } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
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

/** The location form, NPI rules, quick place search and the photo wizard. */
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
