import { resolveAssetUrl } from '@gaido/shared';
import { Picture } from '@gaido/ui/picture';
import { useState } from 'react';

/** One large photo and a row of thumbnails that switch it. */
export function Gallery({ images, alts = [], title }: { images: string[]; alts?: string[]; title: string }) {
  const [shown, setShown] = useState(0);
  if (images.length === 0) return null;
  const current = images[shown] ?? images[0];
  return (
    <section className="gallery" aria-label="Photos">
      <Picture
        className="gallery-main"
        src={resolveAssetUrl(current)}
        alt={`${alts[shown] || title}, view ${shown + 1} of ${images.length}`}
        // The tour page's largest paint: fetched before the thumbnails and the guide's portrait.
        loading="first"
        width={800}
        height={600}
        sizes="(max-width: 767px) 100vw, 800px"
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
                <Picture src={resolveAssetUrl(image)} alt="" width={120} height={90} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
