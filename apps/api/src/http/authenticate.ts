import {
  narrowPermissions,
  OAUTH_ERRORS,
  type Session,
  USER_TYPES,
} from '@plaudit/api-client/schemas';
import type { MiddlewareHandler } from 'hono';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../db/database';
import type { Db } from '../db/open-database';
import { requireOwnAccountId } from './account-scope';
import { cachedAuth, rememberAuth } from './auth-cache';
import type { AppEnv, AuthContext } from './context';
import { hashToken } from './credentials';
import { type AccountSettingsMap, derivePermissions } from './derive-permissions';
import { forbidden, notFound, paymentRequired, unauthorized } from './errors';
import { markAnswers, markAuthenticating } from './openapi/describe-route';

/** Account settings as a map; the strings 'true' and 'false' become booleans. */
export async function loadSettings(db: Db, accountId: number): Promise<AccountSettingsMap> {
  const rows = await db
    .selectFrom('account_settings')
    .select(['code', 'value'])
    .where('account_id', '=', accountId)
    .execute();
  const map: AccountSettingsMap = {};
  for (const r of rows)
    map[r.code] = r.value === 'true' ? true : r.value === 'false' ? false : r.value;
  return map;
}

/**
 * Whether an account may use the product: active, not expired or suspended, and not a trial
 * whose end has passed (spec 1 section 4: at the end of a trial the account becomes inactive
 * and every call but billing answers 402, until an admin upgrades through billing).
 */
export function isAccountActive(
  account: { active: boolean; status: string; trial_ended_at: Date | string | null },
  now = new Date(),
): boolean {
  if (!account.active || account.status === 'expired' || account.status === 'suspended')
    return false;
  if (account.status === 'trial' && account.trial_ended_at !== null)
    return new Date(account.trial_ended_at).getTime() > now.getTime();
  return true;
}

type CallerRow = {
  whitelabel_id: number | null;
  token_id: number;
  kind: AuthContext['tokenKind'];
  parent_account_id: number | null;
  expires_at: Date | string;
  user_id: number;
  email: string;
  user_type: AuthContext['userType'];
  owner: boolean;
  account_id: number;
  active: boolean;
  status: Session['status'];
  trial_ended_at: Date | string | null;
  is_parent: boolean;
  /** The account's settings as one JSON object (code -> value), null when it has none. */
  settings: Record<string, string> | null;
};

/** Account settings rows as a map; the strings 'true' and 'false' become booleans. */
function settingsMap(values: Record<string, string> | null): AccountSettingsMap {
  const map: AccountSettingsMap = {};
  for (const [code, value] of Object.entries(values ?? {}))
    map[code] = value === 'true' ? true : value === 'false' ? false : value;
  return map;
}

/** The caller's context from a token's row; `oauth` narrows the permissions to the scopes. */
function buildAuth(row: CallerRow, oauth: AuthContext['oauth'] = null): AuthContext {
  const settings = settingsMap(row.settings);
  const derived = derivePermissions(row.user_type, settings, row.is_parent);
  const permissions = oauth ? narrowPermissions(derived, oauth.scopes) : derived;
  const accountActive = isAccountActive(row);
  const session: Omit<Session, 'token'> = {
    email: row.email,
    account_id: row.account_id,
    account_active: accountActive,
    user_id: row.user_id,
    profile_id: row.user_id,
    user_type: row.user_type,
    user_type_id: USER_TYPES[row.user_type].id,
    permissions,
    isParent: row.is_parent,
    isShadowing: row.kind === 'shadow',
    isImpersonated: row.kind === 'impersonation',
    isAccountOwner: row.owner,
    isWhitelabel: row.whitelabel_id !== null,
    status: row.status,
    parent_account_id: row.parent_account_id,
    expires_at: new Date(row.expires_at).toISOString(),
    ...(oauth ? { token_type: 'bearer' as const, scopes: oauth.scopes } : {}),
  };
  return {
    tokenId: row.token_id,
    tokenKind: row.kind,
    oauth,
    userId: row.user_id,
    email: row.email,
    userType: row.user_type,
    owner: row.owner,
    accountId: row.account_id,
    accountActive,
    isParent: row.is_parent,
    parentAccountId: row.parent_account_id,
    settings,
    permissions,
    session,
  };
}

