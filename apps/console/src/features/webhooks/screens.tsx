export { WebhooksPage } from './WebhooksPage';
