import * as v from 'valibot';
import { email } from './auth';
import { answer, type Infer, object, string } from './validate';
import { described } from './validation/described';

/** Minimum length of a new password. */
export const PASSWORD_MIN = 8;

const password = () => string({ min: PASSWORD_MIN, max: 200, trim: false });

/** POST /passwords: send a reset link to the address (always accepted). */
export const passwordResetRequestBody = object({ email: email() });
export type PasswordResetRequestBody = Infer<typeof passwordResetRequestBody>;

/** PATCH /passwords: set a new password with the token of a reset link. */
export const passwordResetBody = object({
  token: string({ min: 1, max: 200 }),
  password: password(),
});
export type PasswordResetBody = Infer<typeof passwordResetBody>;

/** GET /passwords?token=: whether a reset link still works. */
export const passwordResetQuery = object({ token: string({ min: 1, max: 200 }) });
export type PasswordResetQuery = Infer<typeof passwordResetQuery>;

/** POST /passwords/change: the signed-in user's new password. */
export const passwordChangeBody = object({
  current_password: string({ min: 1, max: 200, trim: false }),
  new_password: password(),
});
export type PasswordChangeBody = Infer<typeof passwordChangeBody>;

export const passwordResetCheckAnswer = answer(
  described(
    'GET /passwords answer while the link works.',
    v.object({ valid: v.literal(true), email: v.string() }),
  ),
);
/** GET /passwords answer while the link works. */
export interface PasswordResetCheck extends Infer<typeof passwordResetCheckAnswer> {}

/** The answer of POST /passwords, PATCH /passwords and POST /passwords/change. */
export const passwordStatusAnswer = answer(
  v.object({ status: v.picklist(['accepted', 'updated']) }),
);
export interface PasswordStatus extends Infer<typeof passwordStatusAnswer> {}
