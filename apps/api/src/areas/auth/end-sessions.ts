import type { Db } from '../../db/open-database';

/**
 * Signs a user out everywhere (a new password or e-mail, a removed user): every
 * open session token of the user is revoked, but `except` (the session that asked).
 */
export async function endSessions(
  tx: Db,
  userId: number,
  now: Date,
  options: { except?: number } = {},
): Promise<void> {
  let q = tx
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (options.except !== undefined) q = q.where('id', '!=', options.except);
  await q.execute();
}
