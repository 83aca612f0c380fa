// The dashboard's screen; location performance and target scores live in features/location-performance.
export { DashboardPage } from './DashboardPage';
