import { resolveAssetUrl } from '@gaido/shared';
import type { Gem } from './types';

/** spec 7: image URLs of a gem, resolved against the assets host; one placeholder when it has none. */
export function gemImageUrls(gem: Pick<Gem, 'images'>): string[] {
  const urls = gem.images.map((image) => resolveAssetUrl(image));
  return urls.length > 0 ? urls : [resolveAssetUrl(null)];
}

export function gemGuideImageUrl(gem: Pick<Gem, 'guide'>): string {
  return resolveAssetUrl(gem.guide?.imageUrl);
}
