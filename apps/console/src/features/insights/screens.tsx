export { KeywordCategoriesPage, KeywordDetailPage, KeywordsPage } from './KeywordsPage';
