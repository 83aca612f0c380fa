import { facebookExpiryText } from '@plaudit/api-client';
import { useIntegrationExpiryNotice, usePermission, useSession } from '@plaudit/hooks';
import { buttonClass } from '@plaudit/ui-kit';
import { Link } from 'react-router';
import { ACCESS } from '../access/access';
import { useBasePath, withBase } from '../lib/paths';

/**
 * Spec 1 section 4: when the Facebook access ends within 7 days, the account owner, the
 * integration's creator and a shadowing user see it on every screen (the server decides who);
 * administrators get the way to reconnect.
 */
export function FacebookExpiryBanner() {
  const base = useBasePath();
  const permission = usePermission();
  const isParent = useSession((s) => s.auth.isParent);
  // An inactive account's integrations answer 402 until it pays: not asked.
  const active = useSession((s) => s.auth.account_active);
  const canRead = active && !isParent && permission.can('integration', 'read');
  const { data } = useIntegrationExpiryNotice(canRead);
  const notice = data?.notice;
  if (!notice) return null;
  return (
    <section className="expiry-banner" aria-label="Facebook integration">
      <span>Your Facebook integration {facebookExpiryText(notice.days_until_expires)}.</span>
      {permission.check(ACCESS.integrations) && (
        <Link
          className={buttonClass('inverse', 'sm')}
          to={withBase(base, '/settings/integrations')}
        >
          Reconnect Facebook
        </Link>
      )}
    </section>
  );
}
