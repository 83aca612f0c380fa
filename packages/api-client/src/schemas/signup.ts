import * as v from 'valibot';
import { VERTICALS } from './accounts';
import { email, type Session } from './auth';
import { PASSWORD_MIN } from './passwords';
import { answer, type Infer, object, oneOf, string } from './validate';
import { described } from './validation/described';

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
export const signupResultAnswer = answer(
  described(
    'POST /signup/user and POST /confirm answer. Always the same, whether or not the address\nalready had an account (its owner gets a mail saying so), so signup tells nobody who uses\nPlaudit.',
    v.object({ status: v.literal('confirmation_sent'), email: v.string() }),
  ),
);
/**
 * POST /signup/user and POST /confirm answer. Always the same, whether or not the address
 * already had an account (its owner gets a mail saying so), so signup tells nobody who uses
 * Plaudit.
 */
export interface SignupResult extends Infer<typeof signupResultAnswer> {}

export const signupPricesAnswer = answer(
  described(
    "GET /signup/prices (public): what a business pays once its free trial is over, shown before\nit signs up, so the whole price is known before the trial starts: each plan's monthly price\nper location and the one-time setup charged with the first subscription.",
    v.object({
      trial_days: v.number(),
      currency: v.literal('USD'),
      interval_unit: v.literal('month'),
      plans: v.array(
        v.object({
          code: v.string(),
          name: v.string(),
          unit_cents: v.number(),
          min_locations: v.number(),
        }),
      ),
      setup_cents: described('Charged once, with the first subscription.', v.number()),
    }),
  ),
);
/**
 * GET /signup/prices (public): what a business pays once its free trial is over, shown before
 * it signs up, so the whole price is known before the trial starts: each plan's monthly price
 * per location and the one-time setup charged with the first subscription.
 */
export interface SignupPrices extends Infer<typeof signupPricesAnswer> {}

/** PATCH /confirm: the token of a confirmation link; the answer is a new session. */
export const confirmBody = object({ token: string({ min: 20, max: 200 }) });
export type ConfirmBody = Infer<typeof confirmBody>;
export type ConfirmResult = Session;

/** POST /confirm: send a new confirmation link (the older ones stop working). */
export const confirmResendBody = object({ email: email() });
export type ConfirmResendBody = Infer<typeof confirmResendBody>;
