import type { ApiError, Page, PlauditApi } from '@plaudit/api-client';
import { useState } from 'react';
import { useApi } from '../api/api-provider';
import { toast, toastError } from '../toasts/toast-store';
import type { DataResponse } from './data-hooks';

/** How long the success toast of an add, change or delete stays (ms). */
const DONE_TOAST_DURATION = 3000;

export interface ListResourceOptions<T> {
  /** Deletes the item on the server (`(api, item) => api.alerts.remove(item.id)`). */
  remove: (api: PlauditApi, item: T) => Promise<unknown>;
  /** The success toast of a delete: `Deleted “Name”`, `Webhook deleted`. */
  removed: (item: T) => string;
  /** The error toast's fallback when a delete fails: `The alert could not be deleted.` */
  removeFailed: string;
  /** Runs after a delete succeeded, before the list is read again. */
  onRemoved?: (item: T) => void;
}

/** A list the user adds to, edits, switches and deletes from: its data and its actions. */
export interface ListResource<T> {
  /** The listed items; undefined while loading. */
  items: readonly T[] | undefined;
  error: ApiError | undefined;
  /** Reads the list again. */
  reload: () => Promise<void>;
  /** The item being edited, `'new'` while one is added, null when no form is open. */
  editing: T | 'new' | null;
  /** Opens the form for an item, or for a new one. */
  edit: (item: T | 'new') => void;
  closeForm: () => void;
  /** A form's "saved": closes it and reads the list again. */
  saved: () => Promise<void>;
  /** The item whose delete waits for the user's confirmation. */
  confirming: T | null;
  askRemove: (item: T) => void;
  cancelRemove: () => void;
  /** Deletes the item: the success toast and the list read again, or the error toast. */
  remove: (item: T) => Promise<boolean>;
  /**
   * Runs a change of one item (switching it on or off) the same way: `done` as the success
   * toast and the list read again, or the error toast with `failed` as its fallback.
   */
  change: (
    call: (api: PlauditApi) => Promise<unknown>,
    done: string,
    failed: string,
  ) => Promise<boolean>;
}

/**
 * The state and actions of a settings list of cards (alerts, webhooks, templates, rules, apps)
 * on top of its list hook: `useListResource(useAlerts({ per_page: 100 }), { remove, ... })`.
 */
export function useListResource<T>(
  list: DataResponse<Page<T>>,
  options: ListResourceOptions<T>,
): ListResource<T> {
  const { api } = useApi();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [confirming, setConfirming] = useState<T | null>(null);
  const reload = async () => {
    await list.mutate();
  };

  const run = async (
    call: () => Promise<unknown>,
    done: string,
    failed: string,
    after?: () => void,
  ) => {
    try {
      await call();
    } catch (err) {
      toastError(err, failed);
      return false;
    }
    toast.success(done, DONE_TOAST_DURATION);
    after?.();
    await reload();
    return true;
  };

  return {
    items: list.data?.items,
    error: list.error,
    reload,
    editing,
    edit: setEditing,
    closeForm: () => setEditing(null),
    saved: async () => {
      setEditing(null);
      await reload();
    },
    confirming,
    askRemove: setConfirming,
    cancelRemove: () => setConfirming(null),
    remove: (item) => {
      setConfirming(null);
      return run(
        () => options.remove(api, item),
        options.removed(item),
        options.removeFailed,
        () => options.onRemoved?.(item),
      );
    },
    change: (call, done, failed) => run(() => call(api), done, failed),
  };
}
