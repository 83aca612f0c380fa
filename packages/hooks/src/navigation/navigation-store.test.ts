import { describe, expect, it } from 'vitest';
import type { StorageLike } from '../internal/browser';
import {
  createNavigationStore,
  EXPANDED_NAV_STORAGE_KEY,
  NAVIGATION_STORAGE_KEY,
} from './navigation-store';

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('navigation store', () => {
  it('remembers open, collapsed and locked, and each group under expandedNav', () => {
    const storage = memory();
    const nav = createNavigationStore({ storage });
    expect(nav.getState()).toMatchObject({ open: false, collapsed: false, locked: false });
    expect(nav.getState().isGroupExpanded('reviewAnalysis')).toBe(true);

    nav.getState().toggleCollapsed();
    nav.getState().setOpen(true);
    nav.getState().toggleGroup('reviewAnalysis');
    nav.getState().setGroupExpanded('onlinePresence', true);
    expect(JSON.parse(storage.data.get(NAVIGATION_STORAGE_KEY)!)).toEqual({
      open: true,
      collapsed: true,
      locked: false,
    });
    expect(JSON.parse(storage.data.get(EXPANDED_NAV_STORAGE_KEY)!)).toEqual({
      reviewAnalysis: false,
      onlinePresence: true,
    });

    const reloaded = createNavigationStore({ storage });
    expect(reloaded.getState()).toMatchObject({ open: true, collapsed: true });
    expect(reloaded.getState().isGroupExpanded('reviewAnalysis')).toBe(false);
  });

  it('a locked bar ignores the toggle; broken storage is ignored', () => {
    const storage = memory();
    storage.setItem(EXPANDED_NAV_STORAGE_KEY, '{not json');
    const nav = createNavigationStore({ storage });
    nav.getState().setLocked(true);
    nav.getState().toggleCollapsed();
    expect(nav.getState().collapsed).toBe(false);
    expect(nav.getState().expandedGroups).toEqual({});
  });
});
