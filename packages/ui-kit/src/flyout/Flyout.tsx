import { DialogFrame, type DialogProps } from '../dialog/DialogFrame';

/** Flyout width (spec 1, sections 2 and 9); 320 px under 480 px screens via CSS. */
export const FLYOUT_WIDTH = 380;
export const FLYOUT_SMALL_WIDTH = 320;

/** A flyout's props: those of every dialog (its title, e.g. 'Schedule Export'). */
export type FlyoutProps = DialogProps;

/** A right-side panel dialog, 380 px wide (320 px on small screens). */
export function Flyout(props: FlyoutProps) {
  return <DialogFrame {...props} variant="flyout" />;
}
