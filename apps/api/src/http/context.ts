import type { HttpBindings } from '@hono/node-server';
import type { PermissionSummary, Schema, Session, UserType } from '@plaudit/api-client/schemas';
import type { Db } from '../db/open-database';
import type { Providers } from '../providers/providers';
import type { AccountSettingsMap } from './derive-permissions';

/** What a request knows about its caller after authentication. */
export type AuthContext = {
  /** The auth_tokens row, or the oauth_access_tokens row of an app's access token. */
  tokenId: number;
  /** `oauth`: an access token a partner app got through /oauth/authorize (Bearer). */
  tokenKind: 'session' | 'shadow' | 'impersonation' | 'oauth';
  /** For an app's access token: the OAuth client and the scopes granted; else null. */
  oauth: { clientId: number; grantId: number; scopes: string[] } | null;
  userId: number;
  email: string;
  userType: UserType;
  owner: boolean;
  /** The account the session acts in (the child account when shadowing). */
  accountId: number;
  accountActive: boolean;
  isParent: boolean;
  parentAccountId: number | null;
  settings: AccountSettingsMap;
  permissions: PermissionSummary;
  session: Omit<Session, 'token'>;
};

export type AppDeps = {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  providers: Providers;
  /** Public origin used in links (e-mails, exports). */
  publicOrigin: string;
  /**
   * Webhooks may be sent to private, loopback, link-local and metadata addresses (env
   * WEBHOOKS_ALLOW_PRIVATE=true, for local development and tests); absent: refused.
   */
  webhooksAllowPrivate?: boolean;
  /** Folder of export files (default <DATA_DIR>/exports, see config). */
  exportDir?: string;
  /** Slows repeated failed logins down; tests shorten it. */
  loginDelayMs?: (failures: number) => number;
  /** Reverse proxies in front of the server whose X-Forwarded-For is believed (env TRUST_PROXY). */
  trustProxy?: number;
  /** How often a connected review site is read (null: connections are not read; tests). */
  reviewSyncEveryMs?: number | null;
  /** How long a resolved token is believed (http/auth-cache.ts, at most 5 s); absent or 0: never. */
  authCacheMs?: number;
};

export type AppEnv = {
  /** The node:http request and response (absent when the app is called with a bare Request). */
  Bindings: Partial<HttpBindings>;
  Variables: {
    deps: AppDeps;
    auth: AuthContext;
    /**
     * The schemas a route declares with `input(target, schema, { deferred: true })`, kept
     * for its handler to check the input where it reads it (http/validate.ts).
     */
    deferredInputs?: { json?: Schema; query?: Schema };
  };
};
