import type { DeviceType } from '../schemas/device';

/** spec 9: mobile under 768 px, tablet 768 to under 1024, desktop from 1024. */
export const BREAKPOINTS = { mobile: 768, desktop: 1024 } as const;

export function getDeviceType(width: number): DeviceType {
  if (width < BREAKPOINTS.mobile) return 'mobile';
  if (width < BREAKPOINTS.desktop) return 'tablet';
  return 'desktop';
}

export type BrowserName = 'Chrome' | 'Edge' | 'Opera' | 'Samsung Internet' | 'Firefox' | 'Safari' | 'Unknown';

export interface BrowserInfo {
  name: BrowserName;
  /** Full version as the user agent reports it, '' when unknown. */
  version: string;
  /** A phone or tablet user agent (Android, iOS, "Mobile"). */
  isMobileUserAgent: boolean;
  /** Chrome on a desktop user agent with a viewport of at least BREAKPOINTS.desktop. */
  isDesktopChrome: boolean;
}

function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : (navigator.userAgent ?? '');
}

function currentViewportWidth(): number {
  return typeof window === 'undefined' ? 0 : window.innerWidth;
}

// Order matters: Edge, Opera and Samsung Internet also carry "Chrome/" in their user agents.
const BROWSER_PATTERNS: ReadonlyArray<[BrowserName, RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /(?:OPR|Opera)\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari\//],
];

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|CriOS|FxiOS/i;

/** Browser from the user agent; desktop Chrome also needs a viewport of at least 1024 px. */
export function detectBrowser(
  userAgent: string = currentUserAgent(),
  viewportWidth: number = currentViewportWidth(),
): BrowserInfo {
  let name: BrowserName = 'Unknown';
  let version = '';
  for (const [candidate, pattern] of BROWSER_PATTERNS) {
    const match = pattern.exec(userAgent);
    if (match) {
      name = candidate;
      version = match[1] ?? '';
      break;
    }
  }
  const isMobileUserAgent = MOBILE_USER_AGENT.test(userAgent);
  return {
    name,
    version,
    isMobileUserAgent,
    isDesktopChrome: name === 'Chrome' && !isMobileUserAgent && viewportWidth >= BREAKPOINTS.desktop,
  };
}

export function isDesktopChrome(
  userAgent: string = currentUserAgent(),
  viewportWidth: number = currentViewportWidth(),
): boolean {
  return detectBrowser(userAgent, viewportWidth).isDesktopChrome;
}
