export { KeywordCategoriesPage } from './KeywordCategoriesPage';
export { KeywordDetailPage } from './KeywordDetailPage';
export { KeywordsPage } from './KeywordsPage';
