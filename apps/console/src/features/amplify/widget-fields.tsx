import type { WidgetSettings } from '@plaudit/api-client';
import type { ReactNode } from 'react';

/** Sets one setting of the widget being edited. */
export type SetSetting = <K extends keyof WidgetSettings>(key: K, value: WidgetSettings[K]) => void;
/** Merges a patch into one settings group (theme, layout, show). */
export type SetInGroup = <K extends 'theme' | 'layout' | 'show'>(
  group: K,
  patch: Partial<WidgetSettings[K]>,
) => void;

/** ARIA attributes of a field with an error. */
export function invalid(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

/** A labelled form field with its error under it. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
