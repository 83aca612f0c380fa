export { PhotosPage } from './PhotosPage';
