// New passwords (signup, reset, change) must be hard to guess, not only 6 characters long: zxcvbn
// estimates how many guesses an attacker needs, from dictionaries of leaked passwords, English words
// and names, keyboard patterns, repeats, sequences and dates, and from what the traveller typed
// elsewhere (the email address), which a list of common passwords alone misses ("Summer2024",
// "gaido123"). The check runs on the API only: the dictionaries weigh megabytes and stay out of
// the browser.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's scale: 0 and 1 fall to an online attack within its first million guesses; 2 ("somewhat
 * guessable", at least 10^6 guesses) holds against online guessing under the login throttle.
 */
export const MIN_PASSWORD_SCORE = 2;

/** Words of the product that make a password guessable for this site in particular. */
const SITE_WORDS = ['gaido', 'travel', 'tours', 'tour', 'hidden gems'];

let factory: ZxcvbnFactory | null = null;

/** Built on first use: loading the dictionaries takes a moment the API's start should not pay. */
function estimator() {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return factory;
}

/** What of an email address a traveller may reuse in a password ("ana.silva" → "anasilva", "ana", "silva"). */
function personalWords(email: string | undefined) {
  if (!email) return [];
  const local = email.split('@')[0] ?? '';
  const parts = local.split(/[^a-z0-9]+/i);
  return [local, parts.join(''), ...parts].filter((word) => word.length >= 3);
}

export function isWeakPassword(password: string, email?: string): boolean {
  return estimator().check(password, [...SITE_WORDS, ...personalWords(email)]).score < MIN_PASSWORD_SCORE;
}
