import { type FieldLabels, type Schema, safeParse } from '@plaudit/api-client/schemas';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

// The resolver alone, without the form hook's toasts and API errors: a form loaded on demand
// (the saved filter's name) takes only this and react-hook-form.

/**
 * Where a form shows one of the schema's issues, when not under the field its path starts with
 * (a check of the whole body, a message the form words its own way); undefined: the default.
 */
export type IssueField = (
  issue: { path: string; message: string },
  body: unknown,
) => { field: string; message: string } | undefined;

/**
 * A react-hook-form resolver that checks the form with the server's own schema: the body
 * `toBody` makes of the values must pass it, and each field shows its first message, named as
 * the form labels it ("Sender name is required"). A list field's messages go to the field.
 */
export function schemaResolver<V extends FieldValues>(
  schema: Schema,
  labels: FieldLabels,
  toBody: (values: V) => unknown = (values) => values,
  fieldOf?: IssueField,
): Resolver<V> {
  return async (values) => {
    const body = toBody(values);
    const r = safeParse(schema, body, '', labels);
    if (r.ok) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of r.issues) {
      const { field, message } = fieldOf?.(issue, body) ?? {
        field: issue.path.split(/[.[]/)[0]!,
        message: issue.message,
      };
      errors[field] ??= { type: 'validate', message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
