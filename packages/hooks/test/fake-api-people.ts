/**
 * The people and accounts of the hooks' fake API (a partner with two child accounts), and the
 * sessions it signs them in with.
 */
import type { PermissionSummary, Session } from '@plaudit/api-client';

type Person = {
  id: number;
  email: string;
  name: string;
  account_id: number;
  user_type: Session['user_type'];
};

export const PARTNER_ACCOUNT = 10;
export const BISTRO_ACCOUNT = 20;

export const people: Person[] = [
  {
    id: 1,
    email: 'admin@demo.test',
    name: 'Ada Admin',
    account_id: BISTRO_ACCOUNT,
    user_type: 'administrator',
  },
  {
    id: 2,
    email: 'manager@demo.test',
    name: 'Max Manager',
    account_id: BISTRO_ACCOUNT,
    user_type: 'manager',
  },
  {
    id: 3,
    email: 'partner@demo.test',
    name: 'Pat Partner',
    account_id: PARTNER_ACCOUNT,
    user_type: 'administrator',
  },
];

export const accounts = [
  { id: PARTNER_ACCOUNT, name: 'Partner Co', parent_id: null, is_parent: true },
  { id: BISTRO_ACCOUNT, name: 'Blue Fern Bistro', parent_id: PARTNER_ACCOUNT, is_parent: false },
  { id: 21, name: 'Green Leaf Cafe', parent_id: PARTNER_ACCOUNT, is_parent: false },
];

export const PASSWORD = 'demo-password';

const allow = { read: true, create: true, update: true, delete: true, preview: true };
const readOnly = { read: true, create: false, update: false, delete: false, preview: false };

export function permissionsFor(type: Session['user_type']): PermissionSummary {
  const perms: Record<string, typeof allow> = {};
  for (const r of [
    'review',
    'location',
    'group',
    'metrics',
    'competitor',
    'user',
    'scheduled_export',
  ])
    perms[r] = type === 'administrator' ? allow : readOnly;
  return perms as PermissionSummary;
}

export const OAUTH_CLIENT_ID = 'pcl_test_app';

let tokenCounter = 0;

/** A number no token issued before has: sessions and refresh tokens count together. */
export const nextTokenNumber = () => {
  tokenCounter += 1;
  return tokenCounter;
};

/** A new session (a fresh token) for a person, in their account or a child account. */
export function sessionFor(
  person: Person,
  accountId = person.account_id,
  parent: number | null = null,
): Session {
  const n = nextTokenNumber();
  const account = accounts.find((a) => a.id === accountId)!;
  return {
    token: `tok-${person.id}-${accountId}-${n}`,
    email: person.email,
    account_id: accountId,
    account_active: true,
    user_id: person.id,
    profile_id: person.id,
    user_type: person.user_type,
    user_type_id: person.user_type === 'administrator' ? 6 : 5,
    permissions: permissionsFor(person.user_type),
    isParent: account.is_parent,
    isShadowing: parent !== null,
    isImpersonated: false,
    isAccountOwner: person.id === 1,
    isWhitelabel: false,
    status: 'active',
    parent_account_id: parent,
    expires_at: '2099-01-01T00:00:00.000Z',
  };
}
