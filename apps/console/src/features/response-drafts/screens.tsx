export { ResponseVoicePage } from './ResponseVoicePage';
