import { encodeBasicAuth, errorMessage, isApiError, type Session } from '@plaudit/api-client';
import { email as emailSchema, object, SSO_ERRORS } from '@plaudit/api-client/schemas';
import { useApi, useSession } from '@plaudit/hooks';
import { Button, buttonClass } from '@plaudit/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/AuthFrame';
import { PageLoading } from '../../components/PageLoading';
import { SchemaField, useSchemaForm } from '../../components/schema-form';
import { loginHref, safeRedirect } from '../../lib/paths';
import { FormError } from './FormError';
import { PasswordForm } from './PasswordForm';

/** The expired-link text of the server (PATCH /passwords). */
export const EXPIRED_LINK = 'This password reset link has expired.';

/**
 * POST /passwords' body (passwordResetRequestBody), built here from the e-mail rule: the
 * schema's own module would be one more chunk for the entry to name.
 */
const resetRequestBody = object({ email: emailSchema() });

/** /forgot-password: asks for a reset link (the answer never reveals whether the address exists). */
export function ForgotPasswordPage() {
  const { api } = useApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const errorId = useId();
  const form = useId();
  const { formState, handleSubmit, register, watch, failure, setFailure } = useSchemaForm<{
    email: string;
  }>({
    schema: resetRequestBody,
    labels: { email: 'Email' },
    toBody: (v) => ({ email: v.email.trim() }),
    mode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting: busy } = formState;
  const email = watch('email');

  // Any failure (the server's refusal or no answer) shows above the field, as on the sign-in page.
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.passwords.requestReset({ email: values.email.trim() });
      setSentTo(values.email.trim());
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

  if (sentTo) {
    return (
      <AuthFrame title="Check your email">
        <p role="status">
          If an account exists for <strong>{sentTo}</strong>, we sent it a link to choose a new
          password. The link works for one hour.
        </p>
        <p className="auth-links">
          <Link to="/login">Back to log in</Link>
        </p>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Reset your password">
      <p>
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <FormError id={errorId} message={failure} />
        <SchemaField form={form} errors={errors} name="email" label="Email">
          {(wiring) => (
            <input
              type="email"
              autoComplete="email"
              required
              {...wiring}
              aria-describedby={
                [wiring['aria-describedby'], failure ? errorId : null].filter(Boolean).join(' ') ||
                undefined
              }
              {...register('email')}
            />
          )}
        </SchemaField>
        <Button type="submit" variant="primary" disabled={busy || !email.trim()}>
          Send Reset Link
        </Button>
      </form>
      <p className="auth-links">
        <Link to="/login">Back to log in</Link>
      </p>
    </AuthFrame>
  );
}

/** /reset-password?token=: checks the link, then sets the new password. */
export function ResetPasswordPage() {
  const { api } = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [state, setState] = useState<'checking' | 'ready'>('checking');
  const [email, setEmail] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (!token) {
      navigate('/expired-password', { replace: true });
      return;
    }
    api.passwords.check(token).then(
      (answer) => {
        if (cancelled) return;
        setEmail(answer.email);
        setState('ready');
      },
      () => {
        if (!cancelled) navigate('/expired-password', { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, token, navigate]);

  const submit = async ({ password }: { password: string }) => {
    try {
      await api.passwords.reset({ token, password });
    } catch (err) {
      if (isApiError(err) && errorMessage(err) === EXPIRED_LINK) {
        navigate('/expired-password', { replace: true });
        return;
      }
      throw err;
    }
    navigate('/password-reset-complete', { replace: true });
  };

  if (state === 'checking') return <PageLoading label="Checking your link…" />;
  return (
    <AuthFrame title="Choose a new password">
      {email && <p>For {email}</p>}
      <PasswordForm submitLabel="Save Password" onSubmit={submit} />
    </AuthFrame>
  );
}

/** /expired-password: the link is used up or over an hour old. */
export function ExpiredPasswordPage() {
  return (
    <AuthFrame title="This link has expired">
      <p>{EXPIRED_LINK}</p>
      <p>
        <Link className={buttonClass('primary')} to="/forgot-password">
          Send a New Link
        </Link>
      </p>
      <p className="auth-links">
        <Link to="/login">Back to log in</Link>
      </p>
    </AuthFrame>
  );
}

/** /password-reset-complete. */
export function PasswordResetCompletePage() {
  return (
    <AuthFrame title="Your password has been reset">
      <p>You can now log in with your new password.</p>
      <p>
        <Link className={buttonClass('primary')} to="/login">
          Log In
        </Link>
      </p>
    </AuthFrame>
  );
}

/**
 * /sso-login/:token?redirect=: the single sign-on entry. A partner's token (POST /sso_tokens) is
 * exchanged once for a session (POST /auth/sso). With `?email=`, the token is an identity
 * provider's session token for that address, checked with GET /auth. Either is kept like a login.
 */
export function SsoLoginPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const { api, client, session } = useApi();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const email = params.get('email') ?? '';
  const redirect = safeRedirect(params.get('redirect'));
  const started = useRef(false);

  useEffect(() => {
    // A single-use token is spent by the first call: not again on a re-render.
    if (started.current) return;
    started.current = true;
    if (!token) {
      setError(SSO_ERRORS.invalid);
      return;
    }
    const signIn = email
      ? client
          .get<Session>('/auth', {
            anonymous: true,
            headers: { Authorization: encodeBasicAuth(email, token) },
          })
          .then((answer) => ({ ...answer, token }))
      : api.auth.ssoLogin({ token });
    signIn
      .then((answer) => {
        void session.getState().adoptSession(answer);
        navigate(redirect, { replace: true });
      })
      .catch((err: unknown) => setError(errorMessage(err, SSO_ERRORS.invalid)));
  }, [api, client, session, token, email, redirect, navigate]);

  if (!error) return <PageLoading label="Signing you in…" />;
  return (
    <AuthFrame title="We could not sign you in">
      <p role="alert">{error}</p>
      <p>
        <Link className={buttonClass('primary')} to="/login">
          Log In
        </Link>
      </p>
    </AuthFrame>
  );
}

/** /switch-account/:childAccountId: a partner opens a child account (the /as/ base). */
export function SwitchAccountPage() {
  const { childAccountId = '' } = useParams();
  const token = useSession((s) => s.auth.token);
  if (!/^\d+$/.test(childAccountId)) return <Navigate to="/error" replace />;
  if (!token) return <Navigate to={loginHref(`/switch-account/${childAccountId}`)} replace />;
  return <Navigate to={`/as/${childAccountId}`} replace />;
}
