import { PartnerToolsLanding } from './PartnerToolsLanding';
import { ScorecardDetail } from './ScorecardDetail';
import { ScorecardRequest } from './ScorecardRequest';
import { ScorecardsList } from './ScorecardsList';

/** /partner-tools: the partner tools (PartnerToolsLanding.tsx). */
export function PartnerToolsPage() {
  return <PartnerToolsLanding />;
}

/** /partner-tools/scorecards */
export function ScorecardsPage() {
  return <ScorecardsList />;
}

/** /partner-tools/scorecards/:scorecardId */
export function ScorecardDetailPage() {
  return <ScorecardDetail />;
}

/** /scorecardrequest/:id (public, standalone) */
export function ScorecardRequestPage() {
  return <ScorecardRequest />;
}
