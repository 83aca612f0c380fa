import { createSessionStore, EMPTY_AUTH, type SessionStore } from '@plaudit/hooks';
import { grantedPermissions } from './granted-permissions';

/**
 * A session store signed in as an administrator of account 1 (user 5) granted exactly the
 * listed `resource.action` pairs (or every one with `'all'`): the session a test renders with.
 * `auth` changes any field of it (`{ isParent: true }`, `{ token: null }`).
 */
export function signedInSession(
  granted: readonly string[] | 'all',
  auth: Partial<typeof EMPTY_AUTH> = {},
): SessionStore {
  const session = createSessionStore({ storage: null, window: null });
  session.setState({
    auth: {
      ...EMPTY_AUTH,
      token: 't0k3n',
      email: 'admin@demo.test',
      account_id: 1,
      user_id: 5,
      profile_id: 5,
      account_active: true,
      user_type: 'administrator',
      permissions: grantedPermissions(granted),
      ...auth,
    },
  });
  return session;
}
