import {
  EMAIL_CHANGE_MESSAGES,
  type EmailChangeCheck,
  type EmailChangeStatus,
  emailChangeBody,
  emailChangeConfirmBody,
  emailChangeQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { hashToken, newToken, verifyPassword } from '../../http/credentials';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { limitRequests } from '../../http/rate-limit';
import { input, readBody } from '../../http/validate';
import { endSessions } from '../auth/end-sessions';
import { useEmailedLink } from '../auth/use-emailed-link';
import { WRONG_CURRENT_PASSWORD } from '../passwords/routes';
import { emailTaken } from '../users/routes';

/** A confirmation link works once, for one day. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** A user asks for at most 5 changes an hour (each one mails two addresses). */
const changeLimit = limitRequests({
  name: 'email-change-user',
  windowMs: 60 * 60_000,
  limit: 5,
  key: (c) => String(c.var.auth.userId),
  message: 'Too many e-mail changes. Please wait an hour and try again.',
});
/** Wrong confirmation tokens from one client: 20 in 15 minutes. */
const confirmLimit = limitRequests({
  name: 'email-change-confirm-client',
  windowMs: 15 * 60_000,
  limit: 20,
  key: clientAddress,
  count: 'failures',
  message: 'Too many attempts. Please wait a few minutes and try again.',
});

async function findUsableChange(db: Db, token: string) {
  const row = await db
    .selectFrom('email_changes as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.account_id', 'e.user_id', 'e.new_email', 'u.email as old_email'])
    .where('e.token_hash', '=', hashToken(token))
    .where('e.used_at', 'is', null)
    .where('e.expires_at', '>', new Date())
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw badRequest(EMAIL_CHANGE_MESSAGES.expired);
  return row;
}

/**
 * A signed-in user's own e-mail change (an administrator changes other users'
 * addresses with PATCH /users/{id}):
 * - POST /email_changes {email, current_password}: 202 `{status: 'pending'}`;
 *   the new address gets a one-day confirmation link, the old one is told.
 * - GET /email_changes?token=: 200 `{valid: true, email}` while the link works, else 400.
 * - PATCH /email_changes {token}: the address changes and every session of the
 *   user ends (calls are signed with the address).
 */
export function emailChangesRoutes() {
  const app = new Hono<AppEnv>();

  app.post(
    '/',
    describeRoute({ returns: 'EmailChangeStatus', status: 202 }),
    authenticate({ allowInactive: true, firstParty: true }),
    changeLimit,
    input('json', emailChangeBody, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      if (auth.tokenKind !== 'session') throw forbidden(EMAIL_CHANGE_MESSAGES.fromOwnAccount);
      const body = await readBody(c);
      const { db, providers, publicOrigin } = c.var.deps;
      const user = await db
        .selectFrom('users')
        .select(['id', 'account_id', 'email', 'name', 'password_hash'])
        .where('id', '=', auth.userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(body.current_password, user.password_hash)))
        throw badRequest(WRONG_CURRENT_PASSWORD);
      if (body.email.toLowerCase() === user.email.toLowerCase())
        throw badRequest(EMAIL_CHANGE_MESSAGES.sameAddress);
      if (await emailTaken(db, body.email, user.id))
        throw conflict('A user with that email already exists');
      const { token, hash } = newToken();
      const now = new Date();
      await db.transaction().execute(async (tx) => {
        // Only the newest link works.
        await tx
          .updateTable('email_changes')
          .set({ used_at: now })
          .where('account_id', '=', user.account_id)
          .where('user_id', '=', user.id)
          .where('used_at', 'is', null)
          .execute();
        await tx
          .insertInto('email_changes')
          .values({
            account_id: user.account_id,
            user_id: user.id,
            new_email: body.email,
            token_hash: hash,
            expires_at: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
          })
          .execute();
      });
      const origin = publicOrigin.replace(/\/$/, '');
      await providers.mail.send({
        to: [body.email],
        subject: 'Confirm your new Plaudit e-mail address',
        text: [
          `Hello ${user.name},`,
          '',
          `To use this address for your Plaudit account instead of ${user.email}, open this link within one day:`,
          '',
          `${origin}/confirm-email?token=${encodeURIComponent(token)}`,
          '',
          'If you did not ask for this, ignore this e-mail; nothing changes.',
        ].join('\n'),
      });
      await providers.mail.send({
        to: [user.email],
        subject: 'Your Plaudit e-mail address is being changed',
        text: [
          `Hello ${user.name},`,
          '',
          `Someone signed in to your Plaudit account asked to change its e-mail address to ${body.email}. It changes only when that address confirms it.`,
          '',
          `If this was not you, change your password at ${origin}/settings/profile and tell your administrator.`,
        ].join('\n'),
      });
      return c.json({ status: 'pending', email: body.email } satisfies EmailChangeStatus, 202);
    },
  );

  app.get(
    '/',
    describeRoute({ returns: 'EmailChangeCheck' }),
    confirmLimit,
    input('query', emailChangeQuery),
    async (c) => {
      const { token } = c.req.valid('query');
      const row = await findUsableChange(c.var.deps.db, token);
      return c.json({ valid: true, email: row.new_email } satisfies EmailChangeCheck);
    },
  );

  app.patch(
    '/',
    describeRoute({ returns: 'EmailChangeStatus' }),
    confirmLimit,
    input('json', emailChangeConfirmBody),
    async (c) => {
      const { db } = c.var.deps;
      const body = c.req.valid('json');
      const row = await findUsableChange(db, body.token);
      if (await emailTaken(db, row.new_email, row.user_id))
        throw conflict('A user with that email already exists');
      const now = new Date();
      await db.transaction().execute(async (tx) => {
        await useEmailedLink(tx, 'email_changes', row, now, EMAIL_CHANGE_MESSAGES.expired);
        await tx
          .updateTable('users')
          .set({ email: row.new_email, updated_at: now })
          .where('id', '=', row.user_id)
          .where('account_id', '=', row.account_id)
          .execute();
        await endSessions(tx, row.user_id, now);
      });
      return c.json({ status: 'updated', email: row.new_email } satisfies EmailChangeStatus);
    },
  );

  return app;
}
