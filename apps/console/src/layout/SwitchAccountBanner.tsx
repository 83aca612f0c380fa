import { useSession } from '@plaudit/hooks';
import { useNavigate } from 'react-router';

/**
 * Shown on every screen under /as/{accountId}: which child account the partner is acting in,
 * and the way back to the partner's account list.
 */
export function SwitchAccountBanner() {
  const accountName = useSession((s) => s.account?.name);
  const leave = useSession((s) => s.leaveShadowSession);
  const navigate = useNavigate();
  const back = async () => {
    const done = leave();
    navigate('/accounts');
    await done;
  };
  return (
    <div className="switch-account-banner" role="region" aria-label="Switch account">
      <span>
        You are viewing <strong>{accountName ?? 'a child account'}</strong> as its partner.
      </span>
      <button type="button" className="button button--small button--inverse" onClick={back}>
        Back to all accounts
      </button>
    </div>
  );
}