/** The user and account columns both kinds of token resolve to (`u` users, `a` accounts). */
const CALLER_COLUMNS = [
  'u.id as user_id',
  'u.email',
  'u.user_type',
  'u.owner',
  'a.id as account_id',
  'a.active',
  'a.status',
  'a.trial_ended_at',
  'a.is_parent',
] as const;

/**
 * The caller's account settings in the same query as the token (one round trip per request, not
 * two): `(SELECT json_object_agg(code, value) FROM account_settings WHERE account_id = a.id)`.
 */
const settingsOfAccount = (eb: ExpressionBuilder<Database & { a: Database['accounts'] }, 'a'>) =>
  eb
    .selectFrom('account_settings as s')
    .select(sql<Record<string, string> | null>`json_object_agg(s.code, s.value)`.as('settings'))
    .whereRef('s.account_id', '=', 'a.id')
    .as('settings');

/** Resolves a raw session token to the caller, or null when unknown, revoked or expired. */
export async function loadAuth(db: Db, token: string): Promise<AuthContext | null> {
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    // A child account shows its partner's white label unless it has its own (GET /mywhitelabel).
    .leftJoin('accounts as p', 'p.id', 'a.parent_id')
    .select((eb) => [
      eb.fn.coalesce('a.whitelabel_id', 'p.whitelabel_id').as('whitelabel_id'),
      't.id as token_id',
      't.kind',
      't.parent_account_id',
      't.expires_at',
      ...CALLER_COLUMNS,
      settingsOfAccount(eb),
    ])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', new Date())
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? buildAuth(row) : null;
}

/**
 * Resolves a partner app's access token (`Authorization: Bearer`, issued by /api/oauth/token)
 * to the user who authorized the app, with the permissions narrowed to the granted scopes;
 * null when unknown, revoked, expired or of a user who has gone.
 */
export async function loadBearerAuth(db: Db, token: string): Promise<AuthContext | null> {
  const row = await db
    .selectFrom('oauth_access_tokens as t')
    .innerJoin('oauth_grants as g', 'g.id', 't.grant_id')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .innerJoin('accounts as a', 'a.id', 'g.account_id')
    .leftJoin('accounts as p', 'p.id', 'a.parent_id')
    .select((eb) => [
      eb.fn.coalesce('a.whitelabel_id', 'p.whitelabel_id').as('whitelabel_id'),
      't.id as token_id',
      't.expires_at',
      't.scopes',
      'g.id as grant_id',
      'g.client_id',
      ...CALLER_COLUMNS,
      settingsOfAccount(eb),
    ])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.kind', '=', 'access')
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', new Date())
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return buildAuth(
    { ...row, kind: 'oauth', parent_account_id: null },
    { clientId: row.client_id, grantId: row.grant_id, scopes: row.scopes },
  );
}

/**
 * A partner app's access token acting in one of the partner's child accounts (`account_id=<child>`
 * in the query): exactly the reach of the same user's shadow session into that child (POST
 * /shadow_user/tokens: the child's permission grid for the user's type with the child's settings,
 * the child's status and white label), narrowed to the granted scopes. Null when `childId` is not
 * a child of the token's account, so another partner's accounts stay unknown (404).
 */
export async function loadChildAuth(
  db: Db,
  auth: AuthContext,
  childId: number,
): Promise<AuthContext | null> {
  if (!auth.oauth || !auth.isParent) return null;
  const row = await db
    .selectFrom('accounts as a')
    .leftJoin('accounts as p', 'p.id', 'a.parent_id')
    .select((eb) => [
      eb.fn.coalesce('a.whitelabel_id', 'p.whitelabel_id').as('whitelabel_id'),
      'a.id as account_id',
      'a.active',
      'a.status',
      'a.trial_ended_at',
      'a.is_parent',
      settingsOfAccount(eb),
    ])
    .where('a.id', '=', childId)
    .where('a.parent_id', '=', auth.accountId)
    .executeTakeFirst();
  if (!row) return null;
  const child = buildAuth(
    {
      ...row,
      token_id: auth.tokenId,
      kind: 'oauth',
      parent_account_id: auth.accountId,
      expires_at: auth.session.expires_at,
      user_id: auth.userId,
      email: auth.email,
      user_type: auth.userType,
      owner: auth.owner,
    },
    auth.oauth,
  );
  child.session = { ...child.session, isShadowing: true };
  return child;
}

/** The id in a query's `account_id` when it names an account other than the caller's, else null. */
function otherAccountId(auth: AuthContext, requested: string | undefined): number | null {
  if (requested === undefined || !/^\d{1,15}$/.test(requested)) return null;
  const id = Number(requested);
  return Number.isSafeInteger(id) && id >= 1 && id !== auth.accountId ? id : null;
}

