import { type Requirement, useSession } from '@plaudit/hooks';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ACCESS, type AccessKey } from '../access/access';
import { NotFoundPage } from '../components/RefusedPage';
import { navHref } from '../lib/nav-hrefs';
import { useBasePath, withBase } from '../lib/paths';
import { RequireAccess } from './RequireAccess';
import { RedirectKeepQuery, RedirectSplat } from './redirects';
import { Screens as S } from './screens';

function gated(Screen: ComponentType, access?: AccessKey | Requirement) {
  if (!access) return <Screen />;
  const requirement = typeof access === 'string' ? ACCESS[access] : access;
  return (
    <RequireAccess requirement={requirement}>
      <Screen />
    </RequireAccess>
  );
}

/** Routes shared by child and parent accounts. */
function settingsRoutes(parent: boolean) {
  return [
    <Route
      key="s"
      path="settings"
      element={gated(S.SettingsPage, parent ? undefined : 'childSettings')}
    />,
    <Route key="sp" path="settings/profile" element={<S.ProfilePage />} />,
    <Route key="su" path="settings/users" element={gated(S.UsersPage, 'users')} />,
    <Route key="sun" path="settings/users/new" element={gated(S.UsersPage, 'users')} />,
    <Route key="saa" path="settings/authorized-apps" element={<S.AuthorizedAppsPage />} />,
    <Route key="oa" path="oauth/authorize" element={<S.OAuthAuthorizePage />} />,
    <Route key="p" path="profile" element={<RedirectKeepQuery to="/settings/profile" />} />,
    <Route
      key="fd"
      path="file-downloads/:fileId"
      element={gated(S.FileDownloadPage, 'fileDownloads')}
    />,
  ];
}

/**
 * Child (normal) account routes of spec 1 section 2; an unknown path shows a not-found screen
 * inside the frame (a bare /error page had no way on).
 */
