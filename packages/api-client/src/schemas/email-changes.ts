import * as v from 'valibot';
import { email } from './auth';
import { answer, type Infer, object, string } from './validate';
import { described } from './validation/described';

/** POST /email_changes: the signed-in user's new address, confirmed with their password. */
export const emailChangeBody = object({
  email: email(),
  current_password: string({ min: 1, max: 200, trim: false }),
});
export type EmailChangeBody = Infer<typeof emailChangeBody>;

/** GET /email_changes?token=: whether a confirmation link still works. */
export const emailChangeQuery = object({ token: string({ min: 1, max: 200 }) });
export type EmailChangeQuery = Infer<typeof emailChangeQuery>;

/** PATCH /email_changes: confirms the new address with the token of the link sent to it. */
export const emailChangeConfirmBody = object({ token: string({ min: 1, max: 200 }) });
export type EmailChangeConfirmBody = Infer<typeof emailChangeConfirmBody>;

export const emailChangeStatusAnswer = answer(
  described(
    'The answers: a change waits for its confirmation, or the address changed.',
    v.union([
      v.object({ status: v.literal('pending'), email: v.string() }),
      v.object({ status: v.literal('updated'), email: v.string() }),
    ]),
  ),
);
/** The answers: a change waits for its confirmation, or the address changed. */
export type EmailChangeStatus = Infer<typeof emailChangeStatusAnswer>;
export const emailChangeCheckAnswer = answer(
  described(
    'GET /email_changes answer while the link works: the address it confirms.',
    v.object({ valid: v.literal(true), email: v.string() }),
  ),
);
/** GET /email_changes answer while the link works: the address it confirms. */
export interface EmailChangeCheck extends Infer<typeof emailChangeCheckAnswer> {}

export const EMAIL_CHANGE_MESSAGES = {
  expired: 'This e-mail confirmation link has expired.',
  sameAddress: 'That is already your e-mail address.',
  usePassword: 'To change your e-mail address, confirm it with your current password.',
  fromOwnAccount: 'Change your e-mail address while signed in to your own account.',
  /** After POST /email_changes: where the link went. */
  sent: (address: string) =>
    `We sent a confirmation link to ${address}. Your e-mail address changes when you open it.`,
} as const;
