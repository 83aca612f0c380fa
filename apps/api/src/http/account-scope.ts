import type { AuthContext } from './context';
import { badRequest, notFound } from './errors';

/**
 * The one rule for an `account_id` a caller names (in the query, the body or
 * the path): it must be the account the session acts in. Another account's id
 * is 404, as if it did not exist; a value that is not an id is 400.
 */
export function requireOwnAccountId(auth: AuthContext, requested: unknown): number {
  if (requested === undefined || requested === null || requested === '') return auth.accountId;
  const id =
    typeof requested === 'number'
      ? requested
      : typeof requested === 'string' && /^\d{1,15}$/.test(requested)
        ? Number(requested)
        : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest('account_id must be a valid id');
  if (id !== auth.accountId) throw notFound('Account');
  return id;
}
