import * as z from 'zod/mini';

export const DeviceTypeSchema = z.enum(['mobile', 'tablet', 'desktop']);
export type DeviceType = z.infer<typeof DeviceTypeSchema>;

/** spec 3: Device fingerprint. */
export const DeviceFingerprintSchema = z.object({
  deviceId: z.string().check(z.minLength(1)),
  screenWidth: z.number(),
  screenHeight: z.number(),
  browserName: z.string(),
  browserVersion: z.string(),
  deviceType: DeviceTypeSchema,
  timezone: z.string(),
  language: z.string(),
  platform: z.string(),
});
export type DeviceFingerprint = z.infer<typeof DeviceFingerprintSchema>;
