import { PASSWORD_MIN_LENGTH, VALIDATION } from '@gaido/shared/auth';

/** spec 5: minimum 6 characters; the confirmation must match so a typo cannot lock the user out. */
export function validateNewPassword(
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } {
  const errors: { password?: string; confirmation?: string } = {};
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = VALIDATION.passwordMin;
  if (confirmation !== password) errors.confirmation = 'The passwords do not match';
  return errors;
}
