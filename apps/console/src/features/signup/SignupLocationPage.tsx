import { useAccount, useSession } from '@plaudit/hooks';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthFrame } from '../../components/AuthFrame';
import { PageLoading } from '../../components/PageLoading';
import { loginHref } from '../../lib/paths';
import { LocationForm } from '../locations/LocationForm';
import '../locations/locations.css';

/**
 * /signup/location: the new account's first location, found with the quick place search of the
 * location form (or typed in), then the trial dashboard. Signed-out visitors log in first;
 * an account that already has locations goes straight to its dashboard.
 */
export function SignupLocationPage() {
  const token = useSession((s) => s.auth.token);
  const loaded = useSession((s) => Boolean(s.account));
  const navigate = useNavigate();
  const account = useAccount(token ? undefined : null);
  if (!token) return <Navigate to={loginHref('/signup/location')} replace />;
  if (!loaded || !account.data) return <PageLoading label="Loading your account…" />;
  if (account.data.total_locations > 0) return <Navigate to="/dashboard" replace />;
  return (
    <AuthFrame title="Add your first location" wide>
      <p>
        Find your business on Google and we fill in the details, or type them in. You can add more
        locations later.
      </p>
      <LocationForm
        onCancel={() => navigate('/dashboard')}
        onSaved={() => navigate('/dashboard', { replace: true })}
      />
      <p className="auth-links">
        <Link to="/dashboard">Skip for now</Link>
      </p>
    </AuthFrame>
  );
}
