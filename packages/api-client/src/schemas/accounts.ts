import type { AccountStatus } from './auth';
import { listQuery } from './common';
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
} from './validate';

/** The industries an account belongs to (experience categories and NPI follow from it). */
export const VERTICALS = ['restaurant', 'health_care', 'retail', 'services'] as const;
export type Vertical = (typeof VERTICALS)[number];

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
  created_at: string;
};

export const accountListQuery = object({
  ...listQuery(['name', 'created_at', 'total_locations', 'status'] as const),
  parent_id: optional(id()),
  status: optional(oneOf(['active', 'trial', 'pending', 'expired', 'suspended'] as const)),
});
export type AccountListQuery = Infer<typeof accountListQuery>;

export const accountGetQuery = object({ parent_id: optional(id()) });

export const accountUpdateBody = partial(
  object({
    name: string({ min: 1, max: 255 }),
    support_phone: nullable(string({ max: 40 })),
    support_email: nullable(string({ max: 254 })),
    active: boolean(),
  }),
);
export type AccountUpdateBody = Infer<typeof accountUpdateBody>;

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
