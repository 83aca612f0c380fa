import {
  toastError,
  useApi,
  useIntegrationsBanner,
  usePermission,
  useSession,
} from '@plaudit/hooks';
import { Button, buttonClass } from '@plaudit/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCESS } from '../access/access';
import { useBasePath, withBase } from '../lib/paths';
import { useTrialBannerShown } from './TrialBanner';

/**
 * Spec 1 section 4 and 6: the integrations banner, for administrators only, while no review
 * site is connected. One of them dismissing it hides it for the whole account.
 */
export function IntegrationsBanner() {
  const base = useBasePath();
  const permission = usePermission();
  const isParent = useSession((s) => s.auth.isParent);
  // A trial's banner asks for Google itself.
  const trialBanner = useTrialBannerShown();
  // An inactive account's integrations answer 402 until it pays: not asked.
  const active = useSession((s) => s.auth.account_active);
  const enabled = active && !isParent && !trialBanner && permission.check(ACCESS.integrations);
  const { data, mutate } = useIntegrationsBanner(enabled);
  const { api } = useApi();
  const [busy, setBusy] = useState(false);
  if (!enabled || !data?.show) return null;
  const dismiss = async () => {
    setBusy(true);
    try {
      await api.integrations.dismissBanner();
      await mutate({ ...data, show: false }, { revalidate: false });
    } catch (err) {
      toastError(err, 'The banner could not be dismissed.');
    } finally {
      setBusy(false);
    }
  };
  const sites = data.sites;
  const list =
    sites.length > 1 ? `${sites.slice(0, -1).join(', ')} or ${sites.at(-1)}` : (sites[0] ?? '');
  return (
    <section className="integrations-banner" aria-label="Connect your review sites">
      <span>
        Connect {list} and your new reviews arrive in Plaudit on their own, with alerts and
        insights.
      </span>
      <span className="integrations-banner__actions">
        <Link
          className={buttonClass('inverse', 'sm')}
          to={withBase(base, '/settings/integrations')}
        >
          Connect review sites
        </Link>
        <Button
          type="button"
          variant="ghost-inverse"
          size="sm"
          disabled={busy}
          onClick={() => void dismiss()}
        >
          Dismiss
        </Button>
      </span>
    </section>
  );
}
