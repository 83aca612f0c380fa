import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { fieldProps } from './schema-form';

/** What a SchemaField gives its control: the id its label names, aria-invalid, aria-describedby. */
export type FieldWiring = ReturnType<ReturnType<typeof fieldProps>['described']>;

/**
 * One field of a react-hook-form form: the label, the control, the hint and the schema's message
 * under it, wired together (the label's `for`, the control's `aria-invalid` and
 * `aria-describedby` naming the message and the hint). `form` is the form's `useId()` (the
 * prefix of `fieldProps`); `children` renders the control with the wiring spread on it:
 * `{(wiring) => <TextInput {...wiring} {...register('name')} />}`.
 */
export function SchemaField<V extends FieldValues>({
  form,
  errors,
  name,
  label,
  hint,
  className,
  children,
}: {
  form: string;
  errors: FieldErrors<V>;
  name: Path<V>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: (wiring: FieldWiring) => ReactNode;
}) {
  const { described, message } = fieldProps<V>(form, errors);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={`${form}-${name}`}>{label}</label>
      {children(described(name, hint != null))}
      {hint != null && (
        <p id={`${form}-${name}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {message(name)}
    </div>
  );
}
