import { describe, expect, it } from 'vitest';
import type { DirectoryStatus } from '../schemas/local-listings';
import { DIRECTORY_STATUS_LABELS, LOCATION_STATUS_LABELS, locationStatus } from './sync-status';

describe('sync statuses', () => {
  it.each([
    [['in_sync', 'published', 'not_available'], 'in_sync'],
    [['in_sync', 'pending_claim'], 'in_progress'],
    [['in_sync', 'pending_sync', 'action_required'], 'not_in_sync'],
    [['not_available', 'not_available'], 'not_available'],
    [[], 'not_available'],
  ] as [DirectoryStatus[], string][])('location over %j → %s', (list, expected) => {
    expect(locationStatus(list)).toBe(expected);
  });

  it('labels directories and locations with the words of spec 3 section 4.1', () => {
    expect(DIRECTORY_STATUS_LABELS.not_in_sync).toBe('Action Required');
    expect(DIRECTORY_STATUS_LABELS.published).toBe('In Sync, No Action Required');
    expect(LOCATION_STATUS_LABELS.not_in_sync).toBe('Out of Sync');
  });
});
