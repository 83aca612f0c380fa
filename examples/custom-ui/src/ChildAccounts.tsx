import { errorMessage } from '@plaudit/api-client';
import { useAccounts, useSession } from '@plaudit/hooks';
import { useId, useState } from 'react';

/**
 * A partner's child accounts: signed in as a partner user, pick a child and the whole app acts
 * in it (the same access token names the child on every call); "Back to" returns. Hidden for
 * users of a single business.
 */
export function ChildAccounts() {
  const isParent = useSession((s) => s.auth.isParent);
  const parentAuth = useSession((s) => s.parentAuth);
  const setShadowSession = useSession((s) => s.setShadowSession);
  const leaveShadowSession = useSession((s) => s.leaveShadowSession);
  const children = useAccounts(isParent ? { per_page: 100 } : undefined, {
    isPaused: () => !isParent,
  });
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  if (parentAuth)
    return (
      <div className="child-accounts">
        <button type="button" className="button" onClick={() => void leaveShadowSession()}>
          Back to all accounts
        </button>
      </div>
    );
  if (!isParent || !children.data?.items.length) return null;
  return (
    <div className="child-accounts">
      <label htmlFor={id}>Account</label>
      <select
        id={id}
        className="select"
        value=""
        onChange={(e) => {
          const child = Number(e.target.value);
          if (!child) return;
          setError(null);
          setShadowSession(child).catch((err: unknown) => setError(errorMessage(err)));
        }}
      >
        <option value="">Choose a client account…</option>
        {children.data.items.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
