import type { User } from '../schemas/user';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idFrom(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * spec 3: User as the API sends it -> User as the app stores it. id from `id` or `user_id`, name
 * from `name` or `full_name`, isOnboarded kept only when it is a boolean, user_metadata kept when it
 * is an object. Other profile fields are kept. Returns null when there is no usable id.
 */
export function normalizeUser(raw: unknown): User | null {
  if (!isRecord(raw)) return null;
  const { id: rawId, user_id, name: rawName, full_name, isOnboarded, user_metadata, email, ...rest } = raw;
  const id = idFrom(rawId) ?? idFrom(user_id);
  if (!id) return null;
  const user: User = { ...rest, id, email: typeof email === 'string' ? email : '' };
  const name = typeof rawName === 'string' && rawName !== '' ? rawName : full_name;
  if (typeof name === 'string' && name !== '') user.name = name;
  if (typeof isOnboarded === 'boolean') user.isOnboarded = isOnboarded;
  if (isRecord(user_metadata)) user.user_metadata = user_metadata;
  return user;
}
