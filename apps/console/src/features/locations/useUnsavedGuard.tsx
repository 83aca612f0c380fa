import { Button, Modal } from '@plaudit/ui-kit';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * The unsaved-changes guard of spec 2: closing the tab asks the browser's question, and leaving
 * through a link or Cancel asks 'Keep Editing' or 'Exit'.
 */
export function useUnsavedGuard(dirty: boolean): {
  confirm: (leave: () => void) => void;
  release: () => void;
  modal: ReactNode;
} {
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const released = useRef(false);
  const active = dirty && !released.current;

  useEffect(() => {
    if (!active) return;
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    // Links elsewhere in the app (navigation, breadcrumbs) ask first.
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target === '_blank' || a.origin !== window.location.origin) return;
      if (a.closest('[role="dialog"]')) return;
      e.preventDefault();
      e.stopPropagation();
      const to = a.pathname + a.search + a.hash;
      setPending(() => () => navigate(to));
    };
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, navigate]);

  const confirm = useCallback(
    (leave: () => void) => {
      if (active) setPending(() => leave);
      else leave();
    },
    [active],
  );
  const release = useCallback(() => {
    released.current = true;
  }, []);

  const modal = (
    <Modal
      open={pending !== null}
      onClose={() => setPending(null)}
      title="Unsaved changes"
      description="You have unsaved changes. If you exit now, your changes will be lost."
      footer={
        <>
          <Button type="button" variant="secondary" onClick={() => setPending(null)}>
            Keep Editing
          </Button>
          <Button
            type="button"
            variant="danger"
            onClick={() => {
              const leave = pending;
              released.current = true;
              setPending(null);
              leave?.();
            }}
          >
            Exit
          </Button>
        </>
      }
    />
  );
  return { confirm, release, modal };
}