/** Reads `Authorization: Bearer <token>` (RFC 6750). */
export function readBearer(header: string | undefined): string | null {
  const m = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header?.trim() ?? '');
  return m ? m[1]! : null;
}

/** Reads `Authorization: Basic base64(email:token)`. */
export function readBasicAuth(header: string | undefined): { email: string; token: string } | null {
  if (!header) return null;
  const m = /^Basic\s+([A-Za-z0-9+/=_-]+)$/i.exec(header.trim());
  if (!m) return null;
  let decoded: string;
  try {
    decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  } catch {
    return null;
  }
  const i = decoded.lastIndexOf(':');
  if (i < 1) return null;
  return { email: decoded.slice(0, i), token: decoded.slice(i + 1) };
}

/**
 * Requires a valid session (401 otherwise): basic auth of e-mail and session token, or a
 * partner app's access token as `Bearer` (permissions narrowed to its scopes). An inactive
 * account answers 402 unless `allowInactive` (session, logout, account and billing calls).
 * `firstParty` calls (a user's own password, sign-in links, partner app management, consent)
 * refuse an app's access token with 403.
 */
export function authenticate(
  opts: { allowInactive?: boolean; firstParty?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    // Two routers at one prefix (/metrics) both authenticate: the first one's answer holds.
    const known = c.var.auth;
    if (known && (known.accountActive || opts.allowInactive)) {
      if (opts.firstParty && known.tokenKind === 'oauth') throw forbidden(FIRST_PARTY_ONLY);
      return next();
    }
    // Tokens travel in the Authorization header only: one in a URL ends up in logs and history.
    if (c.req.query('auth_token') !== undefined) throw unauthorized(NO_TOKEN_IN_URL);
    const header = c.req.header('authorization');
    const bearer = readBearer(header);
    const ttl = c.var.deps.authCacheMs ?? 0;
    // A caller read from the database is remembered then, and believed for `ttl` from that read
    // only: a hit does not remember it again (which would keep a busy token believed forever).
    let auth: AuthContext | null;
    if (bearer) {
      const key = `bearer:${hashToken(bearer)}`;
      auth = cachedAuth(key, ttl) ?? null;
      if (!auth) {
        auth = await loadBearerAuth(c.var.deps.db, bearer);
        if (!auth) throw unauthorized('The access token is not valid or has expired');
        rememberAuth(key, auth, ttl);
      }
      // A partner's app acting in a child account, as far as a shadow session would reach.
      const childId = otherAccountId(auth, c.req.query('account_id'));
      if (childId !== null && auth.oauth && auth.isParent) {
        const childKey = `${key}:${childId}`;
        let inChild = cachedAuth(childKey, ttl) ?? null;
        if (!inChild) {
          inChild = await loadChildAuth(c.var.deps.db, auth, childId);
          if (!inChild) throw notFound('Account');
          rememberAuth(childKey, inChild, ttl);
        }
        auth = inChild;
      }
    } else {
      const creds = readBasicAuth(header);
      if (!creds) throw unauthorized('Authentication required');
      const key = `basic:${hashToken(creds.token)}`;
      const cached = cachedAuth(key, ttl);
      auth = cached ?? (await loadAuth(c.var.deps.db, creds.token));
      if (!auth || auth.email.toLowerCase() !== creds.email.toLowerCase()) throw unauthorized();
      if (!cached) rememberAuth(key, auth, ttl);
    }
    if (!auth.accountActive && !opts.allowInactive) throw paymentRequired();
    if (opts.firstParty && auth.tokenKind === 'oauth') throw forbidden(FIRST_PARTY_ONLY);
    // Another account's id in the query is 404, whether or not the endpoint reads it.
    requireOwnAccountId(auth, c.req.query('account_id'));
    c.set('auth', auth);
    await next();
  };
  return markAuthenticating(
    markAnswers(middleware, ...(opts.allowInactive ? [] : [402])),
    opts.firstParty ? 'firstParty' : 'any',
  );
}

export const FIRST_PARTY_ONLY = OAUTH_ERRORS.firstParty;

export const NO_TOKEN_IN_URL =
  'Session tokens are not accepted in URLs: send the Authorization header (an event stream opens with a ticket from POST /api/realtime/{channel}/tickets).';
