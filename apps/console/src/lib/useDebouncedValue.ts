import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` (search fields: 250 ms, spec 1 section 9). */
export function useDebouncedValue<T>(value: T, ms = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
