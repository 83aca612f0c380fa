import type { StoreApi } from 'zustand/vanilla';
import type { StorageLike } from '../internal/browser';
import type { SessionState } from './session-types';

/**
 * Another tab signing in, out or switching account changes storage: the store
 * restores from it. Returns the function that stops listening.
 */
export function syncAcrossTabs(
  store: StoreApi<SessionState>,
  {
    storage,
    key,
    window: win,
  }: {
    storage: StorageLike | null;
    key: string;
    window: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  },
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== key) return;
    if (storage && event.storageArea && event.storageArea !== storage) return;
    store.getState().restore();
  };
  win?.addEventListener('storage', onStorage as EventListener);
  return () => win?.removeEventListener('storage', onStorage as EventListener);
}
