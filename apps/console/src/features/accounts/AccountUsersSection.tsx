import { errorMessage, type UserType } from '@plaudit/api-client';
import { USER_TYPES } from '@plaudit/api-client/schemas';
import { useAccountUsersOverview, usePermission } from '@plaudit/hooks';
import { Button, buttonClass } from '@plaudit/ui-kit';
import { Link } from 'react-router';
import { ACCESS } from '../../access/access';
import { useBasePath, withBase } from '../../lib/paths';

/** From the most rights to the fewest, as the overview lists them. */
const ORDER: UserType[] = [
  'administrator',
  'manager',
  'user',
  'limited_user',
  'read_only',
  'email_only',
];

/** The account's users per user type, with the way to manage them for those who may. */
export function AccountUsersSection() {
  const base = useBasePath();
  const { data, error, mutate } = useAccountUsersOverview();
  const canManage = usePermission().check(ACCESS.users);
  return (
    <section
      id="account-users"
      className="card account-settings__card"
      aria-labelledby="account-users-title"
    >
      <div className="account-settings__heading">
        <h2 id="account-users-title">Users</h2>
        {canManage && (
          <Link className={buttonClass('secondary')} to={withBase(base, '/settings/users')}>
            Manage Users
          </Link>
        )}
      </div>
      {error ? (
        <div className="form-error" role="alert">
          <p>{errorMessage(error)}</p>
          <Button type="button" variant="secondary" onClick={() => void mutate()}>
            Try Again
          </Button>
        </div>
      ) : !data ? (
        <div className="skeleton skeleton--lines" role="status" aria-label="Loading users">
          <span />
          <span />
          <span />
        </div>
      ) : (
        <>
          <p>{data.total === 1 ? '1 user' : `${data.total} users`} in this account</p>
          <dl className="definition-list account-settings__list">
            {ORDER.filter((t) => data.by_user_type[t] > 0).map((t) => (
              <div key={t} className="account-settings__count">
                <dt>{USER_TYPES[t].label}</dt>
                <dd>{data.by_user_type[t]}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
