import { email, USER_TYPE_CODES, type UserType } from './auth';
import { listQuery } from './common';
import { boolean, type Infer, id, object, oneOf, optional, partial, string } from './validate';

export type User = {
  id: number;
  account_id: number;
  email: string;
  name: string;
  profile_name: string;
  user_type: UserType;
  user_type_id: number;
  owner: boolean;
  shadow_user_id: number | null;
  created_at: string;
};

export const userListQuery = object({
  ...listQuery(['name', 'email', 'created_at', 'user_type'] as const),
  account_id: optional(id()),
  search_type: optional(oneOf(['typeahead', 'full'] as const)),
  include_shadow_users: optional(boolean({ coerce: true })),
  user_type: optional(oneOf(USER_TYPE_CODES)),
});
export type UserListQuery = Infer<typeof userListQuery>;

export const userCreateBody = object({
  email: email(),
  name: string({ min: 1, max: 120 }),
  user_type: oneOf(USER_TYPE_CODES),
});
export type UserCreateBody = Infer<typeof userCreateBody>;

export const userUpdateBody = partial(
  object({
    name: string({ min: 1, max: 120 }),
    email: email(),
    user_type: oneOf(USER_TYPE_CODES),
  }),
);
export type UserUpdateBody = Infer<typeof userUpdateBody>;

/**
 * How a session for the user's login was started: `password` (the user signed in),
 * `impersonated` (a partner's single sign-on link: someone else acting as the user),
 * `shadow` (the user's own session reaching into a child account).
 */
export const SIGN_IN_METHODS = ['password', 'impersonated', 'shadow'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** One session started for a user's login (GET /users/{id}/sign_ins). No token, no hash. */
export type SignIn = {
  id: number;
  user_id: number;
  method: SignInMethod;
  impersonated: boolean;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Who started it, for a partner's sign-in link: the partner user and the partner account. */
  issued_by: {
    user_id: number | null;
    name: string | null;
    email: string | null;
    account_id: number;
    account_name: string | null;
  } | null;
};

export const signInListQuery = object({ ...listQuery(['created_at'] as const, 100) });
export type SignInListQuery = Infer<typeof signInListQuery>;
