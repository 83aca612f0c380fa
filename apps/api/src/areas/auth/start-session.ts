import type { Session } from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import { loadAuth } from '../../http/authenticate';
import { unauthorized } from '../../http/errors';
import { newToken } from './credentials';

const SESSION_DAYS = 30;

/** A new session for a user (a random token, stored hashed, for 30 days): what POST /auth answers. */
export async function startSession(
  db: Db,
  user: { id: number; account_id: number },
): Promise<Session> {
  const { token, hash } = newToken();
  await db
    .insertInto('auth_tokens')
    .values({
      account_id: user.account_id,
      user_id: user.id,
      token_hash: hash,
      kind: 'session',
      expires_at: new Date(Date.now() + SESSION_DAYS * 86_400_000),
    })
    .execute();
  const auth = await loadAuth(db, token);
  if (!auth) throw unauthorized();
  return { token, ...auth.session };
}
