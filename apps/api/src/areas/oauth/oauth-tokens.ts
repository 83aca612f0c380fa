import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  OAUTH_ACCESS_TOKEN_SECONDS,
  OAUTH_REFRESH_TOKEN_DAYS,
  type OAuthTokenAnswer,
} from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import { hashToken } from '../../http/credentials';

/** A random secret (code, token, client secret) with a readable prefix, and its stored hash. */
export function newSecret(prefix: string): { value: string; hash: string } {
  const value = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { value, hash: hashToken(value) };
}

/** A public client id: random, not secret. */
export const newClientId = () => `pcl_${randomBytes(12).toString('base64url')}`;

/** RFC 7636 4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** Does `verifier` hash (S256) to `challenge`? Compared in constant time. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** A code challenge as S256 makes it: 43 base64url characters. */
export const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** A secret compared with its stored hash in constant time. */
export function secretMatches(secret: string, hash: string): boolean {
  const a = Buffer.from(hashToken(secret));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Issues an access token (an hour) and a refresh token (30 days) for a grant. */
export async function issueTokens(
  db: Db,
  grant: { id: number; account_id: number },
  scopes: string[],
): Promise<OAuthTokenAnswer> {
  const access = newSecret('pat');
  const refresh = newSecret('prt');
  const now = Date.now();
  await db
    .insertInto('oauth_access_tokens')
    .values([
      {
        token_hash: access.hash,
        kind: 'access',
        account_id: grant.account_id,
        grant_id: grant.id,
        scopes,
        expires_at: new Date(now + OAUTH_ACCESS_TOKEN_SECONDS * 1000),
      },
      {
        token_hash: refresh.hash,
        kind: 'refresh',
        account_id: grant.account_id,
        grant_id: grant.id,
        scopes,
        expires_at: new Date(now + OAUTH_REFRESH_TOKEN_DAYS * 86_400_000),
      },
    ])
    .execute();
  return {
    access_token: access.value,
    token_type: 'Bearer',
    expires_in: OAUTH_ACCESS_TOKEN_SECONDS,
    refresh_token: refresh.value,
    scope: scopes.join(' '),
  };
}

/** Ends every token of a grant (a code or refresh token used twice: someone copied it). */
export async function revokeGrantTokens(db: Db, grantId: number): Promise<void> {
  await db
    .updateTable('oauth_access_tokens')
    .set({ revoked_at: new Date() })
    .where('grant_id', '=', grantId)
    .where('revoked_at', 'is', null)
    .execute();
}
