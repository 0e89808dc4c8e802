// Which ids the favorites service sends to the server: a folder id starting with `local_` names a
// folder that exists on this device only; the server takes UUIDs only.
import { UUID_PATTERN } from '@gaido/contracts/limits';

export const LOCAL_FOLDER_PREFIX = 'local_';

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** spec 3: an id starting with local_ marks a local-only folder. */
export function isLocalFolderId(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(LOCAL_FOLDER_PREFIX);
}
