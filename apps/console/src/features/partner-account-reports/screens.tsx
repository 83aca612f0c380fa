export { PartnerAccountReportsPage } from './PartnerAccountReportsPage';
