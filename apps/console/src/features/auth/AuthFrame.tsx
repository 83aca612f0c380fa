import type { ReactNode } from 'react';
import { usePageTitle } from '../../components/PageTitle';

/** The centred card of the signed-out screens. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main id="main" className="auth-frame">
      <div className="auth-card">
        <p className="auth-brand" aria-hidden="true">
          Plaudit
        </p>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
