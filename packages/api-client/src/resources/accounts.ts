import type {
  Account,
  AccountListQuery,
  AccountOwnerBody,
  AccountUpdateBody,
  AccountUsersOverview,
} from '../schemas/accounts';
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

/** GET /accounts/{id}/users_overview: users per user type and the owner. */
export function getAccountUsersOverview(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<AccountUsersOverview> {
  return client.request<AccountUsersOverview>(
    'GET',
    `/accounts/${encodeURIComponent(String(id))}/users_overview`,
    options,
  );
}

/**
 * POST /accounts/{id}/owner: the owner hands ownership to another Admin of the account
 * (confirmed with the owner's password); answers the new users overview.
 */
export function transferAccountOwner(
  client: Client,
  id: Id,
  body: AccountOwnerBody,
  options?: CallOptions,
): Promise<AccountUsersOverview> {
  return client.request<AccountUsersOverview>(
    'POST',
    `/accounts/${encodeURIComponent(String(id))}/owner`,
    { ...options, body },
  );
}

export const accounts = {
  list: listAccounts,
  get: getAccount,
  update: updateAccount,
  usersOverview: getAccountUsersOverview,
  transferOwner: transferAccountOwner,
  shadowToken: createShadowToken,
};
