import * as v from 'valibot';
import { email, USER_TYPE_CODES, userTypeAnswer } from './auth';
import { listQuery } from './common';
import {
  answer,
  boolean,
  type Infer,
  id,
  object,
  oneOf,
  optional,
  partial,
  type Schema,
  string,
} from './validate';
import { described } from './validation/described';

export const userAnswer = answer(
  v.object({
    id: v.number(),
    account_id: v.number(),
    email: v.string(),
    name: v.string(),
    profile_name: v.string(),
    user_type: userTypeAnswer,
    user_type_id: v.number(),
    owner: v.boolean(),
    shadow_user_id: v.nullable(v.number()),
    created_at: v.string(),
  }),
);
export interface User extends Infer<typeof userAnswer> {}

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
export const signInMethodAnswer: Schema<SignInMethod> = v.picklist(SIGN_IN_METHODS);

export const signInAnswer = answer(
  described(
    "One session started for a user's login (GET /users/{id}/sign_ins). No token, no hash.",
    v.object({
      id: v.number(),
      user_id: v.number(),
      method: signInMethodAnswer,
      impersonated: v.boolean(),
      created_at: v.string(),
      expires_at: v.string(),
      revoked_at: v.nullable(v.string()),
      issued_by: described(
        "Who started it, for a partner's sign-in link: the partner user and the partner account.",
        v.nullable(
          v.object({
            user_id: v.nullable(v.number()),
            name: v.nullable(v.string()),
            email: v.nullable(v.string()),
            account_id: v.number(),
            account_name: v.nullable(v.string()),
          }),
        ),
      ),
    }),
  ),
);
/** One session started for a user's login (GET /users/{id}/sign_ins). No token, no hash. */
export interface SignIn extends Infer<typeof signInAnswer> {}

export const signInListQuery = object({ ...listQuery(['created_at'] as const, 100) });
export type SignInListQuery = Infer<typeof signInListQuery>;
