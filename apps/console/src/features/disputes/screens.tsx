export { DisputesPage } from './DisputesPage';
