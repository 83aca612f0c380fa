import { BILLING_MESSAGES } from '@plaudit/api-client/schemas';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
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
  return (
    <div className="price-preview">
      {limitReached && (
        <p className="form-error" role="alert">
          Unable to Add Location. Trial accounts can have {limit ?? 1} location.{' '}
          <Link to={withBase(base, '/settings/billing/edit')}>Upgrade</Link> to add more locations.
        </p>
      )}
      {!flagOff &&
        (isAdmin && cents !== null ? (
          <p className="field__hint">
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
          <Link className="button button--primary" to={withBase(base, '/settings/billing/edit')}>
            Upgrade now
          </Link>
        )}
        <button type="button" className="button button--secondary" onClick={onBack}>
          Back to Locations
        </button>
      </p>
    </section>
  );
}
