// Booking and payment references people read out on the phone: short, unambiguous, random.
import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../../http/errors';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Short, unambiguous (no 0/O, 1/I), random: "GD-7K3F-9QXA". */
export function newReference(prefix: string): string {
  let body = '';
  for (let index = 0; index < 8; index++) body += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${body.slice(0, 4)}-${body.slice(4)}`;
}

/** Retries a write whose only possible unique clash is a freshly drawn reference. */
export async function withFreshReference<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}
