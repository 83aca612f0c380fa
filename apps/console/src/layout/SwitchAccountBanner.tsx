import { useSession } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useNavigate } from 'react-router';
import { markLeavingShadow } from '../lib/shadow';

/**
 * Shown on every screen under /as/{accountId}: which child account the partner is acting in,
 * and the way back to the partner's account list.
 */
export function SwitchAccountBanner() {
  const accountName = useSession((s) => s.account?.name);
  const leave = useSession((s) => s.leaveShadowSession);
  const navigate = useNavigate();
  const back = async () => {
    markLeavingShadow();
    const done = leave();
    navigate('/accounts');
    await done;
  };
  return (
    <section className="switch-account-banner" aria-label="Switch account">
      <span>
        You are viewing <strong>{accountName ?? 'a child account'}</strong> as its partner.
      </span>
      <Button type="button" variant="inverse" size="sm" onClick={back}>
        Back to all accounts
      </Button>
    </section>
  );
}
