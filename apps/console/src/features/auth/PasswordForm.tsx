import { errorMessage } from '@plaudit/api-client';
import { object, PASSWORD_MIN, string } from '@plaudit/api-client/schemas';
import { Button, TextInput } from '@plaudit/ui-kit';
import { type ReactNode, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { fieldProps, schemaResolver } from '../../components/schema-form';

export type PasswordValues = { current_password: string; password: string; confirm: string };

const LABELS = {
  current_password: 'Current password',
  password: 'New password',
  confirm: 'Confirm new password',
};
const text = (min: number) => string({ min, max: 200, trim: false });
/** The server's rules for a new password (passwordResetBody, passwordChangeBody). */
const withCurrent = object({
  current_password: text(1),
  password: text(PASSWORD_MIN),
  confirm: string({ max: 200, trim: false }),
});
const withoutCurrent = object({
  password: text(PASSWORD_MIN),
  confirm: string({ max: 200, trim: false }),
});

/** The schema's checks, then the confirmation: it must repeat the new password. */
function passwordResolver(askCurrent: boolean): Resolver<PasswordValues> {
  const base = schemaResolver<PasswordValues>(askCurrent ? withCurrent : withoutCurrent, LABELS);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (values.confirm === values.password || result.errors.password) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        confirm: { type: 'validate', message: 'The passwords do not match.' },
      },
    };
  };
}

/**
 * A new password, entered twice, with its rules (the reset link's screen, the profile's
 * Change password); with `askCurrent` the current password first. `onSubmit` throws to show
 * the server's message above the fields; after it succeeds the fields are emptied.
 */
export function PasswordForm({
  askCurrent = false,
  submitLabel,
  onSubmit,
  className = 'form',
  labelledBy,
  children,
}: {
  askCurrent?: boolean;
  submitLabel: string;
  onSubmit: (values: { current_password: string; password: string }) => Promise<void>;
  className?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** Above the fields: the form's heading. */
  children?: ReactNode;
}) {
  const id = useId();
  const [resolver] = useState(() => passwordResolver(askCurrent));
  const [failure, setFailure] = useState<string | null>(null);
  const { formState, handleSubmit, register, reset, watch } = useForm<PasswordValues>({
    defaultValues: { current_password: '', password: '', confirm: '' },
    resolver,
  });
  const { errors, isSubmitting } = formState;
  const { described, message } = fieldProps(id, errors);
  const [current, next] = watch(['current_password', 'password']);

  const submit = handleSubmit(async ({ current_password, password }) => {
    setFailure(null);
    try {
      await onSubmit({ current_password, password });
      reset();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

  return (
    <form className={className} onSubmit={submit} aria-labelledby={labelledBy} noValidate>
      {children}
      <p className="form-error" role="alert" hidden={!failure}>
        {failure}
      </p>
      {askCurrent && (
        <div className="field">
          <label htmlFor={`${id}-current_password`}>{LABELS.current_password}</label>
          <TextInput
            type="password"
            autoComplete="current-password"
            {...described('current_password')}
            {...register('current_password')}
          />
          {message('current_password')}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-password`}>{LABELS.password}</label>
        <TextInput
          type="password"
          autoComplete="new-password"
          {...described('password', true)}
          {...register('password')}
        />
        <p id={`${id}-password-hint`} className="field__hint">
          At least {PASSWORD_MIN} characters.
        </p>
        {message('password')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-confirm`}>{LABELS.confirm}</label>
        <TextInput
          type="password"
          autoComplete="new-password"
          {...described('confirm')}
          {...register('confirm')}
        />
        {message('confirm')}
      </div>
      <Button
        type="submit"
        variant="primary"
        disabled={isSubmitting || (askCurrent && (!current || !next))}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
