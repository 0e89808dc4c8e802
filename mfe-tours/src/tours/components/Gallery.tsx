import { resolveAssetUrl } from '@gaido/shared';
import { useState } from 'react';

/** One large photo and a row of thumbnails that switch it. */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [shown, setShown] = useState(0);
  if (images.length === 0) return null;
  const current = images[shown] ?? images[0];
  return (
    <section className="gallery" aria-label="Photos">
      <img
        className="gallery-main"
        src={resolveAssetUrl(current)}
        alt={`${title}, view ${shown + 1} of ${images.length}`}
        // The tour page's largest paint: fetched before the thumbnails and the guide's portrait.
        fetchPriority="high"
        width={800}
        height={600}
      />
      {images.length > 1 && (
        <ul className="gallery-thumbs">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`Show view ${index + 1} of ${images.length}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <img src={resolveAssetUrl(image)} alt="" width={120} height={90} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
