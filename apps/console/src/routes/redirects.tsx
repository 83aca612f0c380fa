import { Navigate, useLocation, useParams } from 'react-router';
import { useBasePath, withBase } from '../lib/paths';

/** Redirects to `to`, keeping the query (and the /as/ base when `base`). */
export function RedirectKeepQuery({ to, base = true }: { to: string; base?: boolean }) {
  const { search } = useLocation();
  const basePath = useBasePath();
  return <Navigate to={(base ? withBase(basePath, to) : to) + search} replace />;
}

/** `/account/*` → `/settings/account/*`, `/billing/*` → `/settings/billing/*`, query kept. */
export function RedirectSplat({ to }: { to: string }) {
  const { search } = useLocation();
  const splat = useParams()['*'] ?? '';
  const basePath = useBasePath();
  const target = splat ? `${to}/${splat}` : to;
  return <Navigate to={withBase(basePath, target) + search} replace />;
}
