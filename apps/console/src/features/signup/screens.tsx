// The way in: /signup, /signup/confirm and /signup/location.
export { ConfirmSignupPage } from './ConfirmSignupPage';
export { SignupLocationPage } from './SignupLocationPage';
export { SignupPage } from './SignupPage';
