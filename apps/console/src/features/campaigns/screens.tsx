export { CampaignEditorPage, NewCampaignPage } from './CampaignEditorPage';
export { CampaignOverviewPage } from './CampaignOverviewPage';
export { CampaignsPage as AskToolPage } from './CampaignsPage';
export { MicrosurveySummaryPage } from './MicrosurveySummaryPage';
export { TemplateEditorPage } from './TemplateEditorPage';
export { TemplatesPage } from './TemplatesPage';
