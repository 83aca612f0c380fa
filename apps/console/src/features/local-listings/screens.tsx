export { LocalListingsPage } from './LocalListingsPage';
