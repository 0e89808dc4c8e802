/**
 * spec 3: the device id, generated once and kept under gaido_device_id. On the root rather than with the
 * fingerprint (`@gaido/shared/device`): where storage is off it lives in memory, and the root is the one
 * copy every app on the page shares, so the page keeps one id.
 */
import { readItem, writeItem } from '../storage/storage';

export const DEVICE_ID_KEY = 'gaido_device_id';

let memoryDeviceId: string | null = null;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers: RFC 4122 v4 from getRandomValues, or Math.random as a last resort.
  const bytes = new Uint8Array(16);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function')
    crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The device id, generated once and kept under gaido_device_id (in memory if storage is off). */
export function getDeviceId(): string {
  const stored = readItem(DEVICE_ID_KEY);
  if (stored) return stored;
  const id = memoryDeviceId ?? randomId();
  memoryDeviceId = id;
  writeItem(DEVICE_ID_KEY, id);
  return id;
}
