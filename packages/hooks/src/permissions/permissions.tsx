import type {
  AccountSettingsMap,
  PermissionAction,
  PermissionResource,
  PermissionSummary,
  UserType,
} from '@plaudit/api-client';
import { type ReactNode, useMemo } from 'react';
import { useAccountSettings } from '../account-settings';
import { useSession } from '../api/api-provider';
import { useFeatureFlags } from './feature-flags';

/** `['review', 'read']` or `'review.read'`. */
export type PermissionCheck =
  | readonly [PermissionResource, PermissionAction]
  | `${PermissionResource}.${PermissionAction}`;

/** Everything content can be gated by (spec 1 section 6). Every given part must pass. */
export type Requirement = {
  /** Every check must pass. */
  all?: readonly PermissionCheck[];
  /** At least one check must pass. */
  some?: readonly PermissionCheck[];
  /** Every feature flag must be on. */
  features?: readonly string[];
  /** Every account setting must be on (true or a non-empty value). */
  settings?: readonly string[];
  /** The user's type must be one of these. */
  userTypes?: readonly UserType[];
  /** true: partner accounts only; false: child (normal) accounts only. */
  parent?: boolean;
};

export type PermissionFacts = {
  permissions: PermissionSummary | null;
  features: ReadonlySet<string>;
  /** undefined while the account settings are loading. */
  settings: AccountSettingsMap | null | undefined;
  userType: UserType | null;
  isParent: boolean;
};

function split(check: PermissionCheck): [string, string] {
  if (typeof check === 'string') {
    const dot = check.lastIndexOf('.');
    return [check.slice(0, dot), check.slice(dot + 1)];
  }
  return [check[0], check[1]];
}

/** Whether the permission summary allows `action` on `resource`. */
export function can(
  permissions: PermissionSummary | null | undefined,
  resource: PermissionResource,
  action: PermissionAction,
): boolean {
  return permissions?.[resource]?.[action] === true;
}

/** `can` for a check written `'resource.action'` (`'review.update'`). */
export function canCheck(
  permissions: PermissionSummary | null | undefined,
  check: PermissionCheck,
) {
  const [resource, action] = split(check);
  return can(permissions, resource as PermissionResource, action as PermissionAction);
}

/** Whether an account setting is on: `true`, or text other than '' and `'false'`. */
export function settingOn(settings: AccountSettingsMap | null | undefined, code: string): boolean {
  const value = settings?.[code];
  return value === true || (typeof value === 'string' && value !== '' && value !== 'false');
}

/** Checks a requirement against the facts (pure). */
export function checkRequirement(requirement: Requirement, facts: PermissionFacts): boolean {
  const { all, some, features, settings, userTypes, parent } = requirement;
  if (all && !all.every((c) => canCheck(facts.permissions, c))) return false;
  if (some && some.length > 0 && !some.some((c) => canCheck(facts.permissions, c))) return false;
  if (features && !features.every((f) => facts.features.has(f))) return false;
  if (settings && !settings.every((s) => settingOn(facts.settings, s))) return false;
  if (userTypes && !(facts.userType && userTypes.includes(facts.userType))) return false;
  if (parent !== undefined && facts.isParent !== parent) return false;
  return true;
}

export type PermissionApi = {
  can(resource: PermissionResource, action: PermissionAction): boolean;
  /** All-of. */
  canAll(checks: readonly PermissionCheck[]): boolean;
  /** Some-of. */
  canSome(checks: readonly PermissionCheck[]): boolean;
  hasFeature(flag: string): boolean;
  hasSetting(code: string): boolean;
  isUserType(...types: UserType[]): boolean;
  check(requirement: Requirement): boolean;
  /** False while account settings load: a settings check would still fail. */
  settingsLoaded: boolean;
  facts: PermissionFacts;
};

/**
 * Permission checks for the signed-in user: the permission summary from login, feature flags
 * (`features.*` URL parameters kept in a cookie), account settings and the user type.
 */
export function usePermission(): PermissionApi {
  const permissions = useSession((s) => s.auth.permissions);
  const userType = useSession((s) => s.auth.user_type);
  const isParent = useSession((s) => s.auth.isParent);
  const features = useFeatureFlags();
  const { data: settings, error } = useAccountSettings();
  return useMemo(() => {
    const facts: PermissionFacts = {
      permissions,
      features,
      settings: error ? null : settings,
      userType,
      isParent,
    };
    return {
      can: (resource, action) => can(permissions, resource, action),
      canAll: (checks) => checks.every((c) => canCheck(permissions, c)),
      canSome: (checks) => checks.some((c) => canCheck(permissions, c)),
      hasFeature: (flag) => features.has(flag),
      hasSetting: (code) => settingOn(facts.settings, code),
      isUserType: (...types) => userType !== null && types.includes(userType),
      check: (requirement) => checkRequirement(requirement, facts),
      settingsLoaded: facts.settings !== undefined,
      facts,
    };
  }, [permissions, userType, isParent, features, settings, error]);
}

/** `useCan({ all: ['review.read'] })`, `useCan({ some: [['competitor', 'read'], ['competitor', 'preview']] })`. */
export function useCan(requirement: Requirement): boolean {
  return usePermission().check(requirement);
}

export type GateProps = Requirement & {
  children?: ReactNode;
  /** Shown when a check fails. Default nothing. */
  fallback?: ReactNode;
  /** Shown while account settings needed by `settings` are loading. Default nothing. */
  loading?: ReactNode;
};

/** Renders `children` only when every check passes, else `fallback`. */
export function Gate({ children, fallback = null, loading = null, ...requirement }: GateProps) {
  const permission = usePermission();
  if (requirement.settings?.length && !permission.settingsLoaded) return <>{loading}</>;
  return <>{permission.check(requirement) ? children : fallback}</>;
}
