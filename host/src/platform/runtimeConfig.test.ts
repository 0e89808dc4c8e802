import { fetchRuntimeConfig } from './runtimeConfig';

const serving = (body: unknown) => (async () => Response.json(body)) as unknown as typeof fetch;

describe('the runtime config the host reads', () => {
  it('passes the gems map’s basemap style on when /config.json names one', async () => {
    const config = await fetchRuntimeConfig(
      serving({ mapStyleUrl: 'https://cdn.gaido.test/basemaps/style.json' }),
    );
    expect(config.mapStyleUrl).toBe('https://cdn.gaido.test/basemaps/style.json');
  });

  it('keeps the offline basemap when the style is absent or empty', async () => {
    expect((await fetchRuntimeConfig(serving({}))).mapStyleUrl).toBeUndefined();
    expect((await fetchRuntimeConfig(serving({ mapStyleUrl: '' }))).mapStyleUrl).toBeUndefined();
  });
});
