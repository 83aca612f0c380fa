// The exporters other areas register in the exports area's registry (areas/exports/registry.ts),
// loaded wherever exports are made: the app (app.ts) and the job runners (app-jobs.ts). Listed
// here, above the areas, so the exports area imports none of the areas that register with it (the
// exports area's own exporters load with its routes).
import './areas/campaigns/exporters';
import './areas/competitors/competitors-exports';
import './areas/insights/exporters';
import './areas/location-performance/exporters';
import './areas/partner-account-reports/exporters';
import './areas/partner-scorecards/exporters';
import './areas/visual-reports/visual-report-exports';
