import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { browserStorage, readJson, type StorageLike, writeJson } from '../internal/browser';

/** Browser-storage key of open/collapsed/locked. */
export const NAVIGATION_STORAGE_KEY = 'plaudit.nav';
/** Browser-storage key of each group's expanded state (spec 1 section 2). */
export const EXPANDED_NAV_STORAGE_KEY = 'expandedNav';

export type NavigationState = {
  /** The mobile menu (under 1100 px) is open. */
  open: boolean;
  /** The side bar shows the 56 px rail instead of 256 px. */
  collapsed: boolean;
  /** The app fixed the state; the toggle is hidden. */
  locked: boolean;
  /** Expanded state per group id; a group not listed is expanded. */
  expandedGroups: Record<string, boolean>;
  setOpen(open: boolean): void;
  toggleOpen(): void;
  setCollapsed(collapsed: boolean): void;
  /** Does nothing while locked. */
  toggleCollapsed(): void;
  setLocked(locked: boolean): void;
  setGroupExpanded(groupId: string, expanded: boolean): void;
  toggleGroup(groupId: string): void;
  isGroupExpanded(groupId: string): boolean;
};

export type NavigationStore = StoreApi<NavigationState>;

type Persisted = Pick<NavigationState, 'open' | 'collapsed' | 'locked'>;

/** The side navigation state, remembered in browser storage. */
export function createNavigationStore(
  options: { storage?: StorageLike | null } = {},
): NavigationStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const saved = readJson<Partial<Persisted>>(storage, NAVIGATION_STORAGE_KEY) ?? {};
  const expanded = readJson<Record<string, unknown>>(storage, EXPANDED_NAV_STORAGE_KEY) ?? {};
  const expandedGroups: Record<string, boolean> = {};
  for (const [k, v] of Object.entries(expanded)) if (typeof v === 'boolean') expandedGroups[k] = v;

  const store = createStore<NavigationState>()((set, get) => ({
    open: saved.open === true,
    collapsed: saved.collapsed === true,
    locked: saved.locked === true,
    expandedGroups,
    setOpen: (open) => set({ open }),
    toggleOpen: () => set((s) => ({ open: !s.open })),
    setCollapsed: (collapsed) => set({ collapsed }),
    toggleCollapsed: () => {
      if (!get().locked) set((s) => ({ collapsed: !s.collapsed }));
    },
    setLocked: (locked) => set({ locked }),
    setGroupExpanded: (groupId, value) =>
      set((s) => ({ expandedGroups: { ...s.expandedGroups, [groupId]: value } })),
    toggleGroup: (groupId) =>
      set((s) => ({
        expandedGroups: { ...s.expandedGroups, [groupId]: !(s.expandedGroups[groupId] ?? true) },
      })),
    isGroupExpanded: (groupId) => get().expandedGroups[groupId] ?? true,
  }));

  store.subscribe((s, prev) => {
    if (s.open !== prev.open || s.collapsed !== prev.collapsed || s.locked !== prev.locked)
      writeJson(storage, NAVIGATION_STORAGE_KEY, {
        open: s.open,
        collapsed: s.collapsed,
        locked: s.locked,
      });
    if (s.expandedGroups !== prev.expandedGroups)
      writeJson(storage, EXPANDED_NAV_STORAGE_KEY, s.expandedGroups);
  });
  return store;
}

let shared: NavigationStore | null = null;

/** The shared navigation store (created on first use). */
export function getNavigationStore(): NavigationStore {
  shared ??= createNavigationStore();
  return shared;
}

/** The shared navigation store, or what `selector` picks from it (re-renders when that changes). */
export function useNavigation(): NavigationState;
export function useNavigation<T>(selector: (state: NavigationState) => T): T;
export function useNavigation<T>(selector?: (state: NavigationState) => T): T | NavigationState {
  return useStore(getNavigationStore(), selector ?? ((s: NavigationState) => s as unknown as T));
}
