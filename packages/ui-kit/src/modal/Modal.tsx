import type { ReactNode, RefObject } from 'react';
import { DialogFrame } from '../dialog/DialogFrame';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, a click outside, or the close button. */
  onClose: () => void;
  title: ReactNode;
  ariaLabel?: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons. */
  footer?: ReactNode;
  closeOnEscape?: boolean;
  closeOnOutsideClick?: boolean;
  closeLabel?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  container?: Element | null;
  /** Panel width, e.g. 1000 for the photo wizard. */
  width?: number | string;
  className?: string;
}

/** A centred modal dialog: focus trapped and restored, Escape, click outside and close button. */
export function Modal(props: ModalProps) {
  return <DialogFrame {...props} variant="modal" />;
}
