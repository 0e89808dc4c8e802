// Throttling of the endpoints that send mail (signup, verification resend, forgot-password, email
// change): per target address and per client IP. Like the login limit, each request is recorded
// before anything is sent and then counted, so a burst of any size passes at most the limit.
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { countMailRequests, deleteMailRequests, insertMailRequests } from './queries';

export const MAIL_WINDOW_MINUTES = 15;
/** Requests that mail one address (whoever asks) in the window. */
export const MAIL_PER_ADDRESS_LIMIT = 5;
/** Requests from one client address (an office, the test suite's browsers) in the window. */
export const MAIL_PER_IP_LIMIT = 100;

export async function admitMailRequest(db: Database, input: { address: string; ip: string }) {
  const buckets = [`to:${input.address}`, `ip:${input.ip}`];
  const mine = await insertMailRequests(db, buckets);
  const rows = await countMailRequests(db, buckets, MAIL_WINDOW_MINUTES);
  const countOf = (bucket: string) => rows.find((row) => row.bucket === bucket)?.count ?? 0;
  if (countOf(buckets[0]!) <= MAIL_PER_ADDRESS_LIMIT && countOf(buckets[1]!) <= MAIL_PER_IP_LIMIT) return;
  // Refused requests send nothing, so they do not count.
  await deleteMailRequests(db, mine);
  throw new ApiError(
    429,
    'too_many_requests',
    `Too many email requests. Please try again in ${MAIL_WINDOW_MINUTES} minutes.`,
    undefined,
    { 'Retry-After': String(MAIL_WINDOW_MINUTES * 60) },
  );
}
