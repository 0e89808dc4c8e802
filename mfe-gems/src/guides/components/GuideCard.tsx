import { resolveAssetUrl } from '@gaido/shared';
import { useId } from 'react';
import { useNearViewport } from '../../ui/useNearViewport';
import type { Guide } from '../api/guides';
import { GuideGems } from './GuideGems';

/** A guide and their gems; the gems load when the card nears the viewport, not all 30 guides at once. */
export function GuideCard({ guide }: { guide: Guide }) {
  const titleId = useId();
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <article ref={ref} className="guide-card" aria-labelledby={titleId}>
      <header className="guide-card-header">
        <img src={resolveAssetUrl(guide.imageUrl)} alt="" width={64} height={64} loading="lazy" />
        <div>
          <h2 id={titleId}>{guide.name}</h2>
          <p className="muted" style={{ margin: 0 }}>
            {[guide.city?.name, guide.languages?.length ? `Speaks ${guide.languages.join(', ')}` : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </header>
      {guide.bio && <p>{guide.bio}</p>}
      <GuideGems guideId={guide.id} guideName={guide.name} load={near} />
    </article>
  );
}
