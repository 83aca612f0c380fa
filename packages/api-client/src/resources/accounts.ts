import type { Account, AccountListQuery, AccountUpdateBody } from '../schemas/accounts';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { createShadowToken } from './auth';
import { type Id, type ListInput, resource } from './resource';

export type AccountListInput = ListInput<AccountListQuery>;

const accountsAt = (client: Client) =>
  resource<Account, never, AccountUpdateBody, AccountListInput>(client, '/accounts', 'accounts');

/** GET /accounts (a parent lists its children with `parent_id`). */
export function listAccounts(
  client: Client,
  query?: AccountListInput,
  options?: CallOptions,
): Promise<Page<Account>> {
  return accountsAt(client).list(query, options);
}

/** GET /accounts/{id}, optionally `?parent_id=` (a child seen from its parent). */
export function getAccount(
  client: Client,
  id: Id,
  query?: { parent_id?: number },
  options?: CallOptions,
): Promise<Account> {
  return accountsAt(client).get(id, { ...options, query });
}

/** PATCH /accounts/{id} */
export function updateAccount(
  client: Client,
  id: Id,
  body: AccountUpdateBody,
  options?: CallOptions,
): Promise<Account> {
  return accountsAt(client).update(id, body, options);
}

export const accounts = {
  list: listAccounts,
  get: getAccount,
  update: updateAccount,
  shadowToken: createShadowToken,
};
