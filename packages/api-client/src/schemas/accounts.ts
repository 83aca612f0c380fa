import * as v from 'valibot';
import { accountStatusAnswer, USER_TYPE_CODES } from './auth';
import { listQuery } from './common';
import { PHONE_PATTERN } from './locations';
import {
  answer,
  boolean,
  type Infer,
  id,
  nullable,
  object,
  oneOf,
  optional,
  partial,
  type Schema,
  string,
  timeZone,
} from './validate';
import { described } from './validation/described';

/** The industries an account belongs to (experience categories and NPI follow from it). */
export const VERTICALS = ['restaurant', 'health_care', 'retail', 'services'] as const;
export type Vertical = (typeof VERTICALS)[number];
export const verticalAnswer: Schema<Vertical> = v.picklist(VERTICALS);
/** The industries' names as the console shows them. */
export const VERTICAL_LABELS: Record<Vertical, string> = {
  restaurant: 'Restaurant',
  health_care: 'Health Care',
  retail: 'Retail',
  services: 'Services',
};

/**
 * The languages an account may choose (the languages the review widgets speak). Choosing one
 * other than English needs the `language_settings` account setting.
 */
export const ACCOUNT_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];
export const accountLanguageAnswer: Schema<AccountLanguage> = v.picklist(ACCOUNT_LANGUAGES);
export const ACCOUNT_LANGUAGE_LABELS: Record<AccountLanguage, string> = {
  en: 'English',
  es: 'Spanish (Español)',
  fr: 'French (Français)',
  de: 'German (Deutsch)',
};
/** The time zone of an account created before it had one (the column's default). */
export const DEFAULT_ACCOUNT_TIME_ZONE = 'America/New_York';

/** Account settings' messages, shared by the server and the console. */
export const ACCOUNT_MESSAGES = {
  saved: 'Account updated',
  loadError: 'Unable to load the account at this time. Please reload or try again later.',
  languageOff: 'Language settings are not enabled for this account.',
  ownerOnly: 'Only the account owner can transfer ownership.',
  ownerFromOwnAccount: 'Ownership is transferred by the owner, signed in to their own account.',
  ownerTarget: 'user_id must be another active Admin of this account',
  ownerTransferred: (name: string) => `${name} is now the account owner`,
  ownerStaysAdmin: 'The account owner must stay an Admin. Transfer ownership first.',
  ownerNotRemoved: 'The account owner cannot be removed. Transfer ownership first.',
  partnerOwnerSignInOwnerOnly:
    'Only the account owner, signed in as themself, can allow the partner to sign in as the owner.',
} as const;

export const accountAnswer = answer(
  v.object({
    id: v.number(),
    name: v.string(),
    parent_id: v.nullable(v.number()),
    whitelabel_id: v.nullable(v.number()),
    is_parent: v.boolean(),
    active: v.boolean(),
    status: accountStatusAnswer,
    vertical: verticalAnswer,
    trial_started_at: v.nullable(v.string()),
    trial_ended_at: v.nullable(v.string()),
    daysLeftInTrial: described(
      'Days until trial_ended_at (rounded up); -1 when there is no trial end.',
      v.number(),
    ),
    total_locations: v.number(),
    segment: v.nullable(v.string()),
    customer_success_manager_id: v.nullable(v.number()),
    customer_success_manager_name: v.nullable(v.string()),
    review_status_label_id: v.nullable(v.number()),
    plan_code: v.nullable(v.string()),
    support_phone: v.nullable(v.string()),
    support_email: v.nullable(v.string()),
    time_zone: described('IANA time zone name, e.g. America/Chicago.', v.string()),
    language: accountLanguageAnswer,
    partner_owner_sign_in: described(
      "Whether the account's partner may issue a sign-in link for the account's owner (the owner\nturns it on, signed in as themself; off by default).",
      v.boolean(),
    ),
    created_at: v.string(),
  }),
);
export interface Account extends Infer<typeof accountAnswer> {}

