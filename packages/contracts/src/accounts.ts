// Accounts under /auth: signing up and in, tokens, the mail links (verify, reset, change of
// address) and password changes. Messages are the ones a person reads in the forms.
import * as z from 'zod/mini';
import { dataOf, defineEndpoint, ErrorResponse, type Schema } from './endpoint';
import {
  CLIENT_VERSION_MAX,
  DEFAULT_CLIENT_VERSION,
  EMAIL_MAX,
  INVALID_EMAIL,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SHORT_PASSWORD,
  SIGNUP_NAME_MAX,
  TOKEN_MAX,
} from './limits';
import { UserResponse } from './users';

export {
  CLIENT_VERSION_MAX,
  DEFAULT_CLIENT_VERSION,
  EMAIL_MAX,
  INVALID_EMAIL,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SHORT_PASSWORD,
  SIGNUP_NAME_MAX,
  TOKEN_MAX,
  WEAK_PASSWORD,
} from './limits';

export const Email = z.pipe(
  z.string({ error: INVALID_EMAIL }).check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX, INVALID_EMAIL)),
  z.email({ error: INVALID_EMAIL }),
);

/** A password as typed at sign-in. One being chosen is also refused when it is among the most common: the API checks that. */
export const Password = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be a string'),
  })
  .check(
    z.minLength(PASSWORD_MIN, SHORT_PASSWORD),
    z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  );

export const MailToken = z
  .string({ error: 'Token is required' })
  .check(z.trim(), z.minLength(1, 'Token is required'), z.maxLength(TOKEN_MAX, 'Token is invalid'));

const currentPassword = z.optional(z.string().check(z.maxLength(PASSWORD_MAX)));

export const SignupBody = z.object({
  email: Email,
  password: Password,
  version: z._default(
    z
      .string()
      .check(
        z.maxLength(CLIENT_VERSION_MAX, `version must be at most ${CLIENT_VERSION_MAX} characters`),
        z.regex(/^[\w.-]+$/, 'version must be a short identifier such as web'),
      ),
    DEFAULT_CLIENT_VERSION,
  ),
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(SIGNUP_NAME_MAX))),
});
export const LoginBody = z.object({ email: Email, password: Password });
export const EmailBody = z.object({ email: Email });
export const TokenBody = z.object({ token: MailToken });
export const ResetPasswordBody = z.object({ password: Password, token: MailToken });
/** `currentPassword` (optional) proves the password in the same call, instead of /auth/reauthenticate. */
export const ChangePasswordBody = z.object({ password: Password, currentPassword });
export const ChangeEmailBody = z.object({ email: Email, currentPassword });
export const ReauthenticateBody = z.object({
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(1, 'Password is required'),
      z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    ),
});
/** The refresh token may come in the `Authorization-Refresh` header instead. */
export const RefreshBody = z.optional(
  z.object({ refreshToken: z.optional(z.string().check(z.minLength(1), z.maxLength(TOKEN_MAX))) }),
);
/** `Authorization-Refresh`: the session's refresh token, as it is or as `Bearer <token>` (spec 7). */
export const RefreshTokenHeaders = z.object({
  'Authorization-Refresh': z.optional(
    z.string().check(z.maxLength(TOKEN_MAX, `Authorization-Refresh must be at most ${TOKEN_MAX} characters`)),
  ),
});

const message = z.object({ message: z.string() });
const Tokens = { accessToken: z.string(), refreshToken: z.string(), expiresIn: z.number() };
const withMessage = dataOf(z.object({ context: message }));
const userWithMessage = dataOf(z.object({ user: UserResponse, context: message }));
const tokensWithMessage = dataOf(z.object({ ...Tokens, context: message }));
const refused = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};

/** An account call's answers: its success, the refusals, and 428 for a change that needs a recent sign-in. */
type AccountResponses<O extends Schema, S extends 200 | 201, A> = { [K in S]: O } & typeof refused &
  (A extends 'bearer' ? { 428: typeof ErrorResponse } : unknown);

// @__NO_SIDE_EFFECTS__
function post<
  const E extends {
    path: string;
    summary: string;
    description: string;
    auth: 'bearer' | 'none';
    headers?: Schema;
  },
  B extends Schema | undefined,
  O extends Schema,
  S extends 200 | 201 = 200,
>(endpoint: E, body: B, ok: O, status: S = 200 as S) {
  // An account change by a signed-in user may also ask for a recent sign-in (428).
  const responses: Record<number, Schema> = { [status]: ok, ...refused };
  if (endpoint.auth === 'bearer') responses[428] = ErrorResponse;
  const defined = defineEndpoint({
    method: 'post',
    tag: 'accounts',
    ...endpoint,
    ...(body ? { body } : {}),
    responses,
  });
  return defined as unknown as Omit<typeof defined, 'body' | 'responses'> & {
    responses: AccountResponses<O, S, E['auth']>;
  } & (B extends Schema ? { body: B } : unknown);
}

