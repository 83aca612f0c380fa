import type { StoreApi } from 'zustand/vanilla';
import { readJson, removeKey, type StorageLike, writeJson } from '../internal/browser';
import { type AuthState, EMPTY_AUTH } from './auth-state';
import type { PersistedSession, SessionState } from './session-types';

function sanitize(value: unknown): AuthState | null {
  if (!value || typeof value !== 'object') return null;
  const auth = { ...EMPTY_AUTH, ...(value as Partial<AuthState>) };
  return typeof auth.token === 'string' && auth.token ? auth : null;
}

/** Reads storage; a missing profile id while an account id exists clears storage. */
export function readPersistedSession(
  storage: StorageLike | null,
  key: string,
): PersistedSession | null {
  const stored = readJson<Partial<PersistedSession>>(storage, key);
  const auth = sanitize(stored?.auth);
  if (!auth) return null;
  if (auth.account_id != null && auth.profile_id == null) {
    removeKey(storage, key);
    return null;
  }
  return { auth, parentAuth: sanitize(stored?.parentAuth) };
}

/** Keeps the auth part of the store in storage (the loaded objects are stripped). */
export function persistSession(
  store: StoreApi<SessionState>,
  storage: StorageLike | null,
  key: string,
): void {
  store.subscribe((state, prev) => {
    if (state.auth === prev.auth && state.parentAuth === prev.parentAuth) return;
    if (!state.auth.token) {
      removeKey(storage, key);
      return;
    }
    const { error: _error, invalidated: _invalidated, ...auth } = state.auth;
    writeJson(storage, key, {
      auth: { ...auth, error: null, invalidated: false },
      parentAuth: state.parentAuth,
    } satisfies PersistedSession);
  });
}
