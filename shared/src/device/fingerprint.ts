/** spec 3 Device fingerprint, with the device id and the last fingerprint kept in local storage. */
import { type DeviceFingerprint, DeviceFingerprintSchema } from '../schemas/device';
import { readItem, readJson, writeItem, writeJson } from '../storage/storage';
import { detectBrowser, getDeviceType } from './browser';

export const DEVICE_ID_KEY = 'gaido_device_id';
export const DEVICE_FINGERPRINT_KEY = 'gaido_device_fingerprint';

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

function computeFingerprint(): DeviceFingerprint {
  const browser = detectBrowser();
  const hasWindow = typeof window !== 'undefined';
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const uaPlatform = (nav as (Navigator & { userAgentData?: { platform?: string } }) | undefined)
    ?.userAgentData?.platform;
  let timezone = 'UTC';
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    // keep UTC
  }
  return {
    deviceId: getDeviceId(),
    screenWidth: hasWindow ? window.screen?.width || window.innerWidth : 0,
    screenHeight: hasWindow ? window.screen?.height || window.innerHeight : 0,
    browserName: browser.name,
    browserVersion: browser.version,
    deviceType: getDeviceType(hasWindow ? window.innerWidth : 0),
    timezone,
    language: nav?.language ?? 'en',
    platform: uaPlatform || nav?.platform || 'unknown',
  };
}

/**
 * The device fingerprint. The last one is cached under gaido_device_fingerprint and returned as is;
 * pass `{ refresh: true }` to measure again (e.g. after a resize that changes the device type).
 */
export function getDeviceFingerprint(options: { refresh?: boolean } = {}): DeviceFingerprint {
  if (!options.refresh) {
    const cached = DeviceFingerprintSchema.safeParse(readJson(DEVICE_FINGERPRINT_KEY));
    if (cached.success && cached.data.deviceId === getDeviceId()) return cached.data;
  }
  const fingerprint = computeFingerprint();
  writeJson(DEVICE_FINGERPRINT_KEY, fingerprint);
  return fingerprint;
}
