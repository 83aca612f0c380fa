import * as v from 'valibot';
import { answer, type Infer, id, object, type Schema, string } from './validate';
import { described } from './validation/described';

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
export const userTypeAnswer: Schema<UserType> = v.picklist(USER_TYPE_CODES);

export const PERMISSION_ACTIONS = ['read', 'create', 'update', 'delete', 'preview'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
const permissionSetFields = answer(
  v.object(
    Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, v.boolean()])) as Record<
      PermissionAction,
      v.BooleanSchema<undefined>
    >,
  ),
);
/** A record by action (a type, not an interface, so `Object.entries` sees its values). */
export type PermissionSet = Infer<typeof permissionSetFields>;
export const permissionSetAnswer: Schema<PermissionSet> = permissionSetFields;

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
const permissionSummaryFields = answer(
  v.object(
    Object.fromEntries(
      PERMISSION_RESOURCES.map((resource) => [resource, permissionSetAnswer]),
    ) as Record<PermissionResource, Schema<PermissionSet>>,
  ),
);
/** A record by resource (a type, not an interface, so `Object.entries` sees its values). */
export type PermissionSummary = Infer<typeof permissionSummaryFields>;
export const permissionSummaryAnswer: Schema<PermissionSummary> = permissionSummaryFields;

export const ACCOUNT_STATUSES = ['active', 'trial', 'pending', 'expired', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const accountStatusAnswer: Schema<AccountStatus> = v.picklist(ACCOUNT_STATUSES);

export const sessionAnswer = answer(
  described(
    'The session of spec 1 section 3, as POST/GET /api/auth answer it.',
    v.object({
      token: v.string(),
      email: v.string(),
      account_id: v.number(),
      account_active: v.boolean(),
      user_id: v.number(),
      profile_id: v.number(),
      user_type: userTypeAnswer,
      user_type_id: v.number(),
      permissions: permissionSummaryAnswer,
      isParent: v.boolean(),
      isShadowing: v.boolean(),
      isImpersonated: v.boolean(),
      isAccountOwner: v.boolean(),
      isWhitelabel: v.boolean(),
      status: accountStatusAnswer,
      parent_account_id: described(
        'Present on shadow sessions: the parent account the user came from.',
        v.nullable(v.number()),
      ),
      expires_at: v.string(),
      token_type: described(
        "`bearer` when the session is a partner app's access token (OAuth); absent otherwise.",
        v.optional(v.literal('bearer')),
      ),
      scopes: described(
        "An app's access token: the scopes the user granted it (the permissions are narrowed to them).",
        v.optional(v.array(v.string())),
      ),
    }),
  ),
);
/** The session of spec 1 section 3, as POST/GET /api/auth answer it. */
export interface Session extends Infer<typeof sessionAnswer> {}

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

export const ssoTokenAnswer = answer(
  described(
    'POST /sso_tokens answer: the token and the console link that signs the user in.',
    v.object({
      token: v.string(),
      url: described(
        '`{console}/sso-login/{token}`; add `?redirect=/path` to land elsewhere than the dashboard.',
        v.string(),
      ),
      user_id: v.number(),
      account_id: v.number(),
      expires_at: v.string(),
    }),
  ),
);
/** POST /sso_tokens answer: the token and the console link that signs the user in. */
export interface SsoToken extends Infer<typeof ssoTokenAnswer> {}

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
