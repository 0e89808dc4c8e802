import { isValidEmail, PASSWORD_MIN_LENGTH, VALIDATION } from '@gaido/shared/auth';

// spec 5: login, signup and forgot-password validation messages.
export function validateEmail(email: string): string | undefined {
  return isValidEmail(email.trim()) ? undefined : VALIDATION.email;
}

export function validateCredentials(email: string, password: string): { email?: string; password?: string } {
  const errors: { email?: string; password?: string } = {};
  const emailError = validateEmail(email);
  if (emailError) errors.email = emailError;
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = VALIDATION.passwordMin;
  return errors;
}
