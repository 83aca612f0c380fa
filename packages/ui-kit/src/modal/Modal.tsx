import { DialogFrame, type DialogProps } from '../dialog/DialogFrame';

export interface ModalProps extends DialogProps {
  /** Panel width, e.g. 1000 for the photo wizard. */
  width?: number | string;
}

/** A centred modal dialog: focus trapped and restored, Escape, click outside and close button. */
export function Modal(props: ModalProps) {
  return <DialogFrame {...props} variant="modal" />;
}
