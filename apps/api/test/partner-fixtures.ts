import type { Session } from '@plaudit/api-client/schemas';
import { newToken } from '../src/http/credentials';
import type { TestApi } from './test-api';

/**
 * A user made for a test (no password: a session token is issued directly), in an existing
 * account or in a new parent account of its own. Answers what `api.request({ auth })` needs.
 */
export async function makeUser(
  api: TestApi,
  opts: {
    accountId?: number;
    parentAccountName?: string;
    userType?: 'administrator' | 'manager' | 'user' | 'read_only';
  },
): Promise<Session & { account_id: number; user_id: number }> {
  const { db } = api;
  const accountId =
    opts.accountId ??
    (
      await db
        .insertInto('accounts')
        .values({ name: opts.parentAccountName ?? 'Other Partner', is_parent: true })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const email = `t${Math.random().toString(36).slice(2, 10)}@partner.test`;
  const user = await db
    .insertInto('users')
    .values({
      account_id: accountId,
      email,
      name: 'Test User',
      user_type: opts.userType ?? 'administrator',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token, hash } = newToken();
  await db
    .insertInto('auth_tokens')
    .values({
      account_id: accountId,
      user_id: user.id,
      token_hash: hash,
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return { email, token, account_id: accountId, user_id: user.id } as Session & {
    account_id: number;
    user_id: number;
  };
}
