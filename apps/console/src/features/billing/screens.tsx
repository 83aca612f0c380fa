// The billing screens, one file each by role: /settings/billing, /settings/billing/edit,
// /settings/billing/manage-plans.
export { BillingEditPage } from './BillingEditPage';
export { BillingPage } from './BillingPage';
export { ManagePlansPage } from './ManagePlansPage';
