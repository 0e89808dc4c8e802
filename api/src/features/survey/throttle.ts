// Survey answers are anonymous, so without a limit one client could store answers as fast as the
// database writes and drown the real ones. Token buckets like the analytics ingest's (kept in the
// database, taken atomically in one transaction: every API instance spends from the same bucket):
// one per client address and one per visitor (the signed-in user, else the browser's analytics id).
// A visitor is asked at most once every 90 days, so a few answers a day are plenty; the address's
// bucket is larger because an office or a household shares one.
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { type Take, type TokenBucketLimit, takeTokens } from '../analytics/rate-limit';

export const SURVEY_RATE_LIMITS: { perVisitor: TokenBucketLimit; perClientIp: TokenBucketLimit } = {
  /** 3 answers at once, then one every 8 hours. */
  perVisitor: { burst: 3, perSecond: 1 / (8 * 3600) },
  /** 20 answers at once, then one every 3 minutes. */
  perClientIp: { burst: 20, perSecond: 1 / 180 },
};

function waitInWords(waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

function tooManyAnswers(waitMs: number, from: string) {
  return new ApiError(
    429,
    'too_many_requests',
    `Too many survey answers ${from}. Please try again in ${waitInWords(waitMs)}.`,
    undefined,
    { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  );
}

/** Takes one answer from the client's and the visitor's buckets, or throws 429 and takes nothing. */
export function admitSurveyAnswer(
  db: Database,
  input: { ip: string; visitor: string | null; at: Date },
): Promise<void> {
  const takes: Take[] = [
    {
      key: `survey:ip:${input.ip}`,
      cost: 1,
      limit: SURVEY_RATE_LIMITS.perClientIp,
      from: 'from this address',
    },
  ];
  if (input.visitor) {
    takes.push({
      key: `survey:visitor:${input.visitor}`,
      cost: 1,
      limit: SURVEY_RATE_LIMITS.perVisitor,
      from: 'from this browser',
    });
  }
  return takeTokens(db, input.at, takes, tooManyAnswers);
}
