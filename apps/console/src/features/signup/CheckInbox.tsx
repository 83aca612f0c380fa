import { errorMessage } from '@plaudit/api-client';
import { CONFIRMATION_HOURS, confirmResendBody } from '@plaudit/api-client/schemas';
import { useApi } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { AuthFrame } from '../../components/AuthFrame';
import { FormFailure, SchemaField, useSchemaForm } from '../../components/schema-form';

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
  const { formState, handleSubmit, register, watch, failure, setFailure } = useSchemaForm<{
    email: string;
  }>({
    schema: confirmResendBody,
    labels: { email: 'Email' },
    toBody: ({ email }) => ({ email: email.trim() }),
    defaultValues: { email: known ?? '' },
    mode: 'onSubmit',
  });
  const { errors } = formState;
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
        <SchemaField form={id} errors={errors} name="email" label="Email">
          {(wiring) => (
            <input type="email" autoComplete="email" required {...wiring} {...register('email')} />
          )}
        </SchemaField>
      )}
      {/* A known address has no field: its message shows as the form's. */}
      <FormFailure message={failure ?? (known ? (errors.email?.message ?? null) : null)} />
      <p role="status">{state === 'sent' ? `A new link is on its way to ${email.trim()}.` : ''}</p>
      <Button type="submit" variant="secondary" disabled={state === 'sending' || !email.trim()}>
        {state === 'sending' ? 'Sending…' : 'Send the link again'}
      </Button>
    </form>
  );
}
