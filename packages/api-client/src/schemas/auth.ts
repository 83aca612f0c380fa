import { type Infer, id, object, string } from './validate';

/** The six user types, by id (user_type_id) and code. */
export const USER_TYPES = {
  email_only: { id: 1, label: 'Email Only' },
  read_only: { id: 2, label: 'Read Only' },
  user: { id: 3, label: 'User' },
  limited_user: { id: 4, label: 'Limited User' },
  manager: { id: 5, label: 'Manager' },
  administrator: { id: 6, label: 'Admin' },
} as const;
export type UserType = keyof typeof USER_TYPES;
export const USER_TYPE_CODES = Object.keys(USER_TYPES) as UserType[];

export const PERMISSION_ACTIONS = ['read', 'create', 'update', 'delete', 'preview'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
export type PermissionSet = Record<PermissionAction, boolean>;

/** Resources named in the permission summary (spec 1 section 6, spec 2 and 3 section 6). */
export const PERMISSION_RESOURCES = [
  'account',
  'alert',
  'amplify',
  'campaign',
  'child_integration',
  'competitor',
  'export',
  'google_post_content',
  'group',
  'insights',
  'integration',
  'issue',
  'local_listing',
  'local_search',
  'location',
  'location_score',
  'media',
  'metrics',
  'partner_scorecard',
  'request',
  'review',
  'response',
  'scheduled_export',
  'source',
  'tag',
  'user',
  'user_preference',
  'visual_report',
] as const;
export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];
export type PermissionSummary = Record<PermissionResource, PermissionSet>;

export type AccountStatus = 'active' | 'trial' | 'pending' | 'expired' | 'suspended';

/** The session of spec 1 section 3, as POST/GET /api/auth answer it. */
export type Session = {
  token: string;
  email: string;
  account_id: number;
  account_active: boolean;
  user_id: number;
  profile_id: number;
  user_type: UserType;
  user_type_id: number;
  permissions: PermissionSummary;
  isParent: boolean;
  isShadowing: boolean;
  isImpersonated: boolean;
  isAccountOwner: boolean;
  isWhitelabel: boolean;
  status: AccountStatus;
  /** Present on shadow sessions: the parent account the user came from. */
  parent_account_id: number | null;
  expires_at: string;
  /** `bearer` when the session is a partner app's access token (OAuth); absent otherwise. */
  token_type?: 'bearer';
  /** An app's access token: the scopes the user granted it (the permissions are narrowed to them). */
  scopes?: string[];
};

/** An e-mail address schema (trimmed, at most 254 characters). */
export const email = () =>
  string({
    min: 1,
    max: 254,
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    patternMessage: 'Enter a valid email address',
  });

export const loginBody = object({
  email: email(),
  password: string({ min: 1, max: 200, trim: false }),
});
export type LoginBody = Infer<typeof loginBody>;

export const shadowTokenBody = object({ child_account_id: id() });
export type ShadowTokenBody = Infer<typeof shadowTokenBody>;

/** How long a single sign-on token works, once. */
export const SSO_TOKEN_MINUTES = 5;

/** POST /sso_tokens (partner accounts): a sign-in link for a user of one of the child accounts. */
export const ssoTokenBody = object({ user_id: id() });
export type SsoTokenBody = Infer<typeof ssoTokenBody>;

/** POST /sso_tokens answer: the token and the console link that signs the user in. */
export type SsoToken = {
  token: string;
  /** `{console}/sso-login/{token}`; add `?redirect=/path` to land elsewhere than the dashboard. */
  url: string;
  user_id: number;
  account_id: number;
  expires_at: string;
};

/** POST /auth/sso: a single sign-on token exchanged for a session. */
export const ssoLoginBody = object({ token: string({ min: 20, max: 200 }) });
export type SsoLoginBody = Infer<typeof ssoLoginBody>;

/** Why a single sign-on link did not sign anyone in (designed: the spec names the route only). */
export const SSO_ERRORS = {
  invalid: 'This sign-in link is not valid. Ask for a new one.',
  used: 'This sign-in link has already been used. Ask for a new one.',
  expired: 'This sign-in link has expired. Ask for a new one.',
  /** POST /sso_tokens for a child account's owner who has not allowed it (403). */
  ownerNotAllowed:
    "The account owner has not allowed sign-in links for their user. The owner can allow it in the account's settings.",
} as const;
