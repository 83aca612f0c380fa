import { describe, expect, it } from 'vitest';
import { directoryDisplayStatus } from './sync-status';

describe('sync statuses (spec 3 section 4.1)', () => {
  it.each([
    // [stored status, directory enabled, location publishing, shown]
    ['in_sync', true, true, 'in_sync'],
    ['in_sync', false, true, 'not_in_sync'],
    ['in_progress', false, true, 'not_in_sync'],
    ['pending_sync', false, false, 'pending_sync'],
    ['in_sync', false, false, 'in_sync'],
    ['not_available', false, true, 'not_available'],
    ['published', true, true, 'published'],
    ['action_required', true, false, 'action_required'],
  ] as const)('%s, enabled %s, publishing %s → %s', (status, enabled, publishing, shown) => {
    expect(directoryDisplayStatus({ status, enabled }, publishing)).toBe(shown);
  });

  it('a directory missing from a location is not_available', () => {
    expect(directoryDisplayStatus(undefined, true)).toBe('not_available');
  });
});
