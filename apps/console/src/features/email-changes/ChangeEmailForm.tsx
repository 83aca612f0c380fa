import { errorMessage } from '@plaudit/api-client';
import { EMAIL_CHANGE_MESSAGES } from '@plaudit/api-client/schemas';
import { useApi, useSession } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { type FormEvent, useId, useState } from 'react';

/**
 * The signed-in user's own e-mail change (POST /email_changes): the new address and the
 * current password. Nothing changes until the link sent to the new address is opened.
 */
export function ChangeEmailForm() {
  const { api } = useApi();
  const email = useSession((s) => s.user?.email ?? s.auth.email);
  const isShadowing = useSession((s) => s.auth.isShadowing || s.parentAuth !== null);
  const [next, setNext] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api.emailChanges.request({
        email: next.trim(),
        current_password: password,
      });
      setSentTo(answer.email);
      setNext('');
      setPassword('');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form form--card"
      onSubmit={submit}
      aria-labelledby="profile-email-change"
      noValidate
    >
      <h2 id="profile-email-change">Email address</h2>
      <p>
        You sign in as <strong>{email}</strong>.
      </p>
      {isShadowing ? (
        <p className="field__hint">{EMAIL_CHANGE_MESSAGES.fromOwnAccount}</p>
      ) : (
        <>
          <p id={errorId} className="form-error" role="alert" hidden={!error}>
            {error}
          </p>
          <p className="form-status" role="status" hidden={!sentTo}>
            {sentTo && EMAIL_CHANGE_MESSAGES.sent(sentTo)}
          </p>
          <div className="field">
            <label htmlFor="email-change-new">New email address</label>
            <input
              id="email-change-new"
              type="email"
              autoComplete="email"
              required
              value={next}
              onChange={(e) => setNext(e.target.value)}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor="email-change-password">Current password</label>
            <input
              id="email-change-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <Button type="submit" variant="primary" disabled={busy || !next.trim() || !password}>
            Send Confirmation Link
          </Button>
        </>
      )}
    </form>
  );
}
