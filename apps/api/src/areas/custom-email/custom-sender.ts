import type { CustomEmailSender } from '@plaudit/api-client/schemas';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';

type Row = Selectable<Database['custom_email_senders']>;

export const toCustomEmailSender = (accountId: number, row: Row | undefined): CustomEmailSender =>
  row
    ? {
        account_id: accountId,
        status: row.confirmed_at ? 'confirmed' : 'pending',
        from_name: row.from_name,
        from_address: row.from_address,
        color: row.color,
        logo_url: row.logo_url,
        confirmed_at: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
        updated_at: new Date(row.updated_at).toISOString(),
      }
    : {
        account_id: accountId,
        status: 'not_set',
        from_name: null,
        from_address: null,
        color: null,
        logo_url: null,
        confirmed_at: null,
        updated_at: null,
      };
