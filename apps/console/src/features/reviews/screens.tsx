export { ReviewDetailPage } from './ReviewDetailPage';
export { ReviewHistoryPage } from './ReviewHistoryPage';
export { ReviewsPage } from './ReviewsPage';
