// Request bodies of the account endpoints, with the messages of spec 5.
import { z } from 'zod';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords';

export const INVALID_EMAIL = 'Please enter a valid email address';
export const SHORT_PASSWORD = 'Password must be at least 6 characters';
export const PASSWORD_MIN = 6;
// argon2 accepts any length; a cap keeps a megabyte "password" from costing anything.
export const PASSWORD_MAX = 128;

export const emailField = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(254, INVALID_EMAIL)
  .pipe(z.email({ error: INVALID_EMAIL }));

export const passwordField = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be a string'),
  })
  .min(PASSWORD_MIN, SHORT_PASSWORD)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** A password being chosen (signup, reset, change): also not one of the most common. */
export const newPasswordField = passwordField.refine(
  (password) => !isCommonPassword(password),
  COMMON_PASSWORD,
);

export const tokenField = z
  .string({ error: 'Token is required' })
  .trim()
  .min(1, 'Token is required')
  .max(200, 'Token is invalid');

export const signupBody = z.object({
  email: emailField,
  password: newPasswordField,
  version: z
    .string()
    .max(32, 'version must be at most 32 characters')
    .regex(/^[\w.-]+$/, 'version must be a short identifier such as web')
    .default('web'),
  name: z.string().trim().min(1).max(80).optional(),
});

export const loginBody = z.object({ email: emailField, password: passwordField });
export const emailBody = z.object({ email: emailField });
export const tokenBody = z.object({ token: tokenField });
export const resetPasswordBody = z.object({ password: newPasswordField, token: tokenField });
/** `currentPassword` (optional) proves the password in the same call, instead of /auth/reauthenticate. */
export const changePasswordBody = z.object({
  password: newPasswordField,
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
});
export const changeEmailBody = z.object({
  email: emailField,
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
});
export const reauthenticateBody = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export const refreshBody = z.object({ refreshToken: z.string().min(1).max(200).optional() });
