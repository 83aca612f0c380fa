import { errorMessage } from '@plaudit/api-client';
import { useApi } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/AuthFrame';

type State =
  | { step: 'ready' }
  | { step: 'done'; name: string; address: string }
  | { step: 'failed'; message: string };

/**
 * /confirm-sender?token=: the link mailed to a custom sender address. Opening it changes
 * nothing; the button confirms (a mail scanner that follows links confirms nothing).
 */
export function ConfirmSenderPage() {
  const { api } = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'ready' });
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const s = await api.customEmail.confirm(token);
      setState({ step: 'done', name: s.from_name ?? '', address: s.from_address ?? '' });
    } catch (err) {
      setState({ step: 'failed', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  if (state.step === 'failed')
    return (
      <AuthFrame title="This link does not work">
        <p role="alert">{state.message}</p>
        <p className="auth-links">
          <Link to="/settings/custom-email">Back to Custom E-mail</Link>
        </p>
      </AuthFrame>
    );
  if (state.step === 'done')
    return (
      <AuthFrame title="Your sender is confirmed">
        <p role="status">
          Review requests and alerts now go out from{' '}
          <strong>
            {state.name} &lt;{state.address}&gt;
          </strong>
          .
        </p>
        <p className="auth-links">
          <Link to="/settings/custom-email">Open Custom E-mail</Link>
        </p>
      </AuthFrame>
    );
  return (
    <AuthFrame title="Confirm your sender address">
      <p>
        Allow Plaudit to send your business’s review requests and alerts from this address. Nothing
        is sent from it until you confirm.
      </p>
      <p>
        <Button
          type="button"
          variant="primary"
          disabled={busy || !token}
          onClick={() => void confirm()}
        >
          Confirm Sender Address
        </Button>
      </p>
    </AuthFrame>
  );
}
