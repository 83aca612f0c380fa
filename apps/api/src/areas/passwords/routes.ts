// The request schemas live in @plaudit/api-client (schemas/passwords.ts).
import {
  passwordChangeBody,
  passwordResetBody,
  passwordResetQuery,
  passwordResetRequestBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { hashPassword, hashToken, verifyPassword } from '../../http/credentials';
import { badRequest } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { limitRequests } from '../../http/rate-limit';
import { input } from '../../http/validate';
import { enqueue } from '../../jobs/queue';
import { requireAcceptablePassword } from '../auth/check-new-password';
import { endSessions } from '../auth/end-sessions';
import { useEmailedLink } from '../auth/use-emailed-link';
import { resetMailJob } from './jobs';

/** One client asks for at most 10 reset mails in 15 minutes. */
const resetRequestLimit = limitRequests({
  name: 'password-reset-client',
  windowMs: 15 * 60_000,
  limit: 10,
  key: clientAddress,
  message: 'Too many password reset requests. Please wait a few minutes and try again.',
});
/** Wrong reset tokens from one client: 20 in 15 minutes. */
const tokenCheckLimit = limitRequests({
  name: 'password-token-client',
  windowMs: 15 * 60_000,
  limit: 20,
  key: clientAddress,
  count: 'failures',
  message: 'Too many attempts. Please wait a few minutes and try again.',
});
export const EXPIRED_LINK = 'This password reset link has expired.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';

/** The reset row of a token that still works, else a 400 with the expired-link text. */
async function findUsableReset(db: Db, token: string) {
  const row = await db
    .selectFrom('password_resets as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.account_id', 'r.user_id', 'u.email'])
    .where('r.token_hash', '=', hashToken(token))
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', new Date())
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw badRequest(EXPIRED_LINK);
  return row;
}

/**
 * Password reset and change:
 * - POST /passwords {email}: always 202; a known user gets a one-hour reset link by e-mail
 *   (queued; at most three an hour per address).
 * - GET /passwords?token=: 200 `{ valid: true, email }` while the link works, else 400.
 * - PATCH /passwords {token, password}: sets the password, uses the link up and ends every session.
 * - POST /passwords/change {current_password, new_password}: for the signed-in user; other
 *   sessions end, the current one stays.
 */
export function passwordsRoutes() {
  const app = new Hono<AppEnv>();

  app.post(
    '/',
    describeRoute({ returns: 'PasswordStatus', status: 202 }),
    resetRequestLimit,
    input('json', passwordResetRequestBody),
    async (c) => {
      const body = c.req.valid('json');
      // The same work for every address: the worker finds the user and sends the mail.
      await enqueue(c.var.deps.db, resetMailJob, { email: body.email.toLowerCase() });
      return c.json({ status: 'accepted' }, 202);
    },
  );

  app.get(
    '/',
    describeRoute({ returns: 'PasswordResetCheck' }),
    tokenCheckLimit,
    input('query', passwordResetQuery),
    async (c) => {
      const { token } = c.req.valid('query');
      const row = await findUsableReset(c.var.deps.db, token);
      return c.json({ valid: true, email: row.email });
    },
  );

  app.patch(
    '/',
    describeRoute({ returns: 'PasswordStatus' }),
    tokenCheckLimit,
    input('json', passwordResetBody),
    async (c) => {
      const { db } = c.var.deps;
      const body = c.req.valid('json');
      const row = await findUsableReset(db, body.token);
      requireAcceptablePassword(body.password, row.email);
      const passwordHash = await hashPassword(body.password);
      const now = new Date();
      await db.transaction().execute(async (tx) => {
        // Every other open link of this user stops working too.
        await useEmailedLink(tx, 'password_resets', row, now, EXPIRED_LINK, { endOthers: true });
        await tx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', row.user_id)
          .where('account_id', '=', row.account_id)
          .execute();
        await endSessions(tx, row.user_id, now);
      });
      return c.json({ status: 'updated' });
    },
  );

  app.post(
    '/change',
    describeRoute({ returns: 'PasswordStatus' }),
    authenticate({ allowInactive: true, firstParty: true }),
    input('json', passwordChangeBody),
    async (c) => {
      const { db } = c.var.deps;
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('id', '=', auth.userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(body.current_password, user.password_hash)))
        throw badRequest(WRONG_CURRENT_PASSWORD);
      requireAcceptablePassword(body.new_password, auth.email);
      const passwordHash = await hashPassword(body.new_password);
      const now = new Date();
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', user.id)
          .execute();
        await endSessions(tx, user.id, now, { except: auth.tokenId });
      });
      return c.json({ status: 'updated' });
    },
  );

  return app;
}
