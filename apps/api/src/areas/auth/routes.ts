import { loginBody, type Session, shadowTokenBody } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate, loadAuth, readBasicAuth } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { forbidden, HttpError, notFound, unauthorized } from '../../http/errors';
import { readBody } from '../../http/validate';
import { newToken, verifyPassword } from './credentials';

const SESSION_DAYS = 30;
const SHADOW_HOURS = 12;
const FAILURE_WINDOW_MINUTES = 15;
const MAX_FAILURES = 10;

/** Delay before answering the nth failed login in the window: nothing for the first 3, then doubling up to 4 s. */
export const defaultLoginDelay = (failures: number) =>
  failures < 3 ? 0 : Math.min(4000, 250 * 2 ** (failures - 3));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function authRoutes() {
  const app = new Hono<AppEnv>();

  // Log in: e-mail and password give a session with a new random token.
  app.post('/auth', async (c) => {
    const { db, loginDelayMs = defaultLoginDelay } = c.var.deps;
    const body = await readBody(c, loginBody);
    const since = new Date(Date.now() - FAILURE_WINDOW_MINUTES * 60_000);
    const { failures } = await db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('failures'))
      .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email.toLowerCase()))
      .where('failed_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(failures) >= MAX_FAILURES)
      throw new HttpError(
        429,
        'Too many failed login attempts. Please wait a few minutes and try again.',
      );
    const user = await db
      .selectFrom('users')
      .select(['id', 'account_id', 'password_hash'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email.toLowerCase()))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const ok = await verifyPassword(body.password, user?.password_hash ?? null);
    if (!user || !ok) {
      await db.insertInto('login_failures').values({ email: body.email.toLowerCase() }).execute();
      await sleep(loginDelayMs(Number(failures) + 1));
      throw unauthorized('Invalid email or password');
    }
    await db
      .deleteFrom('login_failures')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email.toLowerCase()))
      .execute();
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
    return c.json({ token, ...auth.session } satisfies Session, 201);
  });

  // The current session (also for inactive accounts, so the console can show billing).
  app.get('/auth', authenticate({ allowInactive: true }), (c) => {
    const token = readBasicAuth(c.req.header('authorization'))?.token ?? '';
    return c.json({ token, ...c.var.auth.session } satisfies Session);
  });

  // Log out: the token stops working at once.
  app.delete('/auth', authenticate({ allowInactive: true }), async (c) => {
    await c.var.deps.db
      .updateTable('auth_tokens')
      .set({ revoked_at: new Date() })
      .where('id', '=', c.var.auth.tokenId)
      .execute();
    return c.body(null, 204);
  });

  // A parent user gets a session into one of its child accounts.
  app.post('/shadow_user/tokens', authenticate(), async (c) => {
    const { db } = c.var.deps;
    const auth = c.var.auth;
    const body = await readBody(c, shadowTokenBody);
    if (!auth.isParent) throw forbidden('Only partner accounts can open child accounts.');
    if (!auth.permissions.account.read) throw forbidden();
    const child = await db
      .selectFrom('accounts')
      .select(['id'])
      .where('id', '=', body.child_account_id)
      .where('parent_id', '=', auth.accountId)
      .executeTakeFirst();
    if (!child) throw notFound('Account');
    const { token, hash } = newToken();
    await db
      .insertInto('auth_tokens')
      .values({
        account_id: child.id,
        user_id: auth.userId,
        token_hash: hash,
        kind: 'shadow',
        parent_account_id: auth.accountId,
        expires_at: new Date(Date.now() + SHADOW_HOURS * 3_600_000),
      })
      .execute();
    const session = await loadAuth(db, token);
    if (!session) throw unauthorized();
    return c.json({ token, ...session.session } satisfies Session, 201);
  });

  return app;
}
