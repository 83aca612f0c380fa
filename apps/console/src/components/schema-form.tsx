import { errorMessage, isApiError } from '@plaudit/api-client';
import type { FieldLabels, Schema } from '@plaudit/api-client/schemas';
import { toastError } from '@plaudit/hooks';
import { type ReactNode, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  useForm,
} from 'react-hook-form';
import { type IssueField, schemaResolver } from './schema-resolver';

export { type IssueField, schemaResolver } from './schema-resolver';

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

/**
 * A react-hook-form form checked with the server's schema (`schemaResolver`): on submit each
 * wrong field shows its message and the first one takes the focus. `saving(save)` runs the save
 * for `handleSubmit`: the server's refusal of the request (a 4xx with its `{error}`: 400, 403,
 * 409…) shows as the form's error (`failure`, for `FormFailure`); any other failure (no answer,
 * a 5xx) as an alert toast with `fallback`.
 */
export function useSchemaForm<V extends FieldValues>({
  schema,
  labels,
  toBody,
  fieldOf,
  defaultValues,
  fallback,
  mode = 'onTouched',
}: {
  schema: Schema;
  labels: FieldLabels;
  toBody?: (values: V) => unknown;
  fieldOf?: IssueField;
  defaultValues: DefaultValues<V>;
  fallback?: string;
  /**
   * When a field is first checked: 'onTouched' (leaving it), or 'onSubmit' for a form whose
   * buttons sit under its fields (a message appearing as the field is left moves the button
   * being clicked) and for a one-field add that is emptied after each success.
   */
  mode?: 'onTouched' | 'onSubmit';
}) {
  const [resolver] = useState(() => schemaResolver<V>(schema, labels, toBody, fieldOf));
  const form = useForm<V>({ resolver, defaultValues, mode });
  const [failure, setFailure] = useState<string | null>(null);
  const saving = (save: (values: V) => Promise<void>) => async (values: V) => {
    setFailure(null);
    try {
      await save(values);
    } catch (err) {
      if (isApiError(err) && err.status >= 400 && err.status < 500 && err.status !== 401)
        setFailure(errorMessage(err, fallback));
      else toastError(err, fallback);
    }
  };
  return { ...form, failure, setFailure, saving };
}

/** A form's error (the server's 400 message), read out when it appears. */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <p className="form-error" role="alert" hidden={!message}>
      {message}
    </p>
  );
}

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
