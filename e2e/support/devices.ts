import type { PlaywrightTestOptions } from '@playwright/test';

/** The two screens every broken-journey fix is proven on: a laptop and a phone (390 x 844, touch). */
export const DEVICES: { name: string; use: Partial<PlaywrightTestOptions> }[] = [
  { name: 'on a wide screen', use: { viewport: { width: 1366, height: 900 } } },
  { name: 'on a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];
