/**
 * The toast entity's shared parts (spec 1 section 3): `@plaudit/hooks` queues
 * toasts with them and `@plaudit/ui-kit` renders them, so both take them from here.
 */
export type ToastLevel = 'alert' | 'info' | 'success' | 'custom';

/** A button inside a toast. */
export type ToastAction = { label: string; onClick: () => void };

/** Default toast duration in milliseconds (spec 1 section 9). */
export const TOAST_DEFAULT_DURATION = 4000;
