import type { Session } from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import { loadAuth } from '../../http/authenticate';
import { newToken } from '../../http/credentials';
import { unauthorized } from '../../http/errors';

const SESSION_DAYS = 30;

/**
 * A new session for a user (a random token, stored hashed, for 30 days): what POST /auth answers.
 * `impersonation`: someone else acts as the user (a partner's sign-in link), recorded with the
 * partner's account and the partner user who started it.
 */
export async function startSession(
  db: Db,
  user: { id: number; account_id: number },
  as:
    | { kind: 'session' }
    | { kind: 'impersonation'; parentAccountId: number; issuedByUserId: number | null } = {
    kind: 'session',
  },
): Promise<Session> {
  const { token, hash } = newToken();
  await db
    .insertInto('auth_tokens')
    .values({
      account_id: user.account_id,
      user_id: user.id,
      token_hash: hash,
      kind: as.kind,
      ...(as.kind === 'impersonation'
        ? { parent_account_id: as.parentAccountId, issued_by_user_id: as.issuedByUserId }
        : {}),
      expires_at: new Date(Date.now() + SESSION_DAYS * 86_400_000),
    })
    .execute();
  const auth = await loadAuth(db, token);
  if (!auth) throw unauthorized();
  return { token, ...auth.session };
}
