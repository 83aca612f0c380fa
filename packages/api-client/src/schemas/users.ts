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
