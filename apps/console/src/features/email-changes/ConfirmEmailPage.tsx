import { errorMessage } from '@plaudit/api-client';
import { EMAIL_CHANGE_MESSAGES } from '@plaudit/api-client/schemas';
import { useApi, useSession } from '@plaudit/hooks';
import { Button, buttonClass } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/AuthFrame';
import { PageLoading } from '../../components/PageLoading';

type State =
  | { step: 'checking' }
  | { step: 'ready'; email: string }
  | { step: 'done'; email: string }
  | { step: 'failed'; message: string };

/**
 * /confirm-email?token=: the link sent to a new address. Opening it shows the address;
 * the change happens on the button (a mail scanner that follows links changes nothing).
 * Every session of the user ends with the change, this browser's too.
 */
export function ConfirmEmailPage() {
  const { api } = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const endSession = useSession((s) => s.logout);
  const [state, setState] = useState<State>({ step: 'checking' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    if (!token) {
      setState({ step: 'failed', message: EMAIL_CHANGE_MESSAGES.expired });
      return;
    }
    api.emailChanges.check(token).then(
      (answer) => !cancelled && setState({ step: 'ready', email: answer.email }),
      () => !cancelled && setState({ step: 'failed', message: EMAIL_CHANGE_MESSAGES.expired }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, token]);

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await api.emailChanges.confirm(token);
      await endSession().catch(() => undefined);
      setState({ step: 'done', email: answer.email });
    } catch (err) {
      setState({ step: 'failed', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  if (state.step === 'checking') return <PageLoading label="Checking your link…" />;
  if (state.step === 'failed')
    return (
      <AuthFrame title="This link does not work">
        <p role="alert">{state.message}</p>
        <p className="auth-links">
          <Link to="/settings/profile">Back to your profile</Link>
        </p>
      </AuthFrame>
    );
  if (state.step === 'done')
    return (
      <AuthFrame title="Your email address has changed">
        <p role="status">
          You now sign in as <strong>{state.email}</strong>.
        </p>
        <p>
          <Link className={buttonClass('primary')} to="/login">
            Log In
          </Link>
        </p>
      </AuthFrame>
    );
  return (
    <AuthFrame title="Confirm your new email address">
      <p>
        Use <strong>{state.email}</strong> to sign in to Plaudit from now on. You will be signed out
        everywhere and sign in again with this address.
      </p>
      <p>
        <Button type="button" variant="primary" disabled={busy} onClick={() => void confirm()}>
          Confirm Email Address
        </Button>
      </p>
    </AuthFrame>
  );
}
