export { ReviewImportPage } from './ReviewImportPage';
