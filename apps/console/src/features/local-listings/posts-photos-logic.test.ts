import { describe, expect, it } from 'vitest';
import { BULK_PHOTOS_TEXT, bulkPhotosAllowed, canBulkAddPhotos } from './posts-photos-logic';

describe('Bulk Add Photos (spec 3 sections 4.4, 5, 6)', () => {
  it('is offered with media create and publishing, never for a true bulk or the preview', () => {
    const base = { mediaCreate: true, publishing: true, trueBulk: false, preview: false };
    expect(canBulkAddPhotos(base)).toBe(true);
    expect(canBulkAddPhotos({ ...base, mediaCreate: false })).toBe(false);
    expect(canBulkAddPhotos({ ...base, publishing: false })).toBe(false);
    expect(canBulkAddPhotos({ ...base, trueBulk: true })).toBe(false);
    expect(canBulkAddPhotos({ ...base, preview: true })).toBe(false);
  });

  it('needs Auto Sync on for every selected location', () => {
    const rows = [
      { id: 1, publishing_enabled: true, listing_status: 'published' as const },
      { id: 2, publishing_enabled: false, listing_status: 'eligible_not_published' as const },
      { id: 3, publishing_enabled: true, listing_status: 'not_eligible' as const },
    ];
    expect(bulkPhotosAllowed(rows, [1])).toBe(true);
    expect(bulkPhotosAllowed(rows, [1, 2])).toBe(false);
    // Publishing on but not found in the Google integration.
    expect(bulkPhotosAllowed(rows, [3])).toBe(false);
    // Not on this page (unknown): refused.
    expect(bulkPhotosAllowed(rows, [1, 9])).toBe(false);
    expect(bulkPhotosAllowed(rows, [])).toBe(false);
    expect(BULK_PHOTOS_TEXT).toBe(
      'One or more of the locations selected has Auto Sync turned off or is not found in Google integrations.',
    );
  });
});
