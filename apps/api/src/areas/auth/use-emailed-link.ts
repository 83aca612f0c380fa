import type { Db } from '../../db/open-database';
import { badRequest } from '../../http/errors';

/** A link sent by e-mail (a password reset, an e-mail change), as its table keeps it. */
type EmailedLink = { id: number; account_id: number; user_id: number };

/**
 * Uses an e-mailed link once: it is marked used in the same transaction as what
 * it does, and a second use (two clicks racing) gets `expired` as a 400. With
 * `endOthers`, the user's other open links of the kind stop working too.
 */
export async function useEmailedLink(
  tx: Db,
  table: 'password_resets' | 'email_changes' | 'signup_confirmations',
  link: EmailedLink,
  now: Date,
  expired: string,
  options: { endOthers?: boolean } = {},
): Promise<void> {
  const used = await tx
    .updateTable(table)
    .set({ used_at: now })
    .where('id', '=', link.id)
    .where('account_id', '=', link.account_id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw badRequest(expired);
  if (options.endOthers)
    await tx
      .updateTable(table)
      .set({ used_at: now })
      .where('account_id', '=', link.account_id)
      .where('user_id', '=', link.user_id)
      .where('used_at', 'is', null)
      .execute();
}
