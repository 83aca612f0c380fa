import { ApiError } from '@plaudit/api-client';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createToastStore,
  TOAST_DURATION_COOKIE,
  toast,
  toastDefaultDuration,
  toastError,
  toastStore,
  useToasts,
} from './toast-store';

afterEach(() => {
  toastStore.getState().clear();
  // biome-ignore lint/suspicious/noDocumentCookie: test reset
  document.cookie = `${TOAST_DURATION_COOKIE}=; path=/; max-age=0`;
});

describe('toast store', () => {
  it('pushes toasts with the default 4000 ms, keeps explicit durations (0 or less stays) and dismisses', () => {
    const store = createToastStore();
    const a = store.getState().push({ level: 'info', message: 'Filter deleted' });
    store.getState().push({ level: 'success', message: 'Filter saved', duration: 5000 });
    store.getState().push({ level: 'alert', message: 'Sticky', duration: 0 });
    expect(store.getState().toasts.map((t) => [t.message, t.duration])).toEqual([
      ['Filter deleted', 4000],
      ['Filter saved', 5000],
      ['Sticky', 0],
    ]);
    store.getState().dismiss(a);
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['Filter saved', 'Sticky']);
  });

  it('a success clears the red toasts before it (what failed has gone through), not the others', () => {
    const store = createToastStore();
    store.getState().push({ level: 'alert', message: 'Location could not be saved', duration: 0 });
    store.getState().push({ level: 'info', message: 'Saving…' });
    store.getState().push({ level: 'success', message: 'Location created successfully' });
    expect(store.getState().toasts.map((t) => t.message)).toEqual([
      'Saving…',
      'Location created successfully',
    ]);
    store.getState().push({ level: 'alert', message: 'Later failure' });
    expect(store.getState().toasts.map((t) => t.message)).toContain('Later failure');
  });

  it('a cookie overrides the default duration', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = `${TOAST_DURATION_COOKIE}=10000; path=/`;
    expect(toastDefaultDuration()).toBe(10000);
    const store = createToastStore();
    store.getState().push({ level: 'info', message: 'Slow' });
    expect(store.getState().toasts[0]?.duration).toBe(10000);
    expect(toastDefaultDuration({ cookies: () => `${TOAST_DURATION_COOKIE}=abc` })).toBe(4000);
  });

  it('toastError shows the server message, else the fallback, and nothing for a 401', () => {
    const server = new ApiError({
      status: 409,
      body: { error: 'A saved filter with that name already exists' },
    });
    toastError(server, 'Error saving filter');
    toastError(new ApiError({ status: 500, body: null }), 'Error saving filter');
    toastError(new TypeError('boom'));
    expect(toastError(new ApiError({ status: 401, body: { error: 'x' } }))).toBeNull();
    expect(toastStore.getState().toasts.map((t) => [t.level, t.message])).toEqual([
      ['alert', 'A saved filter with that name already exists'],
      ['alert', 'Error saving filter'],
      ['alert', 'An error occurred while performing this action.'],
    ]);
  });

  it('useToasts re-renders on push', () => {
    const { result } = renderHook(() => useToasts((s) => s.toasts.length));
    act(() => {
      toast.success('Filter updated', 5000);
    });
    expect(result.current).toBe(1);
  });
});
