export { ChildReviewsPage } from './ChildReviewsPage';
