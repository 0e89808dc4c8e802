import { configureGaido } from '../config/runtimeConfig';
import { gemGuideImageUrl, gemImageUrls } from './gemImages';

describe('gem images (spec 7)', () => {
  it('resolves gem and guide images against the assets host, with a placeholder when missing', () => {
    configureGaido({ assetsHost: 'https://cdn.gaido.test' });
    expect(gemImageUrls({ images: ['/img/1.svg', 'https://x.test/2.jpg'] })).toEqual([
      'https://cdn.gaido.test/img/1.svg',
      'https://x.test/2.jpg',
    ]);
    expect(gemImageUrls({ images: [] })).toEqual(['https://cdn.gaido.test/assets/placeholder.svg']);
    expect(gemGuideImageUrl({ guide: null })).toBe('https://cdn.gaido.test/assets/placeholder.svg');
  });
});
