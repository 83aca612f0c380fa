// The competitor screens, one file each by role: /competitors (overview), /competitors/locations,
// /competitors/brands and /competitors/preview.
export { CompetitorBrandsPage } from './CompetitorBrandsPage';
export { CompetitorLocationsPage } from './CompetitorLocationsPage';
export { CompetitorPreviewPage } from './CompetitorPreviewPage';
export { CompetitorsPage } from './CompetitorsOverviewPage';
