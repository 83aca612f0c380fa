import { type Account, errorMessage } from '@plaudit/api-client';
import { toast, useApi, useSession } from '@plaudit/hooks';
import { useId, useState } from 'react';

/**
 * The owner's consent to the partner signing in as the owner (`partner_owner_sign_in`, PATCH
 * /accounts/{id}): only the owner of a child account, signed in as themself, sees and changes
 * it. Everyone else sees nothing.
 */
export function PartnerSignInConsent({
  account,
  onSaved,
}: {
  account: Account;
  onSaved: (account: Account) => void;
}) {
  const { api } = useApi();
  const isOwner = useSession((s) => s.auth.isAccountOwner);
  const acting = useSession((s) => s.auth.isShadowing || s.auth.isImpersonated);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  if (account.parent_id === null || !isOwner || acting) return null;

  const change = async (allowed: boolean) => {
    setBusy(true);
    setError(null);
    try {
      onSaved(await api.accounts.update(account.id, { partner_owner_sign_in: allowed }));
      toast.success(
        allowed ? 'Your partner may sign in as you' : 'Your partner may no longer sign in as you',
        3000,
      );
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      id="account-partner-sign-in"
      className="card account-settings__card"
      aria-labelledby="account-partner-sign-in-title"
    >
      <h2 id="account-partner-sign-in-title">Partner sign-in</h2>
      <p className="form-error" role="alert" hidden={!error}>
        {error}
      </p>
      <div className="field field--checkbox">
        <label>
          <input
            type="checkbox"
            role="switch"
            aria-checked={account.partner_owner_sign_in}
            checked={account.partner_owner_sign_in}
            disabled={busy}
            aria-describedby={hintId}
            onChange={(e) => void change(e.target.checked)}
          />{' '}
          Let my partner sign in as me
        </label>
        <p id={hintId} className="field__hint">
          When on, your partner can sign in as you, the account owner, and act with your
          permissions, for example to help with your settings. Each such sign-in shows in your
          sign-in history with the name of the partner user who started it. Off by default.
        </p>
      </div>
    </section>
  );
}
