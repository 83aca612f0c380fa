export { IntegrationsSettingsPage } from './IntegrationsSettingsPage';
export { OauthCallbackPage } from './OauthCallbackPage';
export {
  PartnerIntegrationsErrorPage,
  PartnerIntegrationsSetupPage,
} from './PartnerIntegrationPages';
export { ChildIntegrationsPage } from './PartnerIntegrationsPage';
