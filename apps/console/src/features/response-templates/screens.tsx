export { ResponseTemplatesPage } from './ResponseTemplatesPage';
