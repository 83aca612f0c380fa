import { useCallback, useEffect, useRef } from 'react';

/**
 * Returns a stable function that calls the latest `callback` once `delay` ms have passed
 * without another call. Pending calls are dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: ((...args: A) => void) | undefined,
  delay: number,
): ((...args: A) => void) & { cancel: () => void } {
  const callbackRef = useRef(callback);
  callbackRef.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => cancel, [cancel]);

  const debounced = useCallback(
    (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        callbackRef.current?.(...args);
      }, delay);
    },
    [cancel, delay],
  );

  return Object.assign(debounced, { cancel });
}
