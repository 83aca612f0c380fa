import { errorMessage, type User, type UserType } from '@plaudit/api-client';
import { USER_TYPES, userCreateBody } from '@plaudit/api-client/schemas';
import { toast, useApi, useSession, useUsers } from '@plaudit/hooks';
import {
  Button,
  buttonClass,
  clampPage,
  Modal,
  Pager,
  Select,
  Table,
  type TableColumn,
} from '@plaudit/ui-kit';
import { Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { FormFailure, SchemaField, useSchemaForm } from '../../components/schema-form';
import { useBasePath, withBase } from '../../lib/paths';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

export const USERS_PER_PAGE = 25;
const TYPE_OPTIONS = (Object.keys(USER_TYPES) as UserType[]).map((code) => ({
  code,
  label: USER_TYPES[code].label,
}));

/** /settings/users (admins): search, paging, invite, change user type, remove. */
export function UsersPage() {
  usePageTitle('Users');
  const base = useBasePath();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { api } = useApi();
  const selfId = useSession((s) => s.auth.user_id);
  const [search, setSearch] = useState(params.get('search_terms') ?? '');
  const keywords = useDebouncedValue(search.trim(), 250);
  const requestedPage = clampPage(params.get('page'), Number.MAX_SAFE_INTEGER);
  const { data, error, isLoading, mutate } = useUsers({
    keywords: keywords || undefined,
    page: requestedPage,
    per_page: USERS_PER_PAGE,
    sort: { by: 'name', order: 'asc' },
  });
  const [removing, setRemoving] = useState<User | null>(null);
  const inviteOpen = pathname.endsWith('/settings/users/new');

  // A new search starts at page 1 (and is kept in the URL).
  useEffect(() => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        const before = next.get('search_terms') ?? '';
        if (before === keywords) return prev;
        if (keywords) next.set('search_terms', keywords);
        else next.delete('search_terms');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [keywords, setParams]);

  const pageCount = Math.max(1, data?.paging.totalPages ?? 1);
  const setPage = (page: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (page <= 1) next.delete('page');
      else next.set('page', String(page));
      return next;
    });

  const changeType = async (user: User, userType: UserType) => {
    try {
      await api.users.update(user.id, { user_type: userType });
      toast.success(`${user.name} is now ${USER_TYPES[userType].label}`, 3000);
      await mutate();
    } catch (err) {
      toast.error(err);
    }
  };

  const remove = async () => {
    if (!removing) return;
    const user = removing;
    setRemoving(null);
    try {
      await api.users.remove(user.id);
      toast.success(`${user.name} was removed`, 3000);
      await mutate();
    } catch (err) {
      toast.error(err);
    }
  };

  const columns: TableColumn<User>[] = [
    { key: 'name', header: 'Name', rowHeader: true, cell: (u) => u.name },
    { key: 'email', header: 'Email', cell: (u) => u.email },
    {
      key: 'user_type',
      header: 'User Type',
      cell: (u) =>
        u.id === selfId ? (
          USER_TYPES[u.user_type].label
        ) : (
          <Select
            aria-label={`User type of ${u.name}`}
            value={u.user_type}
            onChange={(e) => void changeType(u, e.target.value as UserType)}
          >
            {TYPE_OPTIONS.map((o) => (
              <option key={o.code} value={o.code}>
                {o.label}
              </option>
            ))}
          </Select>
        ),
    },
    {
      key: 'actions',
      header: <span className="pk-visually-hidden">Actions</span>,
      align: 'right',
      cell: (u) =>
        u.id === selfId ? null : (
          <Button
            type="button"
            variant="quiet"
            size="sm"
            onClick={() => setRemoving(u)}
            aria-label={`Remove ${u.name}`}
          >
            <Trash2 size={14} aria-hidden="true" focusable="false" />
            Remove
          </Button>
        ),
    },
  ];

  return (
    <section className="page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
      </p>
      <div className="page-header">
        <h1 id="page-title">Users</h1>
        <Link className={buttonClass('primary')} to={withBase(base, '/settings/users/new')}>
          Invite User
        </Link>
      </div>
      <div className="toolbar">
        <label className="search-field">
          <span className="pk-visually-hidden">Search users</span>
          <input
            type="search"
            placeholder="Search by name or email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        {data && (
          <span className="toolbar__count" aria-live="polite">
            {data.paging.total} {data.paging.total === 1 ? 'user' : 'users'}
          </span>
        )}
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : (
        <Table
          caption="Users"
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(u) => String(u.id)}
          loading={isLoading}
          emptyText={keywords ? 'No users match your search.' : 'No users yet.'}
        />
      )}
      {pageCount > 1 && (
        <Pager
          page={requestedPage}
          pageCount={pageCount}
          onPageChange={setPage}
          label="Users pages"
        />
      )}
      <InviteUserModal
        open={inviteOpen}
        onClose={() => navigate(withBase(base, '/settings/users'))}
        onInvited={async (user) => {
          // The new user chooses a password through the reset link.
          await api.passwords.requestReset({ email: user.email }).catch(() => undefined);
          toast.success(`Invitation sent to ${user.email}`, 3000);
          await mutate();
          navigate(withBase(base, '/settings/users'));
        }}
      />
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove user"
        description={
          removing
            ? `${removing.name} (${removing.email}) will no longer be able to log in.`
            : undefined
        }
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button type="button" variant="danger" onClick={() => void remove()}>
              Remove User
            </Button>
          </>
        }
      />
    </section>
  );
}

type InviteValues = { email: string; name: string; user_type: UserType };
const EMPTY_INVITE: InviteValues = { email: '', name: '', user_type: 'user' };
const inviteBody = (v: InviteValues) => ({
  email: v.email.trim(),
  name: v.name.trim(),
  user_type: v.user_type,
});

function InviteUserModal({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (user: User) => Promise<void>;
}) {
  const { api } = useApi();
  const formId = useId();
  const { formState, handleSubmit, register, reset, watch, failure, setFailure, saving } =
    useSchemaForm<InviteValues>({
      schema: userCreateBody,
      labels: { email: 'Email', name: 'Name', user_type: 'User Type' },
      toBody: inviteBody,
      defaultValues: EMPTY_INVITE,
    });
  const { errors, isSubmitting: busy } = formState;
  const [email, name] = watch(['email', 'name']);

  useEffect(() => {
    if (open) {
      reset(EMPTY_INVITE);
      setFailure(null);
    }
  }, [open, reset, setFailure]);

  const submit = handleSubmit(
    saving(async (values) => {
      await onInvited(await api.users.create(inviteBody(values)));
    }),
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Invite User"
      description="They get an email with a link to choose a password."
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            disabled={busy || !email.trim() || !name.trim()}
          >
            Send Invitation
          </Button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <FormFailure message={failure} />
        <SchemaField form={formId} errors={errors} name="email" label="Email">
          {(wiring) => <input type="email" autoComplete="off" {...wiring} {...register('email')} />}
        </SchemaField>
        <SchemaField form={formId} errors={errors} name="name" label="Name">
          {(wiring) => <input {...wiring} {...register('name')} />}
        </SchemaField>
        <div className="field">
          <label htmlFor={`${formId}-type`}>User Type</label>
          <Select id={`${formId}-type`} {...register('user_type')}>
            {TYPE_OPTIONS.map((o) => (
              <option key={o.code} value={o.code}>
                {o.label}
              </option>
            ))}
          </Select>
        </div>
      </form>
    </Modal>
  );
}
