import {
  ANDROID_CHROME_UA,
  DESKTOP_CHROME_UA,
  DESKTOP_FIREFOX_UA,
  setViewportWidth,
  useUserAgent,
} from '../test/helpers';
import { detectBrowser, isDesktopChrome } from './browser';
import { getDeviceId } from './deviceId';
import { getDeviceFingerprint } from './fingerprint';

const EDGE_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87';
const SAFARI_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE_CHROME_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const HEADLESS_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.6478.126 Safari/537.36';

describe('detectBrowser (spec 7: desktop Chrome)', () => {
  it.each([
    [DESKTOP_CHROME_UA, 1280, 'Chrome', '126.0.6478.126', true],
    [DESKTOP_CHROME_UA, 1024, 'Chrome', '126.0.6478.126', true],
    [DESKTOP_CHROME_UA, 1023, 'Chrome', '126.0.6478.126', false],
    [HEADLESS_UA, 1280, 'Chrome', '126.0.6478.126', true],
    [ANDROID_CHROME_UA, 1280, 'Chrome', '126.0.6478.122', false],
    [IPHONE_CHROME_UA, 1280, 'Chrome', '126.0.6478.54', false],
    [EDGE_UA, 1280, 'Edge', '126.0.2592.87', false],
    [DESKTOP_FIREFOX_UA, 1280, 'Firefox', '128.0', false],
    [SAFARI_UA, 1280, 'Safari', '17.5', false],
    ['', 1280, 'Unknown', '', false],
  ])('reads %s at %i px', (userAgent, width, name, version, desktopChrome) => {
    expect(detectBrowser(userAgent, width)).toMatchObject({ name, version, isDesktopChrome: desktopChrome });
    expect(isDesktopChrome(userAgent, width)).toBe(desktopChrome);
  });

  it("reads the browser's own user agent and viewport by default", () => {
    useUserAgent(DESKTOP_CHROME_UA);
    setViewportWidth(1440);
    expect(isDesktopChrome()).toBe(true);
  });
});

describe('device fingerprint (spec 3)', () => {
  it('generates the device id once and keeps it under gaido_device_id', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('gaido_device_id')).toBe(id);
    expect(getDeviceId()).toBe(id);
  });

  it('describes the device and caches it under gaido_device_fingerprint', () => {
    useUserAgent(DESKTOP_CHROME_UA);
    setViewportWidth(1280);
    const fingerprint = getDeviceFingerprint();
    expect(fingerprint).toEqual({
      deviceId: getDeviceId(),
      screenWidth: expect.any(Number),
      screenHeight: expect.any(Number),
      browserName: 'Chrome',
      browserVersion: '126.0.6478.126',
      deviceType: 'desktop',
      timezone: expect.any(String),
      language: expect.any(String),
      platform: expect.any(String),
    });
    expect(JSON.parse(localStorage.getItem('gaido_device_fingerprint') ?? 'null')).toEqual(fingerprint);
  });

  it('returns the cached fingerprint until asked to measure again', () => {
    setViewportWidth(1280);
    expect(getDeviceFingerprint().deviceType).toBe('desktop');
    setViewportWidth(500);
    expect(getDeviceFingerprint().deviceType).toBe('desktop');
    expect(getDeviceFingerprint({ refresh: true }).deviceType).toBe('mobile');
  });
});
