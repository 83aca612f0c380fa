import { errorMessage } from '@plaudit/api-client';
import { SIGNUP_MESSAGES } from '@plaudit/api-client/schemas';
import { useApi } from '@plaudit/hooks';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/AuthFrame';
import { PageLoading } from '../../components/PageLoading';
import { ResendConfirmation } from './CheckInbox';

/**
 * /signup/confirm?token=: the mailed link. Confirms once (PATCH /confirm), which starts the
 * trial and signs the user in, then goes on to the first location. A used or expired link
 * says so and offers a new one.
 */
export function ConfirmSignupPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { api, session } = useApi();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The link works once: not again on a re-render.
    if (started.current) return;
    started.current = true;
    if (!token) {
      setError(SIGNUP_MESSAGES.expired);
      return;
    }
    api.signup
      .confirm(token)
      .then(async (answer) => {
        await session.getState().adoptSession(answer);
        navigate('/signup/location', { replace: true });
      })
      .catch((err: unknown) => setError(errorMessage(err, SIGNUP_MESSAGES.expired)));
  }, [api, session, token, navigate]);

  if (!error) return <PageLoading label="Confirming your email…" />;
  return (
    <AuthFrame title="We could not confirm your email">
      <p role="alert">{error}</p>
      <ResendConfirmation />
      <p className="auth-links">
        Already confirmed? <Link to="/login">Log in</Link>
      </p>
    </AuthFrame>
  );
}
