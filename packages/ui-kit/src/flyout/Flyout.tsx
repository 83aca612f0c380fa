import type { ReactNode, RefObject } from 'react';
import { DialogFrame } from '../dialog/DialogFrame';

/** Flyout width (spec 1, sections 2 and 9); 320 px under 480 px screens via CSS. */
export const FLYOUT_WIDTH = 380;
export const FLYOUT_SMALL_WIDTH = 320;

export interface FlyoutProps {
  open: boolean;
  /**
   * Called on Escape, a click outside, or the close button. To ask 'Keep Editing' or
   * 'Discard Changes' first, open a Modal from here instead of closing.
   */
  onClose: () => void;
  /** e.g. 'Schedule Export' or 'Edit Scheduled Export'. */
  title: ReactNode;
  ariaLabel?: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  closeOnEscape?: boolean;
  closeOnOutsideClick?: boolean;
  closeLabel?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  container?: Element | null;
  className?: string;
}

/** A right-side panel dialog, 380 px wide (320 px on small screens). */
export function Flyout(props: FlyoutProps) {
  return <DialogFrame {...props} variant="flyout" />;
}
