import { ApiError, type Page } from '@plaudit/api-client';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../api/api-provider';
import { createSessionStore } from '../session/session-store';
import { toastStore } from '../toasts/toast-store';
import type { DataResponse } from './data-hooks';
import { useListResource } from './list-resource';

type Item = { id: number; name: string };
const ITEMS = [
  { id: 1, name: 'Low ratings' },
  { id: 2, name: 'Digest' },
];

function fakeList() {
  const mutate = vi.fn(async () => undefined);
  const list = {
    data: { items: ITEMS, total: 2 } as unknown as Page<Item>,
    error: undefined,
    mutate,
    isLoading: false,
    isValidating: false,
  } as DataResponse<Page<Item>>;
  return { list, mutate };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <ApiProvider
    baseUrl="/api"
    fetch={async () => new Response('{}')}
    session={createSessionStore()}
    loadOnMount={false}
  >
    {children}
  </ApiProvider>
);

const messages = () => toastStore.getState().toasts.map((t) => `${t.level}: ${t.message}`);

describe('useListResource', () => {
  it('opens and closes the form; saved closes it and reads the list again', async () => {
    const { list, mutate } = fakeList();
    const remove = vi.fn(async () => undefined);
    const { result } = renderHook(
      () => useListResource(list, { remove, removed: () => 'x', removeFailed: 'y' }),
      { wrapper },
    );
    expect(result.current.items).toEqual(ITEMS);
    expect(result.current.editing).toBeNull();
    act(() => result.current.edit('new'));
    expect(result.current.editing).toBe('new');
    act(() => result.current.edit(ITEMS[1]!));
    expect(result.current.editing).toBe(ITEMS[1]);
    await act(() => result.current.saved());
    expect(result.current.editing).toBeNull();
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('deletes after confirmation with a toast, or says why it could not', async () => {
    toastStore.getState().clear();
    const { list, mutate } = fakeList();
    const removedItems: Item[] = [];
    const remove = vi
      .fn<(api: unknown, item: Item) => Promise<unknown>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new ApiError({ status: 409, body: { error: 'It is in use.' } }));
    const { result } = renderHook(
      () =>
        useListResource(list, {
          remove,
          removed: (a) => `Deleted “${a.name}”`,
          removeFailed: 'The alert could not be deleted.',
          onRemoved: (a) => removedItems.push(a),
        }),
      { wrapper },
    );
    act(() => result.current.askRemove(ITEMS[0]!));
    expect(result.current.confirming).toBe(ITEMS[0]);
    act(() => result.current.cancelRemove());
    expect(result.current.confirming).toBeNull();

    act(() => result.current.askRemove(ITEMS[0]!));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.remove(ITEMS[0]!);
    });
    expect(ok).toBe(true);
    expect(result.current.confirming).toBeNull();
    expect(remove.mock.calls[0]?.[1]).toBe(ITEMS[0]);
    expect(removedItems).toEqual([ITEMS[0]]);
    expect(mutate).toHaveBeenCalledTimes(1);

    await act(async () => {
      ok = await result.current.remove(ITEMS[1]!);
    });
    expect(ok).toBe(false);
    expect(removedItems).toEqual([ITEMS[0]]);
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(messages()).toContain('success: Deleted “Low ratings”');
    expect(messages()).toContain('alert: It is in use.');
  });

  it('runs a change with its toast and reads the list again', async () => {
    const { list, mutate } = fakeList();
    const { result } = renderHook(
      () => useListResource(list, { remove: vi.fn(), removed: () => '', removeFailed: '' }),
      { wrapper },
    );
    const call = vi.fn(async () => undefined);
    await act(async () => {
      await result.current.change(call, '“Digest” is off', 'The alert could not be changed.');
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(messages()).toContain('success: “Digest” is off');
    await act(async () => {
      await result.current.change(
        async () => {
          throw new Error('offline');
        },
        'never',
        'The alert could not be changed.',
      );
    });
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(messages()).not.toContain('success: never');
  });
});