export const signup = post(
  {
    path: '/auth/signup',
    summary: 'Creates an account and mails a verification link',
    description:
      'Creates an unverified account and mails a verification link (the user may sign in before confirming). A taken email is a 409 `email_taken`; a password scoring under 2 on the strength estimate is a 400; past the mail limits per address or client, a 429 with Retry-After.',
    auth: 'none',
  },
  SignupBody,
  userWithMessage,
  201,
);
export const resendVerification = post(
  {
    path: '/auth/resend-verification',
    summary: 'Mails a new verification link (the same answer whatever the account)',
    description:
      'Mails a new verification link to an unverified account. It answers the same whether or not the account exists or is already verified, so it reveals nothing; past the mail limits, a 429 with Retry-After.',
    auth: 'none',
  },
  EmailBody,
  withMessage,
);
export const confirm = post(
  {
    path: '/auth/confirm',
    summary: 'Verifies the address with the mailed token',
    description:
      'Marks the address verified with the token of the mailed link. An unknown token is `token_invalid`, a spent one `token_used`, an old one `token_expired`.',
    auth: 'none',
  },
  TokenBody,
  userWithMessage,
);
export const login = post(
  {
    path: '/auth/login',
    summary: 'Signs in: tokens and the user',
    description:
      'Checks the email and password and opens a session: an access token (15 minutes) and a refresh token (30 days), with the user. Failed attempts are counted per account and per client address; past the limit even the right password gets a 429 with Retry-After.',
    auth: 'none',
  },
  LoginBody,
  dataOf(z.object({ ...Tokens, user: UserResponse })),
);
export const refresh = post(
  {
    path: '/auth/refresh',
    summary: 'New tokens for a refresh token (header Authorization-Refresh or body)',
    description:
      'Rotates the refresh token (from the `Authorization-Refresh` header or, without it, the body): new access and refresh tokens. A refresh token presented again after its rotation revokes the whole session (`refresh_token_reused`).',
    auth: 'none',
    headers: RefreshTokenHeaders,
  },
  RefreshBody,
  dataOf(z.object(Tokens)),
);
export const logout = post(
  {
    path: '/auth/logout',
    summary: 'Ends the session of the tokens sent (best effort)',
    description:
      'Revokes the session of the refresh token sent in `Authorization-Refresh` and that of the bearer access token, when either is sent and valid, and answers 200 whether or not they were: signing out never fails for the client. It reads no body; a header longer than its bound is a 400.',
    auth: 'none',
    headers: RefreshTokenHeaders,
  },
  undefined,
  withMessage,
);
export const forgotPassword = post(
  {
    path: '/auth/forgot-password',
    summary: 'Mails a reset link (the same answer whether or not the account exists)',
    description:
      'Mails a link to set a new password. It answers the same whether or not the account exists; past the mail limits, a 429 with Retry-After.',
    auth: 'none',
  },
  EmailBody,
  withMessage,
);
export const resetPassword = post(
  {
    path: '/auth/reset-password',
    summary: 'Sets a new password with the mailed token',
    description:
      'Sets a new password with the token of the mailed link and ends every session of the account. The new password must score 2 or more on the strength estimate (else 400).',
    auth: 'none',
  },
  ResetPasswordBody,
  withMessage,
);
export const reauthenticate = post(
  {
    path: '/auth/reauthenticate',
    summary: 'Proves the password again before an account change',
    description:
      'Proves the password of the signed-in user again, which allows the account changes that need a recent sign-in for 10 minutes. A wrong password is a 400 `invalid_current_password`, never a 401, and counts toward the login limits (429 with Retry-After).',
    auth: 'bearer',
  },
  ReauthenticateBody,
  tokensWithMessage,
);
export const logoutAll = post(
  {
    path: '/auth/logout-all',
    summary: 'Ends every session of the user',
    description:
      'Revokes every session of the signed-in user, this one included: their access tokens stop working at once.',
    auth: 'bearer',
  },
  undefined,
  withMessage,
);
export const changeEmailRequest = post(
  {
    path: '/auth/change-email-request',
    summary: 'Mails a confirmation link to the new address',
    description:
      'Mails a confirmation link to the new address; the address changes only when that link is used. Needs a sign-in within 10 minutes or `currentPassword` (else 428 `reauthentication_required`); the same address is a 400 `same_email`.',
    auth: 'bearer',
  },
  ChangeEmailBody,
  withMessage,
);
export const updateEmail = post(
  {
    path: '/auth/update-email',
    summary: 'Changes the address with the mailed token',
    description:
      "Changes the account's address with the token mailed to the new one, and answers the updated user.",
    auth: 'none',
  },
  TokenBody,
  userWithMessage,
);
export const changePassword = post(
  {
    path: '/auth/change-password',
    summary: 'Sets a new password; other sessions end',
    description:
      'Sets a new password for the signed-in user and ends their other sessions; answers fresh tokens for this one. Needs a sign-in within 10 minutes or `currentPassword` (else 428 `reauthentication_required`).',
    auth: 'bearer',
  },
  ChangePasswordBody,
  tokensWithMessage,
);

export const accountsEndpoints = [
  signup,
  resendVerification,
  confirm,
  login,
  refresh,
  logout,
  forgotPassword,
  resetPassword,
  reauthenticate,
  logoutAll,
  changeEmailRequest,
  updateEmail,
  changePassword,
];
