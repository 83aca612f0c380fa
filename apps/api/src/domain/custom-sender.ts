import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { MailMessage } from '../providers/mail';

/** What a confirmed sender changes in the account's requests and alerts. */
export type CustomSender = {
  from: NonNullable<MailMessage['from']>;
  color: string | null;
  logo: string | null;
};

/**
 * The account's own sender, when the `custom_email` setting is on and its address confirmed
 * the link mailed to it; null means Plaudit's sender and the white label's layout.
 */
export async function loadCustomSender(
  db: Kysely<Database>,
  accountId: number,
): Promise<CustomSender | null> {
  const row = await db
    .selectFrom('custom_email_senders as s')
    .innerJoin('account_settings as a', (j) =>
      j.onRef('a.account_id', '=', 's.account_id').on('a.code', '=', 'custom_email'),
    )
    .select(['s.from_name', 's.from_address', 's.color', 's.logo_url'])
    .where('s.account_id', '=', accountId)
    .where('s.confirmed_at', 'is not', null)
    .where('a.value', '=', 'true')
    .executeTakeFirst();
  if (!row) return null;
  return {
    from: { name: row.from_name, address: row.from_address },
    color: row.color,
    logo: row.logo_url,
  };
}
