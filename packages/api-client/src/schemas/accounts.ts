import type { AccountStatus, UserType } from './auth';
import { listQuery } from './common';
import { PHONE_PATTERN } from './locations';
import {
  boolean,
  type Infer,
  id,
  nullable,
  object,
  oneOf,
  optional,
  partial,
  string,
  timeZone,
} from './validate';

/** The industries an account belongs to (experience categories and NPI follow from it). */
export const VERTICALS = ['restaurant', 'health_care', 'retail', 'services'] as const;
export type Vertical = (typeof VERTICALS)[number];
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

export type Account = {
  id: number;
  name: string;
  parent_id: number | null;
  whitelabel_id: number | null;
  is_parent: boolean;
  active: boolean;
  status: AccountStatus;
  vertical: Vertical;
  trial_started_at: string | null;
  trial_ended_at: string | null;
  /** Days until trial_ended_at (rounded up); -1 when there is no trial end. */
  daysLeftInTrial: number;
  total_locations: number;
  segment: string | null;
  customer_success_manager_id: number | null;
  customer_success_manager_name: string | null;
  review_status_label_id: number | null;
  plan_code: string | null;
  support_phone: string | null;
  support_email: string | null;
  /** IANA time zone name, e.g. America/Chicago. */
  time_zone: string;
  language: AccountLanguage;
  /**
   * Whether the account's partner may issue a sign-in link for the account's owner (the owner
   * turns it on, signed in as themself; off by default).
   */
  partner_owner_sign_in: boolean;
  created_at: string;
};

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

/** GET /accounts/{id}/users_overview: how many users of each type, and who owns the account. */
export type AccountUsersOverview = {
  account_id: number;
  total: number;
  by_user_type: Record<UserType, number>;
  owner: { id: number; name: string; email: string } | null;
};

export type AccountSetting = { id: number; code: string; value: boolean | string };
export const accountSettingsQuery = object({ ...listQuery(['code'] as const, 250) });

export type Whitelabel = {
  id: number;
  name: string;
  custom_domain: string | null;
  navigation_background_color: string;
  main_text_color: string;
  active_text_color: string;
  background_hover_color: string;
  hover_text_color: string;
  logo_left: string | null;
};

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
