export { AutoResponseRulesPage } from './AutoResponseRulesPage';
