// Request bodies of the account endpoints: the contracts' (@gaido/shared/contracts, accounts), with
// the one rule only the API can apply: a password being chosen is not among the most common (the
// list is too large to ship to browsers).
import { accounts as contract } from '@gaido/shared/contracts';
import { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords';

const notCommon = z.refine<{ password: string }>((body) => !isCommonPassword(body.password), {
  message: COMMON_PASSWORD,
  path: ['password'],
});

/** A body whose `password` is being chosen (signup, reset, change): also not one of the most common. */
function choosingPassword<S extends ZodMiniType<{ password: string }>>(schema: S): S {
  return schema.check(notCommon as never) as S;
}

export const signupBody = choosingPassword(contract.SignupBody);
export const loginBody = contract.LoginBody;
export const emailBody = contract.EmailBody;
export const tokenBody = contract.TokenBody;
export const resetPasswordBody = choosingPassword(contract.ResetPasswordBody);
export const changePasswordBody = choosingPassword(contract.ChangePasswordBody);
export const changeEmailBody = contract.ChangeEmailBody;
export const reauthenticateBody = contract.ReauthenticateBody;
export const refreshBody = contract.RefreshBody;
