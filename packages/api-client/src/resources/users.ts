import type {
  SignIn,
  SignInListQuery,
  User,
  UserCreateBody,
  UserListQuery,
  UserUpdateBody,
} from '../schemas/users';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource } from './resource';

export type UserListInput = ListInput<UserListQuery>;
export type SignInListInput = ListInput<SignInListQuery>;

const usersAt = (client: Client) =>
  resource<User, UserCreateBody, UserUpdateBody, UserListInput>(client, '/users', 'users');

/** GET /users (account_id, keywords, search_type, include_shadow_users, user_type). */
export function listUsers(
  client: Client,
  query?: UserListInput,
  options?: CallOptions,
): Promise<Page<User>> {
  return usersAt(client).list(query, options);
}

/** GET /users/{id} */
export function getUser(client: Client, id: Id, options?: CallOptions): Promise<User> {
  return usersAt(client).get(id, options);
}

/** POST /users */
export function createUser(
  client: Client,
  body: UserCreateBody,
  options?: CallOptions,
): Promise<User> {
  return usersAt(client).create(body, options);
}

/** PATCH /users/{id} */
export function updateUser(
  client: Client,
  id: Id,
  body: UserUpdateBody,
  options?: CallOptions,
): Promise<User> {
  return usersAt(client).update(id, body, options);
}

/** DELETE /users/{id} */
export function deleteUser(client: Client, id: Id, options?: CallOptions): Promise<void> {
  return usersAt(client).remove(id, options);
}

/** GET /users/{id}/sign_ins: the sessions started for the user's login, newest first. */
export function listUserSignIns(
  client: Client,
  id: Id,
  query?: SignInListInput,
  options?: CallOptions,
): Promise<Page<SignIn>> {
  return client.list<SignIn>(
    `/users/${encodeURIComponent(String(id))}/sign_ins`,
    'sign_ins',
    query,
    options,
  );
}

export const users = {
  list: listUsers,
  get: getUser,
  create: createUser,
  update: updateUser,
  remove: deleteUser,
  signIns: listUserSignIns,
};
