export { PrescriptiveInsightsPage } from './PrescriptiveInsightsPage';
