import { type FieldLabels, type Schema, safeParse } from '@plaudit/api-client/schemas';
import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that checks the form with the server's own schema: the body
 * `toBody` makes of the values must pass it, and each field shows its first message, named as
 * the form labels it ("Sender name is required"). A list field's messages go to the field.
 */
export function schemaResolver<V extends FieldValues>(
  schema: Schema,
  labels: FieldLabels,
  toBody: (values: V) => unknown = (values) => values,
): Resolver<V> {
  return async (values) => {
    const r = safeParse(schema, toBody(values), '', labels);
    if (r.ok) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of r.issues)
      errors[issue.path.split(/[.[]/)[0]!] ??= { type: 'validate', message: issue.message };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * A form field's accessible wiring: `described(field, hint?)` gives the input its id, its
 * `aria-invalid` and the ids of its message and hint; `message(field)` renders the message.
 * `id` is the form's `useId()`; a hint's element takes the id `${id}-${field}-hint`.
 */
export function fieldProps<V extends FieldValues>(id: string, errors: FieldErrors<V>) {
  const described = (field: Path<V>, hint?: boolean) => {
    const failed = !!errors[field];
    const ids = [failed ? `${id}-${field}-error` : null, hint ? `${id}-${field}-hint` : null]
      .filter(Boolean)
      .join(' ');
    return {
      id: `${id}-${field}`,
      'aria-invalid': failed ? true : undefined,
      'aria-describedby': ids || undefined,
    } as const;
  };
  const message = (field: Path<V>) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {String(errors[field]?.message ?? '')}
      </p>
    ) : null;
  return { described, message };
}
