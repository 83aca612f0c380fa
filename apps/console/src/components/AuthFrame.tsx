import type { Whitelabel } from '@plaudit/api-client';
import { useApi } from '@plaudit/hooks';
import { whitelabelStyle } from '@plaudit/ui-kit';
import { type ReactNode, useEffect, useState } from 'react';
import { usePageTitle } from './PageTitle';

/** Host names that are never a partner's custom domain (no need to ask). */
const isPlainHost = (host: string) =>
  host === 'localhost' || /^[\d.]+$/.test(host) || host.startsWith('[');

/**
 * The white label of the domain the console is served on (GET /whitelabels?custom_domain=),
 * so a partner's own domain shows its colours and logo before anyone signs in.
 */
function useDomainWhitelabel(): Whitelabel | null {
  const { api } = useApi();
  const [brand, setBrand] = useState<Whitelabel | null>(null);
  useEffect(() => {
    const host = window.location.hostname;
    if (isPlainHost(host)) return;
    let cancelled = false;
    api.whitelabel
      .forDomain(host)
      .then((w) => !cancelled && setBrand(w))
      // Without its branding the page still works: Plaudit's own look is shown.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [api]);
  return brand;
}

/** The centred card of the signed-out screens, in the domain's white label when it has one. */
export function AuthFrame({
  title,
  wide = false,
  children,
}: {
  title: string;
  /** A wider card, for a longer form (the first location of a new account). */
  wide?: boolean;
  children: ReactNode;
}) {
  usePageTitle(title);
  const brand = useDomainWhitelabel();
  return (
    <main
      id="main"
      className={`auth-frame${brand ? ' auth-frame--branded' : ''}`}
      style={whitelabelStyle(brand)}
    >
      <div className={wide ? 'auth-card auth-card--wide' : 'auth-card'}>
        {brand ? (
          <p className="auth-brand auth-brand--whitelabel">
            {brand.logo_left ? <img src={brand.logo_left} alt={brand.name} /> : brand.name}
          </p>
        ) : (
          <p className="auth-brand" aria-hidden="true">
            Plaudit
          </p>
        )}
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
