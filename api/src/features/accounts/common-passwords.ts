// The most common passwords are refused for new passwords (signup, reset, change): they are the
// first guesses of every attacker, whatever the throttling. The list is zxcvbn-ts's, ranked by
// frequency in leaked password sets; its first 10,000 are taken.
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_COUNT = 10_000;
export const COMMON_PASSWORD = 'This password is too common. Please choose one that is harder to guess.';

const common = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));

/** Case does not make a common password uncommon: "Password1" is "password1". */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
