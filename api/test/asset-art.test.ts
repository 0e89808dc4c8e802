import { describe, expect, it } from 'vitest';
import { assetRoutes } from '../src/features/assets/routes';

describe('generated images', () => {
  const app = assetRoutes();
  const svg = async (path: string) => (await app.request(path)).text();

  it('draw no debug captions on gem and tour images', async () => {
    for (const path of ['/gems/311.svg', '/tours/31.svg']) {
      const body = await svg(path);
      expect(body).toContain('<svg');
      expect(body).not.toContain('<text');
      expect(body).not.toMatch(/Gaido · \d|Tour · \d/);
    }
  });

  it('label a city image with the city, without drawing its name (the page shows it beside)', async () => {
    const body = await svg('/cities/lisbon.svg');
    expect(body).toContain('aria-label="Illustration of Lisbon"');
    expect(body).not.toContain('<text');
  });
});
