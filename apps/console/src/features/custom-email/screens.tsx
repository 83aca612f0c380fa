export { ConfirmSenderPage } from './ConfirmSenderPage';
export { CustomEmailPage } from './CustomEmailPage';
