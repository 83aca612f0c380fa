import { type RefObject, useEffect, useRef } from 'react';

/** Calls `handler` when a pointer goes down outside every element in `refs` while `active`. */
export function useOutsidePointerDown(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  active: boolean,
  handler: () => void,
): void {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  const refsRef = useRef(refs);
  refsRef.current = refs;

  useEffect(() => {
    if (!active) return;
    const onDown = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node | null;
      if (!target) return;
      if (refsRef.current.some((ref) => ref.current?.contains(target))) return;
      handlerRef.current();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
    };
  }, [active]);
}
