import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react';
import { FocusScope, usePreventScroll } from 'react-aria';
import { createPortal } from 'react-dom';
import { cx } from '../internal/cx';

/** What every dialog (Modal, Flyout) takes. */
export interface DialogProps {
  open: boolean;
  /**
   * Called on Escape, a click outside the panel, or the close button. To ask 'Keep Editing' or
   * 'Discard Changes' first, open a Modal from here instead of closing.
   */
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
}

export interface DialogFrameProps extends DialogProps {
  variant: 'modal' | 'flyout';
  /** Panel width, e.g. 1000 for the photo wizard; a flyout's comes from its CSS. */
  width?: number | string;
}

/**
 * The one dialog of the kit, which Modal and Flyout draw: portalled over a backdrop, named by
 * its title, focus moved in, held (Tab) and given back on close, Escape and a click outside
 * close it, the page behind does not scroll. `variant` only sets its classes (place and size).
 */
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

  // Focus goes into the dialog on open and stays there (FocusScope contains Tab and
  // gives focus back to the opener on close); the page behind does not scroll.
  useEffect(() => {
    (initialFocusRef?.current ?? panelRef.current)?.focus();
  }, [initialFocusRef]);
  usePreventScroll();

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
    }
  };

  return (
    <div ref={backdropRef} className={cx('pk-backdrop', `pk-backdrop--${variant}`)}>
      <FocusScope contain restoreFocus>
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
      </FocusScope>
    </div>
  );
}
