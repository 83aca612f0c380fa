import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGE_MESSAGES,
  type SignIn,
  signInListQuery,
  USER_TYPES,
  type User,
  userCreateBody,
  userListQuery,
  userUpdateBody,
} from '@plaudit/api-client/schemas';
import { type Context, Hono } from 'hono';
import type { Row } from '../../db/database';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { halList, likeContains, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, guard, requirePermission, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { endSessions } from '../auth/end-sessions';

export function serializeUser(r: Row<'users'>): User {
  return {
    id: r.id,
    account_id: r.account_id,
    email: r.email,
    name: r.name,
    profile_name: r.name,
    user_type: r.user_type,
    user_type_id: USER_TYPES[r.user_type].id,
    owner: r.owner,
    shadow_user_id: r.shadow_user_id,
    created_at: new Date(r.created_at).toISOString(),
  };
}

async function findUser(db: Db, accountId: number, id: number) {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('User');
  return row;
}

export async function emailTaken(db: Db, email: string, exceptId?: number) {
  let q = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deleted_at', 'is', null);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Users who may not change even their own name. */
const READ_ONLY_TYPES = new Set(['read_only', 'email_only']);

function mayEditUser(auth: AuthContext, c: Context<AppEnv>) {
  const self = c.req.param('id') === String(auth.userId);
  // An app's access token has no user scope: it changes nobody, not even its own user.
  if (!self || auth.tokenKind === 'oauth') requirePermission(auth, 'user', 'update');
  else if (READ_ONLY_TYPES.has(auth.userType)) throw forbidden();
}

export function usersRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'User', list: 'users' }),
    allow('user', 'read'),
    input('query', userListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      let base = c.var.deps.db
        .selectFrom('users')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('deleted_at', 'is', null);
      if (!q.include_shadow_users) base = base.where('shadow_user_id', 'is', null);
      if (q.user_type) base = base.where('user_type', '=', q.user_type);
      if (q.keywords) {
        const k = likeContains(q.keywords);
        base = base.where((eb) => eb.or([eb('name', 'ilike', k), eb('email', 'ilike', k)]));
      }
      const count = base.clearSelect().select((eb) => eb.fn.countAll<number>().as('total'));
      const { rows, total } = await pageOf(
        base.orderBy(q.sort?.by ?? 'name', q.sort?.order ?? 'asc').orderBy('id'),
        count,
        q,
      );
      return c.json(
        halList(c.req.url, 'users', rows.map(serializeUser), total, q.page, q.per_page),
      );
    },
  );

  app.get('/:id', describeRoute({ returns: 'User' }), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    // A session always reads its own user, also a partner's acting in a child account (its
    // shadow session's user belongs to the partner account).
    if (id === auth.userId) {
      const own = await c.var.deps.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!own) throw notFound('User');
      return c.json(serializeUser(own));
    }
    requirePermission(auth, 'user', 'read');
    return c.json(serializeUser(await findUser(c.var.deps.db, auth.accountId, id)));
  });

  /**
   * The sessions started for a user's login, newest first: when, how (password, a partner's
   * sign-in link = impersonated, shadow) and, for a partner's link, who minted it. One's own
   * history always (also Read Only); another user's needs user read and the same account.
   * Token values and hashes are never part of it.
   */
  app.get(
    '/:id/sign_ins',
    describeRoute({ returns: 'SignIn', list: 'sign_ins' }),
    input('query', signInListQuery),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const q = c.req.valid('query');
      const { db } = c.var.deps;
      const self = id === auth.userId && auth.tokenKind !== 'oauth';
      if (!self) {
        requirePermission(auth, 'user', 'read');
        await findUser(db, auth.accountId, id);
      }
      const base = db
        .selectFrom('auth_tokens as t')
        .leftJoin('users as iu', 'iu.id', 't.issued_by_user_id')
        .leftJoin('accounts as pa', 'pa.id', 't.parent_account_id')
        .where('t.user_id', '=', id);
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const { rows, total } = await pageOf(
        base
          .select([
            't.id',
            't.user_id',
            't.kind',
            't.created_at',
            't.expires_at',
            't.revoked_at',
            't.parent_account_id',
            't.issued_by_user_id',
            'iu.name as issuer_name',
            'iu.email as issuer_email',
            'pa.name as partner_name',
          ])
          .orderBy('t.created_at', q.sort?.order ?? 'desc')
          .orderBy('t.id', q.sort?.order ?? 'desc'),
        count,
        q,
      );
      const iso = (d: Date | string) => new Date(d).toISOString();
      const items = rows.map(
        (r): SignIn => ({
          id: r.id,
          user_id: r.user_id,
          method:
            r.kind === 'impersonation'
              ? 'impersonated'
              : r.kind === 'shadow'
                ? 'shadow'
                : 'password',
          impersonated: r.kind === 'impersonation',
          created_at: iso(r.created_at),
          expires_at: iso(r.expires_at),
          revoked_at: r.revoked_at ? iso(r.revoked_at) : null,
          issued_by:
            r.kind === 'impersonation' && r.parent_account_id !== null
              ? {
                  user_id: r.issued_by_user_id,
                  name: r.issuer_name,
                  email: r.issuer_email,
                  account_id: r.parent_account_id,
                  account_name: r.partner_name,
                }
              : null,
        }),
      );
      return c.json(halList(c.req.url, 'sign_ins', items, total, q.page, q.per_page));
    },
  );

  app.post(
    '/',
    describeRoute({ returns: 'User', status: 201 }),
    allow('user', 'create'),
    input('json', userCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      if (await emailTaken(db, body.email)) throw conflict('A user with that email already exists');
      const row = await db
        .insertInto('users')
        .values({
          account_id: auth.accountId,
          email: body.email,
          name: body.name,
          user_type: body.user_type,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(serializeUser(row), 201);
    },
  );

  /**
   * Another user needs user update. One's own record: the name, except for
   * Read Only and Email Only users (who change nothing); one's own e-mail only
   * through POST /email_changes (password and confirmation from the new address).
   */
  app.patch(
    '/:id',
    describeRoute({ returns: 'User' }),
    guard(mayEditUser),
    input('json', userUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const existing = await findUser(db, auth.accountId, id);
      const self = id === auth.userId;
      if (self && body.user_type !== undefined && body.user_type !== existing.user_type)
        throw forbidden('You cannot change your own user type.');
      if (existing.owner && body.user_type !== undefined && body.user_type !== 'administrator')
        throw conflict(ACCOUNT_MESSAGES.ownerStaysAdmin);
      if (
        self &&
        body.email !== undefined &&
        body.email.toLowerCase() !== existing.email.toLowerCase()
      )
        throw badRequest(EMAIL_CHANGE_MESSAGES.usePassword);
      if (body.email && (await emailTaken(db, body.email, id)))
        throw conflict('A user with that email already exists');
      const row = await db
        .updateTable('users')
        .set({ ...body, updated_at: new Date() })
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(serializeUser(row));
    },
  );

  app.delete('/:id', describeRoute({ status: 204 }), allow('user', 'delete'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const { db } = c.var.deps;
    const existing = await findUser(db, auth.accountId, id);
    if (id === auth.userId) throw badRequest('You cannot remove yourself.');
    if (existing.owner) throw conflict(ACCOUNT_MESSAGES.ownerNotRemoved);
    const now = new Date();
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('users').set({ deleted_at: now }).where('id', '=', id).execute();
      await endSessions(tx, id, now);
    });
    return c.body(null, 204);
  });

  return app;
}
