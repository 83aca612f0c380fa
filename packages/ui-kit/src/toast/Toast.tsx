import { TOAST_DEFAULT_DURATION, type ToastAction, type ToastLevel } from '@plaudit/api-client';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { cx } from '../internal/cx';

export { TOAST_DEFAULT_DURATION, type ToastAction, type ToastLevel };

/** Fade-out time before a toast is removed (spec 1, section 4). */
export const TOAST_FADE_MS = 120;

/** The toast entity of spec 1, section 3. */
export interface ToastData {
  id: string;
  level: ToastLevel;
  message?: ReactNode;
  /** Milliseconds before fading out; 0 or less stays until closed. Default 4000. */
  duration?: number;
  action?: ToastAction;
  /** Content for the 'custom' level (rendered instead of the message). */
  customNode?: ReactNode;
}

export interface ToastProps {
  toast: ToastData;
  /** Called once the toast has faded out (120 ms after it starts leaving). */
  onDismiss: (id: string) => void;
  dismissLabel?: string;
}

/**
 * One notification. It fades out after its duration (paused while hovered or focused), or when
 * clicked, or on Enter or Escape while focused.
 */
export function Toast({ toast, onDismiss, dismissLabel = 'Dismiss notification' }: ToastProps) {
  const { id, level, message, action, customNode } = toast;
  const duration = toast.duration ?? TOAST_DEFAULT_DURATION;
  const [leaving, setLeaving] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Starts the 120 ms fade; the toast is removed when it ends.
  const dismiss = useCallback(() => {
    if (fadeTimer.current !== undefined) return;
    setLeaving(true);
    fadeTimer.current = setTimeout(() => onDismissRef.current(id), TOAST_FADE_MS);
  }, [id]);

  useEffect(
    () => () => {
      if (fadeTimer.current !== undefined) clearTimeout(fadeTimer.current);
      fadeTimer.current = undefined;
    },
    [],
  );

  const paused = hovered || focused;
  useEffect(() => {
    if (duration <= 0 || paused || leaving) return;
    const timer = setTimeout(dismiss, duration);
    return () => clearTimeout(timer);
  }, [duration, paused, leaving, dismiss]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' || (event.key === 'Enter' && event.target === event.currentTarget)) {
      event.preventDefault();
      event.stopPropagation();
      dismiss();
    }
  };

  const onActionClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    action?.onClick();
    dismiss();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the whole toast dismisses on click, Enter or Escape (spec 1, section 4); the close button is the keyboard-first control.
    <div
      role={level === 'alert' ? 'alert' : 'status'}
      tabIndex={0}
      className={cx('pk-toast', `pk-toast--${level}`, leaving && 'pk-toast--leaving')}
      data-level={level}
      onClick={dismiss}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span className="pk-toast__icon" aria-hidden="true" />
      <div className="pk-toast__content">
        {level === 'custom' && customNode ? customNode : message}
      </div>
      {action && (
        <button type="button" className="pk-toast__action" onClick={onActionClick}>
          {action.label}
        </button>
      )}
      <button
        type="button"
        className="pk-icon-button pk-toast__close"
        aria-label={dismissLabel}
        onClick={(e) => {
          e.stopPropagation();
          dismiss();
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export interface ToastViewportProps {
  toasts: readonly ToastData[];
  onDismiss: (id: string) => void;
  /** Accessible name of the region. */
  label?: string;
  position?: 'top-right' | 'top-center' | 'bottom-right' | 'bottom-center';
  className?: string;
}

/** Renders the toast stack (state lives in the caller, e.g. the hooks toast store). */
export function ToastViewport({
  toasts,
  onDismiss,
  label = 'Notifications',
  position = 'top-right',
  className,
}: ToastViewportProps) {
  return (
    <section aria-label={label} className={cx('pk-toasts', `pk-toasts--${position}`, className)}>
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </section>
  );
}
