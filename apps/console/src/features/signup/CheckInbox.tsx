import { errorMessage } from '@plaudit/api-client';
import { CONFIRMATION_HOURS, confirmResendBody } from '@plaudit/api-client/schemas';
import { useApi } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthFrame } from '../../components/AuthFrame';
import { schemaResolver } from '../../components/schema-resolver';

/** After signing up: where the link went, and a way to have it sent again. */
export function CheckInbox({ email, onStartAgain }: { email: string; onStartAgain: () => void }) {
  return (
    <AuthFrame title="Check your inbox">
      <p>
        We sent a link to <strong>{email}</strong>. Open it within {CONFIRMATION_HOURS} hours to
        confirm your address and start your trial.
      </p>
      <ResendConfirmation email={email} />
      <p className="auth-links">
        Wrong address?{' '}
        <button type="button" className="link-button" onClick={onStartAgain}>
          Start again
        </button>
      </p>
    </AuthFrame>
  );
}

/** POST /confirm: a new link (the older ones stop working). Asks for the address when not known. */
export function ResendConfirmation({ email: known }: { email?: string }) {
  const { api } = useApi();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const id = useId();
  // The resolver alone (not useSchemaForm): the sign-in page loads this form on demand, and the
  // form hook's modules would lengthen the list of files its link names.
  const [resolver] = useState(() =>
    schemaResolver<{ email: string }>(confirmResendBody, { email: 'Email' }, ({ email }) => ({
      email: email.trim(),
    })),
  );
  const { formState, handleSubmit, register, watch } = useForm<{ email: string }>({
    resolver,
    defaultValues: { email: known ?? '' },
    mode: 'onSubmit',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = formState;
  // A known address has no field: its message shows as the form's.
  const shownFailure = failure ?? (known ? (errors.email?.message ?? null) : null);
  const email = watch('email');
  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    setState('sending');
    try {
      await api.signup.resendConfirmation({ email: email.trim() });
      setState('sent');
    } catch (err) {
      setFailure(errorMessage(err));
      setState('idle');
    }
  });
  return (
    <form className="form" onSubmit={submit} noValidate>
      {!known && (
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            {...register('email')}
          />
          {errors.email && (
            <p id={`${id}-email-error`} className="field__error">
              {errors.email.message}
            </p>
          )}
        </div>
      )}
      <p className="form-error" role="alert" hidden={!shownFailure}>
        {shownFailure}
      </p>
      <p role="status">{state === 'sent' ? `A new link is on its way to ${email.trim()}.` : ''}</p>
      <Button type="submit" variant="secondary" disabled={state === 'sending' || !email.trim()}>
        {state === 'sending' ? 'Sending…' : 'Send the link again'}
      </Button>
    </form>
  );
}
