import { errorMessage } from '@plaudit/api-client';
import { SIGNUP_MESSAGES } from '@plaudit/api-client/schemas';
import { useSession } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/AuthFrame';
import { safeRedirect } from '../../lib/paths';
import { FormError } from './FormError';

// Shown only after the server says the address is unconfirmed: its code loads then, keeping the
// signup schemas out of the sign-in page's download.
const ResendConfirmation = lazy(async () => ({
  default: (await import('../signup/CheckInbox')).ResendConfirmation,
}));

/** /login: e-mail and password; the server's error is shown as it is; back to `redirect`. */
export function LoginPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const token = useSession((s) => s.auth.token);
  const login = useSession((s) => s.login);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  if (token && !busy) return <Navigate to={redirect} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(email.trim(), password);
      navigate(redirect, { replace: true });
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <AuthFrame title="Log in to Plaudit">
      <form
        className="form"
        onSubmit={submit}
        aria-describedby={error ? errorId : undefined}
        noValidate
      >
        <FormError id={errorId} message={error} />
        <div className="field">
          <label htmlFor="login-email">Email</label>
          <input
            id="login-email"
            type="email"
            name="email"
            // An e-mail field takes an e-mail token (WCAG 1.3.5: "username" is for text fields);
            // password managers pair it with the password below all the same.
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <Button type="submit" variant="primary" disabled={busy || !email || !password}>
          {busy ? 'Logging In…' : 'Log In'}
        </Button>
      </form>
      {error === SIGNUP_MESSAGES.unconfirmed && (
        <Suspense fallback={null}>
          <ResendConfirmation email={email.trim()} />
        </Suspense>
      )}
      <p className="auth-links">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p className="auth-links">
        New to Plaudit? <Link to="/signup">Create an account</Link>
      </p>
    </AuthFrame>
  );
}
