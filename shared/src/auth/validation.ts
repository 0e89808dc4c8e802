import { INVALID_EMAIL, PASSWORD_MIN, SHORT_PASSWORD } from '@gaido/contracts/limits';

/** spec 5: validation messages, to the letter: the API's (the accounts contract). */
export const PASSWORD_MIN_LENGTH = PASSWORD_MIN;

export const VALIDATION = {
  email: INVALID_EMAIL,
  passwordMin: SHORT_PASSWORD,
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The spec 5 message for an email field, or undefined when it is valid. */
export function validateEmail(email: string): string | undefined {
  return isValidEmail(email) ? undefined : VALIDATION.email;
}

/** The spec 5 message for a password field, or undefined when it is long enough. */
export function validatePassword(password: string): string | undefined {
  return password.length >= PASSWORD_MIN_LENGTH ? undefined : VALIDATION.passwordMin;
}

/** spec 8: the login form shows this for any credentials-like failure. */
export const INCORRECT_CREDENTIALS_MESSAGE = 'Incorrect email or password. Please try again.';

const CREDENTIAL_HINTS =
  /invalid|incorrect|wrong|credentials|password|email|login failed|authentication failed/i;

/** spec 8: maps a login failure to what the login form shows. */
export function mapLoginError(message: string): string {
  return CREDENTIAL_HINTS.test(message) ? INCORRECT_CREDENTIALS_MESSAGE : message;
}
