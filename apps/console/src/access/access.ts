import type { PermissionSummary } from '@plaudit/api-client';
import type { Requirement } from '@plaudit/hooks';

/**
 * The permission, setting and user-type gates of spec 1 section 6, by screen. The side
 * navigation and the routes read the same table, so a hidden item is also a closed route.
 */
export const ACCESS = {
  dashboard: { all: ['metrics.read'] },
  reviews: { all: ['review.read'] },
  disputes: { all: ['review.read'], settings: ['dispute_reviews'], parent: false },
  keywords: { all: ['insights.read'], settings: ['insights'], parent: false },
  askTool: { all: ['request.read'] },
  // Screens that are forms: refused before the form, not on its submit.
  campaignCreate: { all: ['request.read', 'request.create'] },
  competitors: { some: ['competitor.read', 'competitor.preview'] },
  locationPerformance: { all: ['location.read'] },
  reports: { all: ['visual_report.read'] },
  reportCreate: { all: ['visual_report.read', 'visual_report.create'] },
  reportUpdate: { all: ['visual_report.read', 'visual_report.update'] },
  scorecards: { all: ['partner_scorecard.create', 'partner_scorecard.read'] },
  onlinePresence: {
    some: ['amplify.preview', 'amplify.create', 'local_listing.preview', 'local_listing.create'],
  },
  amplify: { some: ['amplify.preview', 'amplify.create'] },
  localListings: { some: ['local_listing.preview', 'local_listing.create'] },
  // Spec 3: "The Local Search item needs local_search preview (account admin) or read".
  localSearch: { some: ['local_search.read', 'local_search.preview'] },
  photos: { all: ['media.read'], settings: ['media'] },
  prescriptiveInsights: { all: ['insights.read'], settings: ['prescriptive_insights'] },
  childIntegrations: { all: ['child_integration.read'], parent: true },
  childReviews: { all: ['review.read'], parent: true },
  partnerReports: { all: ['account.read'], parent: true },
  childSettings: { all: ['alert.update'] },
  accountSettings: { all: ['account.read'], parent: false },
  users: { all: ['user.read'], userTypes: ['administrator'] },
  locations: { all: ['location.read'] },
  locationCreate: { all: ['location.create'] },
  groupCreate: { all: ['group.create'] },
  groupUpdate: { all: ['group.update'] },
  integrations: { all: ['integration.read'], userTypes: ['administrator'] },
  billing: { userTypes: ['administrator'] },
  targetScore: { all: ['metrics.read'] },
  scheduledExports: { all: ['scheduled_export.create', 'scheduled_export.update'] },
  fileDownloads: { all: ['export.read'] },
  responseTemplates: { all: ['response.read'], parent: false },
  responseVoice: { all: ['account.update'], settings: ['ai_smart_responses'], parent: false },
  autoResponseRules: { all: ['response.read'], settings: ['auto_responding'], parent: false },
  alerts: { all: ['alert.read'], parent: false },
  reviewImports: { all: ['review.create'], parent: false },
  webhooks: { all: ['account.update'], settings: ['webhooks'], parent: false },
  customEmail: { all: ['account.update'], settings: ['custom_email'], parent: false },
  partnerApps: { userTypes: ['administrator'], parent: true },
} as const satisfies Record<string, Requirement>;

export type AccessKey = keyof typeof ACCESS;

const PREVIEW_IGNORED = new Set(['user_preference']);

/**
 * A user whose only permission is previewing competitors (spec 1 section 2): the auth gate
 * sends them to /competitors/preview. Saved-filter preferences do not count.
 */
export function isCompetitorPreviewOnly(permissions: PermissionSummary | null): boolean {
  if (!permissions?.competitor?.preview) return false;
  for (const [resource, set] of Object.entries(permissions)) {
    if (PREVIEW_IGNORED.has(resource)) continue;
    for (const [action, allowed] of Object.entries(set)) {
      if (!allowed) continue;
      if (resource === 'competitor' && action === 'preview') continue;
      return false;
    }
  }
  return true;
}

/** Billing pages stay open for an inactive account (everything else goes to billing edit). */
export function isBillingPath(rest: string): boolean {
  return /^\/(settings\/)?billing(\/|$)/.test(rest);
}
