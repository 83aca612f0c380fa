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
