export { ChangeEmailForm } from './ChangeEmailForm';
export { ConfirmEmailPage } from './ConfirmEmailPage';
