export { CampaignEditorPage } from './CampaignEditorPage';
export { CampaignOverviewPage } from './CampaignOverviewPage';
export { CampaignsPage as AskToolPage } from './CampaignsPage';
export { MicrosurveySummaryPage } from './MicrosurveySummaryPage';
export { NewCampaignPage } from './NewCampaignPage';
export { TemplateEditorPage } from './TemplateEditorPage';
export { TemplatesPage } from './TemplatesPage';
