import { errorMessage } from '@plaudit/api-client';
import { CONFIRMATION_HOURS } from '@plaudit/api-client/schemas';
import { useApi } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { AuthFrame } from '../../components/AuthFrame';

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
  const [email, setEmail] = useState(known ?? '');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setState('sending');
    try {
      await api.signup.resendConfirmation({ email: email.trim() });
      setState('sent');
    } catch (err) {
      setError(errorMessage(err));
      setState('idle');
    }
  };
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
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
      )}
      <p className="form-error" role="alert" hidden={!error}>
        {error}
      </p>
      <p role="status">{state === 'sent' ? `A new link is on its way to ${email.trim()}.` : ''}</p>
      <Button type="submit" variant="secondary" disabled={state === 'sending' || !email.trim()}>
        {state === 'sending' ? 'Sending…' : 'Send the link again'}
      </Button>
    </form>
  );
}