function ChildRoutes() {
  const base = useBasePath();
  return (
    <Routes>
      <Route index element={<Navigate to={withBase(base, navHref.dashboard())} replace />} />
      <Route path="dashboard" element={gated(S.DashboardPage, 'dashboard')} />
      <Route
        path="dashboard/locations"
        element={gated(S.LocationPerformancePage, 'locationPerformance')}
      />
      <Route
        path="dashboard/local_listings"
        element={gated(S.LocalListingsPage, 'localListings')}
      />
      <Route path="dashboard/keywords" element={gated(S.KeywordsPage, 'keywords')} />
      <Route
        path="dashboard/keywords/categories"
        element={gated(S.KeywordCategoriesPage, 'keywords')}
      />
      <Route path="dashboard/keywords/:keyword" element={gated(S.KeywordDetailPage, 'keywords')} />
      <Route path="reviews" element={gated(S.ReviewsPage, 'reviews')} />
      <Route path="reviews/import" element={gated(S.ReviewImportPage, 'reviewImports')} />
      <Route path="reviews/:reviewId" element={gated(S.ReviewDetailPage, 'reviews')} />
      <Route path="reviews/:reviewId/history" element={gated(S.ReviewHistoryPage, 'reviews')} />
      <Route path="request-reviews" element={gated(S.AskToolPage, 'askTool')} />
      <Route path="request-reviews/overview" element={gated(S.CampaignOverviewPage, 'askTool')} />
      <Route
        path="request-reviews/campaigns/new"
        element={gated(S.NewCampaignPage, 'campaignCreate')}
      />
      <Route
        path="request-reviews/campaigns/:id"
        element={gated(S.CampaignEditorPage, 'askTool')}
      />
      <Route path="request-reviews/templates" element={gated(S.TemplatesPage, 'askTool')} />
      <Route
        path="request-reviews/templates/new"
        element={gated(S.TemplateEditorPage, 'campaignCreate')}
      />
      <Route
        path="request-reviews/templates/:id"
        element={gated(S.TemplateEditorPage, 'askTool')}
      />
      <Route
        path="request-reviews/microsurveys/:id/summaries"
        element={gated(S.MicrosurveySummaryPage, 'askTool')}
      />
      <Route path="amplify/*" element={gated(S.AmplifyPage, 'amplify')} />
      <Route path="competitors" element={gated(S.CompetitorsPage, 'competitors')} />
      <Route
        path="competitors/locations"
        element={gated(S.CompetitorLocationsPage, 'competitors')}
      />
      <Route path="competitors/brands" element={gated(S.CompetitorBrandsPage, 'competitors')} />
      <Route path="competitors/preview" element={gated(S.CompetitorPreviewPage, 'competitors')} />
      <Route path="local-search" element={gated(S.LocalSearchPage, 'localSearch')} />
      <Route path="photos" element={gated(S.PhotosPage, 'photos')} />
      <Route path="disputes" element={gated(S.DisputesPage, 'disputes')} />
      <Route
        path="prescriptive_insights"
        element={gated(S.PrescriptiveInsightsPage, 'prescriptiveInsights')}
      />
      <Route path="visual-reports" element={gated(S.VisualReportsPage, 'reports')} />
      <Route path="visual-reports/new" element={gated(S.VisualReportEditPage, 'reportCreate')} />
      <Route path="visual-reports/:reportId" element={gated(S.VisualReportViewPage, 'reports')} />
      <Route
        path="visual-reports/:reportId/edit"
        element={gated(S.VisualReportEditPage, 'reportUpdate')}
      />
      <Route path="partner-tools" element={<S.PartnerToolsPage />} />
      <Route path="partner-tools/scorecards" element={gated(S.ScorecardsPage, 'scorecards')} />
      <Route path="oauth/outbound/:provider" element={gated(S.OauthCallbackPage, 'integrations')} />
      {settingsRoutes(false)}
      <Route path="settings/account/*" element={gated(S.AccountSettingsPage, 'accountSettings')} />
      <Route path="settings/locations" element={gated(S.LocationsSettingsPage, 'locations')} />
      <Route path="settings/locations/new" element={gated(S.NewLocationPage, 'locationCreate')} />
      <Route
        path="settings/locations/new/:id/groups"
        element={gated(S.NewLocationGroupsPage, 'locationCreate')}
      />
      <Route
        path="settings/locations/:id/details"
        element={gated(S.LocationDetailsPage, 'locations')}
      />
      <Route path="settings/groups/new" element={gated(S.NewGroupPage, 'groupCreate')} />
      <Route path="settings/groups/:id/edit" element={gated(S.EditGroupPage, 'groupUpdate')} />
      <Route
        path="settings/integrations"
        element={gated(S.IntegrationsSettingsPage, 'integrations')}
      />
      <Route path="settings/target-score" element={gated(S.TargetScorePage, 'targetScore')} />
      <Route
        path="settings/response-templates"
        element={gated(S.ResponseTemplatesPage, 'responseTemplates')}
      />
      <Route path="settings/response-voice" element={gated(S.ResponseVoicePage, 'responseVoice')} />
      <Route
        path="settings/auto-response-rules"
        element={gated(S.AutoResponseRulesPage, 'autoResponseRules')}
      />
      <Route path="settings/alerts" element={gated(S.AlertsPage, 'alerts')} />
      <Route path="settings/webhooks" element={gated(S.WebhooksPage, 'webhooks')} />
      <Route path="settings/custom-email" element={gated(S.CustomEmailPage, 'customEmail')} />
      <Route path="settings/billing" element={<S.BillingPage />} />
      <Route path="settings/billing/edit" element={<S.BillingEditPage />} />
      <Route path="settings/billing/manage-plans" element={gated(S.ManagePlansPage, 'billing')} />
      <Route
        path="settings/scheduled-exports/manage"
        element={gated(S.ScheduledExportsPage, 'scheduledExports')}
      />
      <Route path="account/*" element={<RedirectSplat to="/settings/account" />} />
      <Route path="billing/*" element={<RedirectSplat to="/settings/billing" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** Parent (partner) account routes; unknown paths go to /accounts. */
function ParentRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/accounts" replace />} />
      <Route path="accounts" element={gated(S.AccountsPage, { all: ['account.read'] })} />
      <Route path="accounts/trials" element={gated(S.TrialsPage, { all: ['account.read'] })} />
      <Route
        path="accounts/integrations"
        element={gated(S.ChildIntegrationsPage, 'childIntegrations')}
      />
      <Route path="child-reviews" element={gated(S.ChildReviewsPage, 'childReviews')} />
      <Route
        path="partner-account-reports"
        element={gated(S.PartnerAccountReportsPage, 'partnerReports')}
      />
      <Route path="partner-tools" element={<S.PartnerToolsPage />} />
      <Route path="partner-tools/scorecards" element={gated(S.ScorecardsPage, 'scorecards')} />
      <Route
        path="partner-tools/scorecards/:scorecardId"
        element={gated(S.ScorecardDetailPage, 'scorecards')}
      />
      {settingsRoutes(true)}
      <Route path="settings/partner-apps" element={gated(S.PartnerAppsPage, 'partnerApps')} />
      <Route path="*" element={<Navigate to="/accounts" replace />} />
    </Routes>
  );
}

/** The signed-in routes: the parent route set for partner accounts, else the child set. */
export function AccountRoutes() {
  const isParent = useSession((s) => s.auth.isParent);
  return isParent ? <ParentRoutes /> : <ChildRoutes />;
}
