export { AlertsPage } from './AlertsPage';
