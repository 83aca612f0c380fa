import {
  ACCOUNT_MESSAGES,
  type AccountUsersOverview,
  USER_TYPE_CODES,
  type UserType,
} from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import type { AuthContext } from '../../http/context';
import { verifyPassword } from '../../http/credentials';
import { badRequest, forbidden } from '../../http/errors';
import { WRONG_CURRENT_PASSWORD } from '../passwords/routes';

/** The account's users (not removed, no partner shadow users) per user type, and its owner. */
export async function usersOverview(db: Db, accountId: number): Promise<AccountUsersOverview> {
  const counts = await db
    .selectFrom('users')
    .select(['user_type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .where('shadow_user_id', 'is', null)
    .groupBy('user_type')
    .execute();
  const by = Object.fromEntries(USER_TYPE_CODES.map((t) => [t, 0])) as Record<UserType, number>;
  for (const row of counts) by[row.user_type] = Number(row.n);
  const owner = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .where('owner', '=', true)
    .executeTakeFirst();
  return {
    account_id: accountId,
    total: Object.values(by).reduce((a, b) => a + b, 0),
    by_user_type: by,
    owner: owner ?? null,
  };
}

/**
 * Moves the owner flag (one owner per account; a unique index holds it): only the owner,
 * signed in to the account as themself (not a partner's shadow session), still an Admin and
 * confirming with their password, hands it to another active Admin of the same account.
 * Answers the new owner's name and e-mail.
 */
export async function transferOwner(
  db: Db,
  auth: AuthContext,
  accountId: number,
  body: { user_id: number; current_password: string },
) {
  if (auth.tokenKind !== 'session' || auth.accountId !== accountId)
    throw forbidden(ACCOUNT_MESSAGES.ownerFromOwnAccount);
  const me = await db
    .selectFrom('users')
    .select(['id', 'owner', 'user_type', 'password_hash'])
    .where('id', '=', auth.userId)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!me?.owner || me.user_type !== 'administrator') throw forbidden(ACCOUNT_MESSAGES.ownerOnly);
  if (!(await verifyPassword(body.current_password, me.password_hash)))
    throw badRequest(WRONG_CURRENT_PASSWORD);
  const target = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', '=', body.user_id)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .where('shadow_user_id', 'is', null)
    .where('user_type', '=', 'administrator')
    .where('id', '!=', me.id)
    .executeTakeFirst();
  if (!target) throw badRequest(ACCOUNT_MESSAGES.ownerTarget);
  await db.transaction().execute(async (tx) => {
    // Cleared first (the unique index allows one owner per account at any moment), and only
    // while the caller still owns the account: two transfers at once cannot both win.
    const cleared = await tx
      .updateTable('users')
      .set({ owner: false, updated_at: new Date() })
      .where('id', '=', me.id)
      .where('account_id', '=', accountId)
      .where('owner', '=', true)
      .executeTakeFirst();
    if (Number(cleared.numUpdatedRows) !== 1) throw forbidden(ACCOUNT_MESSAGES.ownerOnly);
    await tx
      .updateTable('users')
      .set({ owner: true, updated_at: new Date() })
      .where('id', '=', target.id)
      .where('account_id', '=', accountId)
      .execute();
  });
  return target;
}
