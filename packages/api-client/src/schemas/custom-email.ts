import * as v from 'valibot';
import { email } from './auth';
import {
  answer,
  httpUrl,
  type Infer,
  nullable,
  object,
  optional,
  type Schema,
  string,
} from './validate';
import { described } from './validation/described';

/** A colour of the request e-mail's layout: `#rrggbb` only, so nothing else reaches a style. */
export const CUSTOM_EMAIL_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * PUT /custom_email: the account's sender for review requests and alerts. A new address sends
 * only after it confirms the link mailed to it; until then Plaudit's sender is used.
 */
export const customEmailBody = object({
  from_name: string({ min: 1, max: 80 }),
  from_address: email(),
  color: optional(
    nullable(
      string({
        pattern: CUSTOM_EMAIL_COLOR,
        patternMessage: '{label} must be a colour like #1f2a44',
      }),
    ),
    null,
  ),
  logo_url: optional(nullable(httpUrl({ max: 2000 })), null),
});
export type CustomEmailBody = Infer<typeof customEmailBody>;

/** POST /custom_email/confirmations: the token of the link mailed to the sender address. */
export const customEmailConfirmBody = object({ token: string({ min: 1, max: 200 }) });
export type CustomEmailConfirmBody = Infer<typeof customEmailConfirmBody>;

/** POST /custom_email/previews: the request e-mail as it would look with these settings. */
export const customEmailPreviewBody = object({
  color: optional(
    nullable(
      string({
        pattern: CUSTOM_EMAIL_COLOR,
        patternMessage: '{label} must be a colour like #1f2a44',
      }),
    ),
    null,
  ),
  logo_url: optional(nullable(httpUrl({ max: 2000 })), null),
});
export type CustomEmailPreviewBody = Infer<typeof customEmailPreviewBody>;

export const CUSTOM_EMAIL_STATUSES = ['not_set', 'pending', 'confirmed'] as const;
/**
 * `not_set`: Plaudit's sender. `pending`: the address has not confirmed its link yet (Plaudit's
 * sender meanwhile). `confirmed`: requests and alerts go out from this sender.
 */
export type CustomEmailStatus = (typeof CUSTOM_EMAIL_STATUSES)[number];
export const customEmailStatusAnswer: Schema<CustomEmailStatus> = described(
  "`not_set`: Plaudit's sender. `pending`: the address has not confirmed its link yet (Plaudit's\nsender meanwhile). `confirmed`: requests and alerts go out from this sender.",
  v.picklist(CUSTOM_EMAIL_STATUSES),
);

export const customEmailSenderAnswer = answer(
  described(
    'GET/PUT /custom_email answer.',
    v.object({
      account_id: v.number(),
      status: customEmailStatusAnswer,
      from_name: v.nullable(v.string()),
      from_address: v.nullable(v.string()),
      color: v.nullable(v.string()),
      logo_url: v.nullable(v.string()),
      confirmed_at: v.nullable(v.string()),
      updated_at: v.nullable(v.string()),
    }),
  ),
);
/** GET/PUT /custom_email answer. */
export interface CustomEmailSender extends Infer<typeof customEmailSenderAnswer> {}

export const customEmailPreviewAnswer = answer(
  described(
    "POST /custom_email/previews answer: the request e-mail's subject and HTML.",
    v.object({ subject: v.string(), html: v.string() }),
  ),
);
/** POST /custom_email/previews answer: the request e-mail's subject and HTML. */
export interface CustomEmailPreview extends Infer<typeof customEmailPreviewAnswer> {}

export const CUSTOM_EMAIL_MESSAGES = {
  off: 'Custom e-mail is not part of this account’s plan.',
  expired: 'This sender confirmation link has expired.',
  /** After PUT /custom_email with a new address: where the link went. */
  sent: (address: string) =>
    `We sent a confirmation link to ${address}. Requests and alerts use this sender once it is opened.`,
} as const;
