// Endpoints for a service (contract `auth: 'service'`) answer only the token the API was configured
// with (GAIDO_HEALTH_TOKEN), never a person's session; with none configured, nobody.
import { timingSafeEqual } from 'node:crypto';
import { ApiError } from './errors';

/** The caller presents the configured service token; with none configured, nobody reads. */
export function requireServiceToken(header: string | undefined, expected: string | undefined): void {
  const presented = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(expected ?? '');
  const ok = wanted.length > 0 && presented.length === wanted.length && timingSafeEqual(presented, wanted);
  if (!ok)
    throw new ApiError(401, 'invalid_service_token', 'This needs the service token of the release service');
}
