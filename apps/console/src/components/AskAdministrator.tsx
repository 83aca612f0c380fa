import type { ReactNode } from 'react';

/**
 * What a user may not do here, said before any form: a note headed "Ask an administrator"
 * with the reason. Billing shows it to non-administrators; every refused screen shows it too.
 */
export function AskAdministrator({ children }: { children: ReactNode }) {
  return (
    <div className="card ask-administrator" role="note">
      <h2>Ask an administrator</h2>
      <p>{children}</p>
    </div>
  );
}
