/**
 * spec 3 Device fingerprint, with the last one kept in local storage: `@gaido/shared/device`, bundled
 * into the apps that import it rather than provided with the root to every page. It holds no state: the
 * device id, which does where storage is off, comes from the root.
 */
import { detectBrowser, getDeviceId, getDeviceType } from '@gaido/shared';
import { type DeviceFingerprint, DeviceFingerprintSchema } from '../schemas/device';
import { readJson, writeJson } from '../storage/storage';

export {
  type DeviceFingerprint,
  DeviceFingerprintSchema,
  type DeviceType,
  DeviceTypeSchema,
} from '../schemas/device';

export const DEVICE_FINGERPRINT_KEY = 'gaido_device_fingerprint';

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
