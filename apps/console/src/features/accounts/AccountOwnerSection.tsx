import { type Account, errorMessage, type User } from '@plaudit/api-client';
import { ACCOUNT_MESSAGES, object, string } from '@plaudit/api-client/schemas';
import {
  toast,
  useAccountUsersOverview,
  useApi,
  usePermission,
  useSession,
  useUsers,
} from '@plaudit/hooks';
import { Button, Modal, Select } from '@plaudit/ui-kit';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ACCESS } from '../../access/access';
import { FormFailure, SchemaField, useSchemaForm } from '../../components/schema-form';
import { useBasePath, withBase } from '../../lib/paths';

/** The chosen Admin (accountOwnerBody's user_id, as the select holds it). */
const CHOOSE_OWNER = object({ user_id: string({ min: 1 }) });
/** The owner's password (accountOwnerBody's current_password). */
const CONFIRM_PASSWORD = object({ current_password: string({ min: 1, max: 200, trim: false }) });

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
  const [confirming, setConfirming] = useState<User | null>(null);
  const { formState, handleSubmit, register, reset, watch } = useSchemaForm<{ user_id: string }>({
    schema: CHOOSE_OWNER,
    labels: { user_id: 'New owner' },
    mode: 'onSubmit',
    defaultValues: { user_id: '' },
  });
  const chosenId = watch('user_id');
  const choose = handleSubmit(({ user_id }) => {
    const user = candidates.find((u) => String(u.id) === user_id);
    if (user) setConfirming(user);
  });

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
      <form className="form account-settings__transfer" onSubmit={choose} noValidate>
        <SchemaField
          form={id}
          errors={formState.errors}
          name="user_id"
          label="New owner"
          hint="Only Admins of this account can own it."
        >
          {(wiring) => (
            <Select {...wiring} {...register('user_id')}>
              <option value="">Choose an Admin</option>
              {candidates.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name} ({u.email})
                </option>
              ))}
            </Select>
          )}
        </SchemaField>
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
          reset();
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
  const { formState, handleSubmit, register, reset, failure, setFailure } = useSchemaForm<{
    current_password: string;
  }>({
    schema: CONFIRM_PASSWORD,
    labels: { current_password: 'Your password' },
    fieldOf: (_issue, body) =>
      (body as { current_password: string }).current_password === ''
        ? { field: 'current_password', message: 'Enter your password to confirm.' }
        : undefined,
    mode: 'onSubmit',
    defaultValues: { current_password: '' },
  });
  const busy = formState.isSubmitting;

  useEffect(() => {
    if (user) {
      reset();
      setFailure(null);
    }
  }, [user, reset, setFailure]);

  // Any failure (a wrong password, no answer) shows above the field.
  const submit = handleSubmit(async ({ current_password }) => {
    setFailure(null);
    try {
      await onConfirm(current_password);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

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
      <form id={id} className="form" onSubmit={submit} noValidate>
        <FormFailure message={failure} />
        <SchemaField
          form={id}
          errors={formState.errors}
          name="current_password"
          label="Your password"
        >
          {(wiring) => (
            <input
              type="password"
              autoComplete="current-password"
              {...wiring}
              {...register('current_password')}
            />
          )}
        </SchemaField>
      </form>
    </Modal>
  );
}
