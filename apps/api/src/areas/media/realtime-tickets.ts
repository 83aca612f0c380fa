import { REALTIME_TICKET_SECONDS } from '@plaudit/api-client/schemas';
import type { MiddlewareHandler } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate, isAccountActive, NO_TOKEN_IN_URL } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { hashToken, newToken } from '../../http/credentials';
import { paymentRequired, unauthorized } from '../../http/errors';

/** The realtime routes' context: the account whose channel is opened. */
export type RealtimeEnv = AppEnv & {
  Variables: AppEnv['Variables'] & { realtimeAccountId: number };
};

/** A ticket for one channel, standing for the caller's session (or app access token). */
export async function issueRealtimeTicket(
  db: Db,
  auth: AuthContext,
  channel: string,
): Promise<{ ticket: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + REALTIME_TICKET_SECONDS * 1000);
  await db
    .insertInto('realtime_tickets')
    .values({
      ticket_hash: hash,
      account_id: auth.accountId,
      channel,
      auth_token_id: auth.tokenKind === 'oauth' ? null : auth.tokenId,
      oauth_access_token_id: auth.tokenKind === 'oauth' ? auth.tokenId : null,
      expires_at: expiresAt,
    })
    .execute();
  // Used and expired tickets are gone already or of no further use: they go now and then.
  await db
    .deleteFrom('realtime_tickets')
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
  return { ticket: token, expiresAt };
}

/**
 * The ticket of `?ticket=` for this channel, used up: its account, while the ticket is within
 * its minute and the session that asked for it is still signed in; null otherwise.
 */
async function useTicket(db: Db, ticket: string, channel: string): Promise<number | null> {
  // The DELETE is the check: two requests with one ticket get one stream.
  const row = await db
    .deleteFrom('realtime_tickets')
    .where('ticket_hash', '=', hashToken(ticket))
    .where('channel', '=', channel)
    .returning(['account_id', 'auth_token_id', 'oauth_access_token_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) return null;
  const signedIn = row.auth_token_id
    ? await db
        .selectFrom('auth_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select('t.id')
        .where('t.id', '=', row.auth_token_id)
        .where('t.revoked_at', 'is', null)
        .where('t.expires_at', '>', new Date())
        .where('u.deleted_at', 'is', null)
        .executeTakeFirst()
    : await db
        .selectFrom('oauth_access_tokens')
        .select('id')
        .where('id', '=', row.oauth_access_token_id!)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
  return signedIn ? row.account_id : null;
}

/** Whether the account may still use the product (a ticket is checked as a session is). */
async function accountActive(db: Db, accountId: number): Promise<boolean> {
  const account = await db
    .selectFrom('accounts')
    .select(['active', 'status', 'trial_ended_at'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  return account ? isAccountActive(account) : false;
}

/**
 * Who opens a channel: a ticket (`?ticket=`, once, within a minute), else the Authorization
 * header as everywhere. Sets `realtimeAccountId`. A session token in the URL (`auth_token`,
 * `token`) is refused with 401 saying so.
 */
export function authenticateChannel(): MiddlewareHandler<RealtimeEnv> {
  const byHeader = authenticate();
  return async (c, next) => {
    if (c.req.query('auth_token') !== undefined || c.req.query('token') !== undefined)
      throw unauthorized(NO_TOKEN_IN_URL);
    const ticket = c.req.query('ticket');
    if (ticket !== undefined) {
      const { db } = c.var.deps;
      const accountId = /^[A-Za-z0-9_-]{43}$/.test(ticket)
        ? await useTicket(db, ticket, c.req.param('channel') ?? '')
        : null;
      if (accountId === null)
        throw unauthorized(
          'The ticket is not valid: it works once, within a minute, for its channel',
        );
      if (!(await accountActive(db, accountId))) throw paymentRequired();
      c.set('realtimeAccountId', accountId);
      return next();
    }
    return (byHeader as unknown as MiddlewareHandler<RealtimeEnv>)(c, async () => {
      c.set('realtimeAccountId', c.var.auth.accountId);
      await next();
    });
  };
}
