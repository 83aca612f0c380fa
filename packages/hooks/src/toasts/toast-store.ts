import {
  errorMessage,
  isApiError,
  TOAST_DEFAULT_DURATION,
  type ToastAction,
  type ToastLevel,
} from '@plaudit/api-client';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readCookie } from '../internal/browser';

export { TOAST_DEFAULT_DURATION, type ToastAction, type ToastLevel };

/** The toast entity of spec 1 section 3 (the shape ui-kit's ToastViewport renders). */
export type Toast = {
  id: string;
  level: ToastLevel;
  message: string;
  /** Milliseconds before it fades; 0 or less stays until closed. */
  duration: number;
  action?: ToastAction;
  /** Content for the 'custom' level. */
  customNode?: ReactNode;
};

export type ToastInput = Omit<Toast, 'id' | 'duration'> & { id?: string; duration?: number };

/** A cookie holding a number of milliseconds overrides the default duration. */
export const TOAST_DURATION_COOKIE = 'plaudit_toast_duration';

export type ToastState = {
  toasts: Toast[];
  /** Adds a toast and returns its id. Without `duration`, the default (or the cookie's) applies. */
  push(toast: ToastInput): string;
  dismiss(id: string): void;
  clear(): void;
};

export type ToastStore = StoreApi<ToastState>;

export type ToastStoreOptions = {
  /** Default duration when the cookie does not set one. */
  defaultDuration?: number;
  /** Reads the cookie string (default `document.cookie`). */
  cookies?: () => string;
};

/** The default duration now: the cookie's value when it is a number, else the default. */
export function toastDefaultDuration(options: ToastStoreOptions = {}): number {
  const raw = readCookie(TOAST_DURATION_COOKIE, options.cookies?.());
  const fromCookie = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(fromCookie)
    ? fromCookie
    : (options.defaultDuration ?? TOAST_DEFAULT_DURATION);
}

let counter = 0;

/**
 * A toast queue. Timing (fade after `duration`, 120 ms fade, click/Enter/Escape) belongs to the
 * component showing it (ui-kit's ToastViewport), which calls `dismiss(id)` when done.
 */
export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  return createStore<ToastState>()((set) => ({
    toasts: [],
    push(input) {
      counter += 1;
      const id = input.id ?? `toast-${counter}`;
      const toast: Toast = {
        ...input,
        id,
        duration: input.duration ?? toastDefaultDuration(options),
      };
      // A success means what failed before has gone through: its red toast would now mislead.
      const stale = (t: Toast) => t.id === id || (toast.level === 'success' && t.level === 'alert');
      set((s) => ({ toasts: [...s.toasts.filter((t) => !stale(t)), toast] }));
      return id;
    },
    dismiss(id) {
      set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
    },
    clear() {
      set({ toasts: [] });
    },
  }));
}

/** The shared toast store. */
export const toastStore: ToastStore = createToastStore();

/**
 * The shared toast store, or what `selector` picks from it: render `toasts` with ui-kit's
 * `ToastViewport` and pass it `dismiss`.
 */
export function useToasts(): ToastState;
export function useToasts<T>(selector: (state: ToastState) => T): T;
export function useToasts<T>(selector?: (state: ToastState) => T): T | ToastState {
  return useStore(toastStore, selector ?? ((s: ToastState) => s as unknown as T));
}

/**
 * Shows a failed call as an alert toast (spec 1 section 8): the server's message, else
 * `fallback`. A 401 shows nothing (the session simply ends); returns the id or null.
 */
export function toastError(
  err: unknown,
  fallback?: string,
  store: ToastStore = toastStore,
): string | null {
  if (isApiError(err) && err.status === 401) return null;
  return store.getState().push({ level: 'alert', message: errorMessage(err, fallback) });
}

/** Shorthands on the shared store. */
export const toast = {
  alert: (message: string, duration?: number) => push('alert', message, duration),
  info: (message: string, duration?: number) => push('info', message, duration),
  success: (message: string, duration?: number) => push('success', message, duration),
  error: (err: unknown, fallback?: string) => toastError(err, fallback),
  dismiss: (id: string) => toastStore.getState().dismiss(id),
};

function push(level: ToastLevel, message: string, duration?: number) {
  return toastStore
    .getState()
    .push(duration === undefined ? { level, message } : { level, message, duration });
}
