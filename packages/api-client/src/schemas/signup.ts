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

/**
 * GET /signup/prices (public): what a business pays once its free trial is over, shown before
 * it signs up, so the whole price is known before the trial starts: each plan's monthly price
 * per location and the one-time setup charged with the first subscription.
 */
export type SignupPrices = {
  trial_days: number;
  currency: 'USD';
  interval_unit: 'month';
  plans: { code: string; name: string; unit_cents: number; min_locations: number }[];
  /** Charged once, with the first subscription. */
  setup_cents: number;
};

/** PATCH /confirm: the token of a confirmation link; the answer is a new session. */
export const confirmBody = object({ token: string({ min: 20, max: 200 }) });
export type ConfirmBody = Infer<typeof confirmBody>;
export type ConfirmResult = Session;

/** POST /confirm: send a new confirmation link (the older ones stop working). */
export const confirmResendBody = object({ email: email() });
export type ConfirmResendBody = Infer<typeof confirmResendBody>;
