import { VERTICALS } from './accounts';
import { email, type Session } from './auth';
import { PASSWORD_MIN } from './passwords';
import { type Infer, object, oneOf, string } from './validate';

/** How long a signup confirmation link works (it works once). */
export const CONFIRMATION_HOURS = 48;
/** How long a new business tries Plaudit before paying, counted from the confirmation. */
export const TRIAL_DAYS = 14;

export { SIGNUP_MESSAGES } from './signup-messages';

/** POST /signup/user: a new business, its first user (an administrator and the owner). */
export const signupUserBody = object({
  business_name: string({ min: 1, max: 255 }),
  name: string({ min: 1, max: 120 }),
  email: email(),
  password: string({ min: PASSWORD_MIN, max: 200, trim: false }),
  vertical: oneOf(VERTICALS),
});
export type SignupUserBody = Infer<typeof signupUserBody>;

/**
 * POST /signup/user and POST /confirm answer. Always the same, whether or not the address
 * already had an account (its owner gets a mail saying so), so signup tells nobody who uses
 * Plaudit.
 */
export type SignupResult = { status: 'confirmation_sent'; email: string };

/** PATCH /confirm: the token of a confirmation link; the answer is a new session. */
export const confirmBody = object({ token: string({ min: 20, max: 200 }) });
export type ConfirmBody = Infer<typeof confirmBody>;
export type ConfirmResult = Session;

/** POST /confirm: send a new confirmation link (the older ones stop working). */
export const confirmResendBody = object({ email: email() });
export type ConfirmResendBody = Infer<typeof confirmResendBody>;
