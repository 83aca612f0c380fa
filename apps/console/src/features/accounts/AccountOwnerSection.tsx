import { type Account, errorMessage, type User } from '@plaudit/api-client';
import { ACCOUNT_MESSAGES } from '@plaudit/api-client/schemas';
import {
  toast,
  useAccountUsersOverview,
  useApi,
  usePermission,
  useSession,
  useUsers,
} from '@plaudit/hooks';
import { Button, Modal, Select } from '@plaudit/ui-kit';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ACCESS } from '../../access/access';
import { useBasePath, withBase } from '../../lib/paths';

/**
 * The account's owner; the owner (an Admin signed in as themself) hands ownership to another
 * Admin after confirming with their password.
 */
export function AccountOwnerSection({ account }: { account: Account }) {
  const base = useBasePath();
  const overview = useAccountUsersOverview();
  const isOwner = useSession((s) => s.auth.isAccountOwner);
  const acting = useSession((s) => s.auth.isShadowing || s.auth.isImpersonated);
  const permission = usePermission();
  const canTransfer = isOwner && !acting && permission.isUserType('administrator');
  const owner = overview.data?.owner ?? null;

  return (
    <section
      id="account-owner"
      className="card account-settings__card"
      aria-labelledby="account-owner-title"
    >
      <h2 id="account-owner-title">Account owner</h2>
      {overview.error ? (
        <p className="form-error" role="alert">
          {errorMessage(overview.error)}
        </p>
      ) : !overview.data ? (
        <div className="skeleton skeleton--lines" role="status" aria-label="Loading owner">
          <span />
        </div>
      ) : (
        <p className="account-settings__owner">
          {owner ? (
            <>
              <strong>{owner.name}</strong> <span>({owner.email})</span>
            </>
          ) : (
            'This account has no owner.'
          )}
        </p>
      )}
      {canTransfer ? (
        <TransferOwnerForm
          account={account}
          ownerId={owner?.id ?? null}
          onTransferred={() => void overview.mutate()}
          usersHref={permission.check(ACCESS.users) ? withBase(base, '/settings/users') : null}
        />
      ) : (
        <p className="field__hint">{ACCOUNT_MESSAGES.ownerOnly}</p>
      )}
    </section>
  );
}

function TransferOwnerForm({
  account,
  ownerId,
  onTransferred,
  usersHref,
}: {
  account: Account;
  ownerId: number | null;
  onTransferred: () => void;
  usersHref: string | null;
}) {
  const { api, session } = useApi();
  const id = useId();
  const admins = useUsers({ user_type: 'administrator', per_page: 100, sort: { by: 'name' } });
  const candidates = (admins.data?.items ?? []).filter((u) => u.id !== ownerId && !u.owner);
  const [chosenId, setChosenId] = useState('');
  const [confirming, setConfirming] = useState<User | null>(null);

  if (admins.error)
    return (
      <p className="form-error" role="alert">
        {errorMessage(admins.error)}
      </p>
    );
  if (!admins.data) return null;
  if (candidates.length === 0)
    return (
      <p className="field__hint">
        To transfer ownership, first make another user an Admin
        {usersHref ? (
          <>
            {' '}
            in <Link to={usersHref}>Users</Link>
          </>
        ) : null}
        .
      </p>
    );

  const chosen = candidates.find((u) => String(u.id) === chosenId) ?? null;
  return (
    <>
      <form
        className="form account-settings__transfer"
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen) setConfirming(chosen);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-owner`}>New owner</label>
          <Select id={`${id}-owner`} value={chosenId} onChange={(e) => setChosenId(e.target.value)}>
            <option value="">Choose an Admin</option>
            {candidates.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name} ({u.email})
              </option>
            ))}
          </Select>
          <p className="field__hint">Only Admins of this account can own it.</p>
        </div>
        <div className="account-settings__actions">
          <Button type="submit" variant="secondary" disabled={!chosen}>
            Transfer Ownership
          </Button>
        </div>
      </form>
      <ConfirmTransfer
        accountName={account.name}
        user={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={async (password) => {
          if (!confirming) return;
          await api.accounts.transferOwner(account.id, {
            user_id: confirming.id,
            current_password: password,
          });
          toast.success(ACCOUNT_MESSAGES.ownerTransferred(confirming.name), 3000);
          setConfirming(null);
          setChosenId('');
          onTransferred();
          // The session's owner flag follows (GET /auth).
          await session
            .getState()
            .refresh()
            .catch(() => undefined);
        }}
      />
    </>
  );
}

/** The confirmation: what changes, and the owner's password. */
function ConfirmTransfer({
  accountName,
  user,
  onClose,
  onConfirm,
}: {
  accountName: string;
  user: User | null;
  onClose: () => void;
  onConfirm: (password: string) => Promise<void>;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (user) {
      setPassword('');
      setError(null);
    }
  }, [user]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Enter your password to confirm.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(password);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title="Transfer account ownership"
      description={
        user
          ? `${user.name} (${user.email}) will become the owner of ${accountName}. You stay an Admin, but only the new owner can transfer ownership again.`
          : undefined
      }
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={id} variant="danger" disabled={busy}>
            {busy ? 'Transferring…' : 'Transfer Ownership'}
          </Button>
        </>
      }
    >
      <form id={id} className="form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="form-error" role="alert" hidden={!error}>
          {error}
        </p>
        <div className="field">
          <label htmlFor={`${id}-password`}>Your password</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
      </form>
    </Modal>
  );
}
