import { errorMessage } from '@plaudit/api-client';
import { useSession } from '@plaudit/hooks';
import { type FormEvent, useId, useState } from 'react';
import { PLAUDIT_CLIENT_ID } from './config';
import { startSignInWithPlaudit } from './sign-in-with-plaudit';

/**
 * E-mail and password, sent to POST /api/auth through the session store. A failed sign-in
 * shows the server's message as it is (for example 'Invalid email or password'). With a
 * registered client id, 'Sign in with Plaudit' goes through Plaudit's consent screen instead
 * (OAuth 2 with PKCE): the app never sees the password.
 */
export function SignIn({ oauthError = null }: { oauthError?: string | null }) {
  const login = useSession((s) => s.login);
  const invalidated = useSession((s) => s.auth.invalidated);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(email.trim(), password);
      // The session store now holds the token: <App> switches to the reviews screen.
    } catch (err) {
      // The client explains a call with no answer from another origin (a CORS refusal, most
      // often): which origin to allow, and where in Plaudit.
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <main className="signin">
      <h1>Summit Reviews</h1>
      <p className="muted">Sign in with your Plaudit account.</p>
      {oauthError && (
        <p className="form-error" role="alert">
          {oauthError}
        </p>
      )}
      {PLAUDIT_CLIENT_ID && (
        <>
          <button
            type="button"
            className="button button--primary signin__oauth"
            onClick={() => void startSignInWithPlaudit()}
          >
            Sign in with Plaudit
          </button>
          <p className="muted signin__or">or with your e-mail and password</p>
        </>
      )}
      {invalidated && !error && (
        <p className="notice" role="status">
          Your session has ended. Please sign in again.
        </p>
      )}
      <form
        className="signin__form"
        onSubmit={submit}
        aria-describedby={error ? `${id}-error` : undefined}
        noValidate
      >
        <p id={`${id}-error`} className="form-error" role="alert" hidden={!error}>
          {error}
        </p>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || !email || !password}
        >
          {busy ? 'Logging In…' : 'Log In'}
        </button>
      </form>
    </main>
  );
}
