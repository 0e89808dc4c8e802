import { posthogOptions } from './posthogBackend';

const settings = {
  enabled: true,
  apiKey: 'phc_gaido_local',
  apiHost: 'http://localhost:4000/api/v1/ingest',
  captureHeadlessBrowsers: false,
};

describe('analytics initialisation options (spec 1)', () => {
  const options = posthogOptions(settings, (event) => event);

  it('persists in local storage plus a cookie', () => {
    expect(options.persistence).toBe('localStorage+cookie');
  });

  it('captures page leaves and autocaptures interactions', () => {
    expect(options.capture_pageleave).toBe(true);
    expect(options.autocapture).toBe(true);
  });
});
