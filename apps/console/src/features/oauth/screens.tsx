export { AuthorizedAppsPage } from './AuthorizedAppsPage';
export { OAuthAuthorizePage } from './ConsentPage';
export { PartnerAppsPage } from './PartnerAppsPage';
