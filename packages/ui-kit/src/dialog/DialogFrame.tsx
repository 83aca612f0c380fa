import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../internal/cx';
import { getTabbable } from '../internal/focus';

export interface DialogFrameProps {
  open: boolean;
  /** Called on Escape, a click outside the panel, or the close button. */
  onClose: () => void;
  title: ReactNode;
  /** Accessible name when `title` is not plain text. */
  ariaLabel?: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  closeOnEscape?: boolean;
  closeOnOutsideClick?: boolean;
  closeLabel?: string;
  /** Element to focus on open; defaults to the dialog panel itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where to portal; defaults to document.body. */
  container?: Element | null;
  className?: string;
  variant: 'modal' | 'flyout';
  width?: number | string;
}

export function DialogFrame(props: DialogFrameProps) {
  if (!props.open) return null;
  const target = props.container ?? (typeof document !== 'undefined' ? document.body : null);
  if (!target) return null;
  return createPortal(<OpenDialog {...props} />, target);
}

function OpenDialog({
  onClose,
  title,
  ariaLabel,
  description,
  children,
  footer,
  closeOnEscape = true,
  closeOnOutsideClick = true,
  closeLabel = 'Close',
  initialFocusRef,
  className,
  variant,
  width,
}: DialogFrameProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Focus into the dialog on open; give focus back to the opener on close.
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    (initialFocusRef?.current ?? panelRef.current)?.focus();
    return () => {
      if (previous && previous !== document.body && previous.isConnected) previous.focus();
    };
  }, [initialFocusRef]);

  // No page scrolling behind the dialog (restored in reverse order for nested dialogs).
  useLayoutEffect(() => {
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, []);

  // Outside click: a pointer down on the backdrop itself (not on the panel or nested dialogs).
  useEffect(() => {
    const backdrop = backdropRef.current;
    if (!backdrop || !closeOnOutsideClick) return;
    const onDown = (event: MouseEvent) => {
      if (event.target === backdrop) onCloseRef.current();
    };
    backdrop.addEventListener('mousedown', onDown);
    return () => backdrop.removeEventListener('mousedown', onDown);
  }, [closeOnOutsideClick]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && closeOnEscape) {
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const panel = panelRef.current;
    if (!panel) return;
    // Keep focus inside the panel; an inner dialog handles its own Tab first.
    event.stopPropagation();
    const tabbable = getTabbable(panel);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      panel.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div ref={backdropRef} className={cx('pk-backdrop', `pk-backdrop--${variant}`)}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={ariaLabel ? undefined : titleId}
        aria-label={ariaLabel}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx(`pk-${variant}`, className)}
        style={width !== undefined ? { width } : undefined}
        onKeyDown={onKeyDown}
      >
        <div className={`pk-${variant}__header`}>
          <h2 id={titleId} className={`pk-${variant}__title`}>
            {title}
          </h2>
          <button
            type="button"
            className={cx('pk-icon-button', `pk-${variant}__close`)}
            aria-label={closeLabel}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className={`pk-${variant}__description`}>
            {description}
          </p>
        )}
        <div className={`pk-${variant}__body`}>{children}</div>
        {footer && <div className={`pk-${variant}__footer`}>{footer}</div>}
      </div>
    </div>
  );
}
