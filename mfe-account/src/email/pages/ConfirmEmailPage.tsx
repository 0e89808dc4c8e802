// /confirm-email is the second name of the email confirmation page (spec 2); it behaves as /verify-email.
export { default } from './VerifyEmailPage';
