import {
  ACCOUNT_MESSAGES,
  accountGetQuery,
  accountListQuery,
  accountOwnerBody,
  accountUpdateBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { Db } from '../../db/open-database';
import { authenticate, loadSettings } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { halList, likeContains, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { limitRequests } from '../../http/rate-limit';
import { input, readId } from '../../http/validate';
import { selectAccounts, serializeAccount } from './serialize-account';
import { transferOwner, usersOverview } from './users-overview';

/** Failed owner transfers (a wrong password among them): 10 in 15 minutes per user. */
const ownerTransferLimit = limitRequests({
  name: 'account-owner-user',
  windowMs: 15 * 60_000,
  limit: 10,
  key: (c) => String(c.var.auth.userId),
  count: 'failures',
  message: 'Too many attempts. Please wait a few minutes and try again.',
});

/** The account itself, or for a partner one of its child accounts; 404 otherwise. */
async function visibleAccount(db: Db, auth: AuthContext, id: number) {
  const row = await selectAccounts(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Account');
  const own = row.id === auth.accountId;
  const child = auth.isParent && row.parent_id === auth.accountId;
  // A shadow session may read the partner account it came from.
  const origin = auth.parentAccountId !== null && row.id === auth.parentAccountId;
  if (!own && !child && !origin) throw notFound('Account');
  return row;
}

export function accountsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate({ allowInactive: true }));

  app.get(
    '/',
    describeRoute({ returns: 'Account', list: 'accounts' }),
    allow('account', 'read'),
    input('query', accountListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const parentId = q.parent_id ?? (auth.isParent ? auth.accountId : undefined);
      if (parentId !== undefined && parentId !== auth.accountId) throw notFound('Account');
      let base = selectAccounts(c.var.deps.db);
      base =
        parentId !== undefined
          ? base.where('a.parent_id', '=', parentId)
          : base.where('a.id', '=', auth.accountId);
      if (q.keywords) base = base.where('a.name', 'ilike', likeContains(q.keywords));
      if (q.status) base = base.where('a.status', '=', q.status);
      const count = base.clearSelect().select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'name';
      const order = q.sort?.order ?? 'asc';
      const sorted =
        by === 'total_locations'
          ? base.orderBy('total_locations', order).orderBy('a.id')
          : base.orderBy(`a.${by}`, order).orderBy('a.id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(c.req.url, 'accounts', rows.map(serializeAccount), total, q.page, q.per_page),
      );
    },
  );

  app.get(
    '/:id',
    describeRoute({ returns: 'Account' }),
    input('query', accountGetQuery),
    async (c) => {
      c.req.valid('query');
      const row = await visibleAccount(c.var.deps.db, c.var.auth, readId(c));
      return c.json(serializeAccount(row));
    },
  );

  /**
   * Account settings: Admins of the account (and a partner's Admins for a child account) change
   * the name, support contacts, time zone, industry and language. An empty support phone or
   * e-mail clears it. A language other than English needs the account's `language_settings`.
   */
  app.patch(
    '/:id',
    describeRoute({ returns: 'Account' }),
    allow('account', 'update'),
    input('json', accountUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const { db } = c.var.deps;
      const id = readId(c);
      const body = c.req.valid('json');
      const row = await visibleAccount(db, auth, id);
      // Only a partner may switch one of its child accounts on or off.
      if (body.active !== undefined && !(auth.isParent && row.parent_id === auth.accountId))
        throw forbidden();
      if (
        body.language !== undefined &&
        body.language !== 'en' &&
        body.language !== row.language &&
        (await loadSettings(db, id)).language_settings !== true
      )
        throw forbidden(ACCOUNT_MESSAGES.languageOff);
      // Letting the partner sign in as the owner is the owner's own consent: not an admin's,
      // nor a session the partner started.
      if (
        body.partner_owner_sign_in !== undefined &&
        body.partner_owner_sign_in !== row.partner_owner_sign_in &&
        !(auth.owner && auth.tokenKind === 'session' && auth.accountId === id)
      )
        throw forbidden(ACCOUNT_MESSAGES.partnerOwnerSignInOwnerOnly);
      const changes = {
        ...body,
        ...(body.support_phone !== undefined ? { support_phone: body.support_phone || null } : {}),
        ...(body.support_email !== undefined ? { support_email: body.support_email || null } : {}),
      };
      if (Object.keys(changes).length > 0)
        await db
          .updateTable('accounts')
          .set({ ...changes, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
      const updated = await visibleAccount(db, auth, id);
      return c.json(serializeAccount(updated));
    },
  );

  /** How many users of each type the account has, and its owner (everyone who reads the account). */
  app.get(
    '/:id/users_overview',
    describeRoute({ returns: 'AccountUsersOverview' }),
    allow('account', 'read'),
    async (c) => {
      const { db } = c.var.deps;
      const row = await visibleAccount(db, c.var.auth, readId(c));
      return c.json(await usersOverview(db, row.id));
    },
  );

  /**
   * Owner transfer: the owner (an Admin, signed in as themself) gives the owner flag to another
   * active Admin of the account, confirming with their password. Answers the users overview.
   */
  app.post(
    '/:id/owner',
    describeRoute({ returns: 'AccountUsersOverview' }),
    allow('account', 'update'),
    ownerTransferLimit,
    input('json', accountOwnerBody),
    async (c) => {
      const auth = c.var.auth;
      const { db, providers } = c.var.deps;
      const id = readId(c);
      const body = c.req.valid('json');
      const account = await visibleAccount(db, auth, id);
      const owner = await transferOwner(db, auth, account.id, body);
      await providers.mail
        .send({
          to: [owner.email],
          subject: `You are now the owner of ${account.name} on Plaudit`,
          text: [
            `Hello ${owner.name},`,
            '',
            `${auth.email} made you the owner of the Plaudit account ${account.name}.`,
          ].join('\n'),
        })
        .catch(() => undefined);
      return c.json(await usersOverview(db, account.id));
    },
  );

  return app;
}
