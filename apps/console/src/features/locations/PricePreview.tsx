import { BILLING_MESSAGES } from '@plaudit/api-client/schemas';
import { useBillingPlans, useSession } from '@plaudit/hooks';
import { Button, buttonClass } from '@plaudit/ui-kit';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { formatBillingDate } from '../billing/billing-format';
import { formatCents } from './shared';

export function PricePreview({
  isAdmin,
  flagOff,
  cents,
  limitReached,
  limit,
}: {
  isAdmin: boolean;
  flagOff: boolean;
  cents: number | null;
  limitReached: boolean;
  limit: number | null;
}) {
  const base = useBasePath();
  // During a trial the location is free until the trial ends: say so, with the whole price after it.
  const account = useSession((s) => s.account);
  const trial = account?.status === 'trial';
  const plans = useBillingPlans(trial && isAdmin && !flagOff);
  const setup = plans.data?.setup_amount ?? null;
  return (
    <div className="price-preview">
      {limitReached && (
        <p className="form-error" role="alert">
          Unable to Add Location. Trial accounts can have {limit ?? 1} location.{' '}
          <Link to={withBase(base, '/settings/billing/edit')}>Upgrade</Link> to add more locations.
        </p>
      )}
      {!flagOff &&
        (isAdmin && cents !== null && trial ? (
          <p className="field__hint" data-testid="location-price">
            Free during your trial
            {account?.trial_ended_at ? ` (until ${formatBillingDate(account.trial_ended_at)})` : ''}
            . After it, a location costs {formatCents(cents)} per month
            {setup
              ? `, plus a one-time setup of ${formatCents(setup)} with your first subscription`
              : ''}
            . See <Link to={withBase(base, '/settings/billing')}>billing</Link>.
          </p>
        ) : isAdmin && cents !== null ? (
          <p className="field__hint" data-testid="location-price">
            Adding a location costs {formatCents(cents)} per month. See{' '}
            <Link to={withBase(base, '/settings/billing')}>billing</Link>.
          </p>
        ) : (
          <p className="field__hint">{BILLING_MESSAGES.mayIncurCosts}</p>
        ))}
    </div>
  );
}

/**
 * A trial account at its location limit: instead of a form it cannot save, the reason and
 * the way on (Upgrade now for admins; others ask an admin), and the way back.
 */
export function TrialLimitReached({
  isAdmin,
  limit,
  onBack,
}: {
  isAdmin: boolean;
  limit: number | null;
  onBack: () => void;
}) {
  const base = useBasePath();
  return (
    <section className="form-section trial-limit" aria-labelledby="trial-limit-title">
      <h2 id="trial-limit-title" className="form-section__title">
        Unable to Add Location.
      </h2>
      <p role="alert">
        Trial accounts can have {limit ?? 1} location.{' '}
        {isAdmin
          ? 'Upgrade to add more locations.'
          : 'Ask an administrator of your account to upgrade to add more locations.'}
      </p>
      <p className="button-row">
        {isAdmin && (
          <Link className={buttonClass('primary')} to={withBase(base, '/settings/billing/edit')}>
            Upgrade now
          </Link>
        )}
        <Button type="button" variant="secondary" onClick={onBack}>
          Back to Locations
        </Button>
      </p>
    </section>
  );
}
