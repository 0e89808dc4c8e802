// The account endpoints whose body is the contract's (@gaido/contracts, accounts) plus the one rule
// only the API can apply: a password being chosen is hard to guess (the dictionaries
// the estimate needs are too large to ship to browsers). The contract's minimum of 6, with its
// message, is checked first.
import { accounts as contract } from '@gaido/contracts';
import { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { isWeakPassword } from './password-strength';

const hardToGuess = z.refine<{ password: string; email?: string }>(
  (body) => !isWeakPassword(body.password, body.email),
  { message: contract.WEAK_PASSWORD, path: ['password'] },
);

/** A body whose `password` is being chosen (signup, reset, change): also hard to guess. */
function choosingPassword<S extends ZodMiniType<{ password: string }>>(schema: S): S {
  return schema.check(hardToGuess as never) as S;
}

export const signupBody = choosingPassword(contract.SignupBody);
export const resetPasswordBody = choosingPassword(contract.ResetPasswordBody);
export const changePasswordBody = choosingPassword(contract.ChangePasswordBody);
