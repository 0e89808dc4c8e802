import { configureGaido, getRuntimeConfig, resolveAssetUrl } from './runtimeConfig';

describe('runtime configuration', () => {
  it('starts with the local API and assets host', () => {
    expect(getRuntimeConfig()).toMatchObject({
      apiBaseUrl: 'http://localhost:4000/api/v1',
      assetsHost: 'http://localhost:4000',
    });
  });

  it('merges what the host configures and drops trailing slashes', () => {
    configureGaido({ apiBaseUrl: 'https://api.gaido.test/api/v1/', environment: 'production' });
    configureGaido({ assetsHost: 'https://cdn.gaido.test/' });
    expect(getRuntimeConfig()).toEqual({
      apiBaseUrl: 'https://api.gaido.test/api/v1',
      assetsHost: 'https://cdn.gaido.test',
      environment: 'production',
    });
  });

  it('keeps earlier analytics settings when more are added', () => {
    configureGaido({ analytics: { apiKey: 'key' } });
    configureGaido({ analytics: { apiHost: 'http://localhost:4000/ingest' } });
    expect(getRuntimeConfig().analytics).toEqual({ apiKey: 'key', apiHost: 'http://localhost:4000/ingest' });
  });

  it('carries the map style a deployment names, and none by default (the offline basemap)', () => {
    expect(getRuntimeConfig().mapStyleUrl).toBeUndefined();
    configureGaido({ mapStyleUrl: 'https://tiles.example.com/style.json' });
    expect(getRuntimeConfig().mapStyleUrl).toBe('https://tiles.example.com/style.json');
  });

  it('hands out a copy that cannot change the configuration', () => {
    const config = getRuntimeConfig();
    config.apiBaseUrl = 'http://elsewhere';
    expect(getRuntimeConfig().apiBaseUrl).toBe('http://localhost:4000/api/v1');
  });
});

describe('resolveAssetUrl (spec 7)', () => {
  it.each([
    ['/images/gems/1.svg', 'http://localhost:4000/images/gems/1.svg'],
    ['images/gems/1.svg', 'http://localhost:4000/images/gems/1.svg'],
    ['https://img.example.com/a.jpg', 'https://img.example.com/a.jpg'],
    ['http://img.example.com/a.jpg', 'http://img.example.com/a.jpg'],
    ['//img.example.com/a.jpg', '//img.example.com/a.jpg'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    [undefined, 'http://localhost:4000/assets/placeholder.svg'],
    [null, 'http://localhost:4000/assets/placeholder.svg'],
    ['', 'http://localhost:4000/assets/placeholder.svg'],
    ['   ', 'http://localhost:4000/assets/placeholder.svg'],
  ])('resolves %j to %s', (path, expected) => {
    expect(resolveAssetUrl(path)).toBe(expected);
  });

  it('prefixes relative paths with the configured assets host', () => {
    configureGaido({ assetsHost: 'https://cdn.gaido.test' });
    expect(resolveAssetUrl('/images/a.svg')).toBe('https://cdn.gaido.test/images/a.svg');
    expect(resolveAssetUrl(null)).toBe('https://cdn.gaido.test/assets/placeholder.svg');
  });
});