export const accountListQuery = object({
  ...listQuery(['name', 'created_at', 'total_locations', 'status'] as const),
  parent_id: optional(id()),
  status: optional(oneOf(['active', 'trial', 'pending', 'expired', 'suspended'] as const)),
});
export type AccountListQuery = Infer<typeof accountListQuery>;

export const accountGetQuery = object({ parent_id: optional(id()) });

/** Text, or empty (or null) to clear it: the server stores an empty value as null. */
const clearable = (pattern: RegExp, patternMessage: string) =>
  nullable(string({ max: 254, pattern: new RegExp(`^$|${pattern.source}`), patternMessage }));

/**
 * PATCH /accounts/{id} (Admins of the account; a partner's Admin for a child account): name,
 * support contacts (spec 1 section 5's phone and e-mail patterns; empty clears), time zone
 * (IANA), industry (vertical) and language. `active` only from the partner.
 */
export const accountUpdateBody = partial(
  object({
    name: string({ min: 1, max: 255 }),
    support_phone: clearable(PHONE_PATTERN, '{label} must be a 10-digit phone number'),
    support_email: clearable(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, '{label} must be a valid email address'),
    time_zone: timeZone(),
    vertical: oneOf(VERTICALS),
    language: oneOf(ACCOUNT_LANGUAGES),
    active: boolean(),
    partner_owner_sign_in: boolean(),
  }),
);
export type AccountUpdateBody = Infer<typeof accountUpdateBody>;

/**
 * POST /accounts/{id}/owner: the owner (an Admin, signed in to the account) hands the owner flag
 * to another active Admin of the account, confirming with their password.
 */
export const accountOwnerBody = object({
  user_id: id(),
  current_password: string({ min: 1, max: 200, trim: false }),
});
export type AccountOwnerBody = Infer<typeof accountOwnerBody>;

export const accountUsersOverviewAnswer = answer(
  described(
    'GET /accounts/{id}/users_overview: how many users of each type, and who owns the account.',
    v.object({
      account_id: v.number(),
      total: v.number(),
      by_user_type: v.object(
        Object.fromEntries(USER_TYPE_CODES.map((code) => [code, v.number()])) as Record<
          (typeof USER_TYPE_CODES)[number],
          v.NumberSchema<undefined>
        >,
      ),
      owner: v.nullable(v.object({ id: v.number(), name: v.string(), email: v.string() })),
    }),
  ),
);
/** GET /accounts/{id}/users_overview: how many users of each type, and who owns the account. */
export interface AccountUsersOverview extends Infer<typeof accountUsersOverviewAnswer> {}

export const accountSettingAnswer = answer(
  v.object({ id: v.number(), code: v.string(), value: v.union([v.boolean(), v.string()]) }),
);
export interface AccountSetting extends Infer<typeof accountSettingAnswer> {}
export const accountSettingsQuery = object({ ...listQuery(['code'] as const, 250) });

export const whitelabelAnswer = answer(
  v.object({
    id: v.number(),
    name: v.string(),
    custom_domain: v.nullable(v.string()),
    navigation_background_color: v.string(),
    main_text_color: v.string(),
    active_text_color: v.string(),
    background_hover_color: v.string(),
    hover_text_color: v.string(),
    logo_left: v.nullable(v.string()),
  }),
);
export interface Whitelabel extends Infer<typeof whitelabelAnswer> {}

/**
 * GET /whitelabels?custom_domain= (no sign-in): the white label of a partner's own domain, so
 * its login page and public pages show its colours and logo before anyone signs in. The list
 * holds one white label or none.
 */
export const whitelabelListQuery = object({
  custom_domain: string({
    min: 1,
    max: 253,
    pattern: /^[A-Za-z0-9]([A-Za-z0-9-]{0,62})(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}))*$/,
    patternMessage: 'custom_domain must be a host name such as reviews.example.com',
  }),
});
export type WhitelabelListQuery = Infer<typeof whitelabelListQuery>;
