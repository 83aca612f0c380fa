import { describe, expect, it } from 'vitest';
import {
  anyOverrideOn,
  DIRECTORY_BUSY_MS,
  DIRECTORY_TEXT,
  directoryOverrideCall,
  directoryToggleOn,
  draftChanges,
  draftErrors,
  draftOf,
  publishableDirectories,
  setAllDrafts,
  setDraftCheck,
} from './directory-publishing-logic';
import { formatEnabledAt } from './listing-logic';

describe('directory-specific publishing (spec 3 section 4.3)', () => {
  const dir = (
    code: string,
    sourceId: number,
    overrides: {
      id: number;
      phone: string | null;
      website: string | null;
      enabled: boolean;
    } | null,
  ) => ({ directory_code: code, rtx_source_id: sourceId, directory_enabled: true, overrides });

  it('lists the publishable directories in order and reads the toggle from the override', () => {
    const dirs = [dir('bing', 4, null), dir('apple_maps', 3, null), dir('google_maps', 1, null)];
    expect(publishableDirectories(dirs).map((d) => d.directory_code)).toEqual([
      'google_maps',
      'apple_maps',
    ]);
    expect(directoryToggleOn(dir('facebook', 2, null))).toBe(true);
    expect(
      directoryToggleOn(dir('facebook', 2, { id: 7, phone: null, website: null, enabled: false })),
    ).toBe(false);
    expect(DIRECTORY_BUSY_MS).toBe(2000);
  });

  it('creates an override the first time and patches it afterwards', () => {
    expect(directoryOverrideCall(5, dir('facebook', 2, null), false)).toEqual({
      method: 'POST',
      body: { location_id: 5, source_id: 2, enabled: false },
    });
    expect(
      directoryOverrideCall(
        5,
        dir('facebook', 2, { id: 7, phone: null, website: null, enabled: false }),
        true,
      ),
    ).toEqual({ method: 'PATCH', id: 7, body: { enabled: true } });
  });

  it('reveals inputs when checked, clears them when unchecked, and the all button clears all', () => {
    const d = draftOf(
      dir('google_maps', 1, { id: 3, phone: '5551234567', website: null, enabled: true }),
    );
    expect(d).toEqual({ phoneOn: true, phone: '5551234567', websiteOn: false, website: '' });
    expect(setDraftCheck(d, 'phone', false)).toEqual({ ...d, phoneOn: false, phone: '' });
    expect(setDraftCheck(d, 'website', true).websiteOn).toBe(true);
    const drafts = { 1: d, 2: draftOf(dir('facebook', 2, null)) };
    expect(anyOverrideOn(drafts)).toBe(true);
    const off = setAllDrafts(drafts, false);
    expect(anyOverrideOn(off)).toBe(false);
    expect(off[1]).toEqual({ phoneOn: false, phone: '', websiteOn: false, website: '' });
    const on = setAllDrafts(off, true);
    expect(on[2]).toMatchObject({ phoneOn: true, websiteOn: true });
  });

  it('asks for a value when a field is checked, and saves only changes (empty clears)', () => {
    expect(draftErrors({ 1: { phoneOn: true, phone: '', websiteOn: true, website: ' ' } })).toEqual(
      {
        '1.phone': DIRECTORY_TEXT.phoneRequired,
        '1.website': DIRECTORY_TEXT.websiteRequired,
      },
    );
    expect(DIRECTORY_TEXT.phoneRequired).toBe('Enter phone number or unselect directory');
    const dirs = [
      dir('google_maps', 1, { id: 3, phone: '5551234567', website: null, enabled: true }),
      dir('facebook', 2, null),
    ];
    expect(
      draftChanges(dirs, {
        1: { phoneOn: false, phone: '', websiteOn: false, website: '' },
        2: { phoneOn: false, phone: '', websiteOn: false, website: '' },
      }),
    ).toEqual([{ source_id: 1, phone: null, website: null }]);
    expect(
      draftChanges(dirs, {
        1: { phoneOn: true, phone: '5551234567', websiteOn: false, website: '' },
        2: { phoneOn: false, phone: '', websiteOn: true, website: 'https://x.example' },
      }),
    ).toEqual([{ source_id: 2, phone: null, website: 'https://x.example' }]);
  });

  it('shows the texts of spec 3 section 8 and the last-enabled date format', () => {
    expect(DIRECTORY_TEXT.saved).toBe('Directory sync settings saved');
    expect(DIRECTORY_TEXT.publishingError).toBe(
      'Failed to update directory publishing status. Please reload or try again later.',
    );
    expect(DIRECTORY_TEXT.updateError).toBe(
      'There was an error while updating directory-specific overrides',
    );
    const local = new Date(2025, 2, 4, 15, 7).toISOString();
    expect(formatEnabledAt(local)).toBe('3/4/2025 at 3:07 pm');
    expect(formatEnabledAt(new Date(2025, 0, 1, 0, 30).toISOString())).toBe('1/1/2025 at 12:30 am');
  });
});
