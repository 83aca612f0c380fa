export { VisualReportEditPage } from './VisualReportEditPage';
export { VisualReportsPage } from './VisualReportsPage';
export { VisualReportViewPage } from './VisualReportViewPage';
