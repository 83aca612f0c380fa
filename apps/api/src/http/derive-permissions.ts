import {
  PERMISSION_ACTIONS,
  PERMISSION_RESOURCES,
  type PermissionAction,
  type PermissionResource,
  type PermissionSet,
  type PermissionSummary,
  type UserType,
} from '@plaudit/api-client/schemas';

/**
 * Actions per user type and resource, written as letters:
 * r read, c create, u update, d delete, p preview.
 */
type Grid = Partial<Record<PermissionResource, string>>;

const EVERYTHING: Grid = Object.fromEntries(PERMISSION_RESOURCES.map((r) => [r, 'rcudp'])) as Grid;

const CHILD_GRID: Record<UserType, Grid> = {
  administrator: { ...EVERYTHING, child_integration: '', partner_scorecard: '' },
  manager: {
    ...EVERYTHING,
    child_integration: '',
    partner_scorecard: '',
    account: 'r',
    user: 'r',
    integration: 'r',
  },
  user: {
    account: 'r',
    alert: 'ru',
    amplify: 'rp',
    campaign: 'rcu',
    competitor: 'rp',
    export: 'rc',
    group: 'r',
    insights: 'r',
    issue: 'r',
    local_listing: 'rp',
    local_search: 'r',
    location: 'r',
    location_score: 'r',
    media: 'r',
    metrics: 'r',
    request: 'rc',
    review: 'ru',
    response: 'rcud',
    scheduled_export: 'rcud',
    source: 'r',
    tag: 'rcd',
    user: 'r',
    user_preference: 'rcud',
    // Users build their own visual reports (and change only those; areas/visual-reports).
    visual_report: 'rcud',
  },
  limited_user: {
    account: 'r',
    alert: 'ru',
    export: 'rc',
    group: 'r',
    location: 'r',
    metrics: 'r',
    request: 'rc',
    review: 'r',
    response: 'rc',
    source: 'r',
    tag: 'r',
    user_preference: 'rcud',
  },
  read_only: {
    account: 'r',
    amplify: 'p',
    competitor: 'rp',
    export: 'rc',
    group: 'r',
    insights: 'r',
    issue: 'r',
    local_listing: 'rp',
    location: 'r',
    location_score: 'r',
    media: 'r',
    metrics: 'r',
    request: 'r',
    review: 'r',
    response: 'r',
    scheduled_export: 'r',
    source: 'r',
    tag: 'r',
    user_preference: 'rcud',
    visual_report: 'r',
  },
  email_only: { user_preference: 'r' },
};

const PARENT_GRID: Record<UserType, Grid> = {
  administrator: {
    account: 'rcu',
    child_integration: 'rcu',
    export: 'rc',
    partner_scorecard: 'rcud',
    review: 'r',
    source: 'r',
    user: 'rcud',
    user_preference: 'rcud',
  },
  manager: {
    account: 'r',
    child_integration: 'r',
    export: 'rc',
    partner_scorecard: 'rc',
    review: 'r',
    source: 'r',
    user: 'r',
    user_preference: 'rcud',
  },
  user: { account: 'r', review: 'r', source: 'r', export: 'rc', user_preference: 'rcud' },
  limited_user: { account: 'r', review: 'r', source: 'r', user_preference: 'rcud' },
  read_only: { account: 'r', review: 'r', source: 'r', user_preference: 'rcud' },
  email_only: { user_preference: 'r' },
};

const LETTER: Record<PermissionAction, string> = {
  read: 'r',
  create: 'c',
  update: 'u',
  delete: 'd',
  preview: 'p',
};

export type AccountSettingsMap = Record<string, boolean | string>;

const on = (settings: AccountSettingsMap, code: string) => settings[code] === true;

/** Features a paid setting switches on; without it the resource is preview-only. */
const PREVIEW_WITHOUT: Partial<Record<PermissionResource, string>> = {
  amplify: 'amplify',
  local_listing: 'local_listings',
  competitor: 'competitor',
  local_search: 'local_search',
};
/**
 * Previews only account administrators get (spec 3: "The Local Search item needs
 * local_search preview (account admin) or read"); others have nothing without the setting.
 */
const PREVIEW_FOR_ADMINS_ONLY: ReadonlySet<PermissionResource> = new Set(['local_search']);
/** Features that are simply off without their setting. */
const OFF_WITHOUT: Partial<Record<PermissionResource, string>> = {
  insights: 'insights',
  media: 'media',
  scheduled_export: 'scheduled_exports',
  google_post_content: 'google_posts',
  location_score: 'new_performance_score',
};

/**
 * The permission summary a session carries: per resource, which of read,
 * create, update, delete and preview the user may do, from the user type, the
 * kind of account (parent or child) and the account settings.
 */
export function derivePermissions(
  userType: UserType,
  settings: AccountSettingsMap,
  isParent: boolean,
): PermissionSummary {
  const grid = (isParent ? PARENT_GRID : CHILD_GRID)[userType];
  const summary = {} as PermissionSummary;
  for (const resource of PERMISSION_RESOURCES) {
    const letters = grid[resource] ?? '';
    const set = {} as PermissionSet;
    for (const action of PERMISSION_ACTIONS) set[action] = letters.includes(LETTER[action]);
    const previewSetting = PREVIEW_WITHOUT[resource];
    if (previewSetting && !on(settings, previewSetting) && letters !== '') {
      const preview = userType === 'administrator' || !PREVIEW_FOR_ADMINS_ONLY.has(resource);
      for (const action of PERMISSION_ACTIONS) set[action] = action === 'preview' && preview;
    }
    const offSetting = OFF_WITHOUT[resource];
    if (offSetting && !on(settings, offSetting)) {
      for (const action of PERMISSION_ACTIONS) set[action] = false;
    }
    summary[resource] = set;
  }
  return summary;
}

export function can(
  summary: PermissionSummary,
  resource: PermissionResource,
  action: PermissionAction,
): boolean {
  return summary[resource]?.[action] === true;
}
