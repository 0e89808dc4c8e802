import { resolveAssetUrl } from '@gaido/shared';
import { ListRow } from '@gaido/ui/card';
import { useInView } from '@gaido/ui/in-view';
import { useMediaQuery } from '@gaido/ui/media-query';
import { Picture } from '@gaido/ui/picture';
import { useId, useState } from 'react';
import { PHONE_LAYOUT } from '../../ui/layout';
import type { Guide } from '../api/guides';
import { GuideGems } from './GuideGems';

/**
 * A guide and their gems; the gems load when the card nears the viewport, not all 30 guides at once.
 * On a phone a guide is a compact row (photo, name, city and languages, one line of their bio) and
 * their gems wait behind a button that shows how many there are, so the whole list is a few screens.
 */
export function GuideCard({ guide }: { guide: Guide }) {
  const titleId = useId();
  const gemsId = useId();
  const [ref, near] = useInView<HTMLElement>({ rootMargin: '400px' });
  const phone = useMediaQuery(PHONE_LAYOUT);
  const [open, setOpen] = useState(false);
  const gemCount = guide.gemCount ?? null;
  return (
    <article ref={ref} className="guide-card" aria-labelledby={titleId}>
      <ListRow
        className="guide-card-header"
        picture={
          <Picture src={resolveAssetUrl(guide.imageUrl)} alt="" width={64} height={64} shape="round" />
        }
        titleAs="h2"
        titleId={titleId}
        title={guide.name}
        meta={[guide.city?.name, guide.languages?.length ? `Speaks ${guide.languages.join(', ')}` : null]
          .filter(Boolean)
          .join(' · ')}
        trailing={
          phone &&
          gemCount !== 0 && (
            <button
              type="button"
              className="button guide-gems-toggle"
              aria-expanded={open}
              aria-controls={open ? gemsId : undefined}
              onClick={() => setOpen((value) => !value)}
            >
              {gemCount === null ? 'Gems' : gemCount === 1 ? '1 gem' : `${gemCount} gems`}{' '}
              <span className="visually-hidden">recommended by {guide.name}</span>
            </button>
          )
        }
      />
      {guide.bio && <p className="guide-bio">{guide.bio}</p>}
      {phone ? (
        open && (
          <div id={gemsId}>
            <GuideGems guideId={guide.id} guideName={guide.name} load />
          </div>
        )
      ) : (
        <GuideGems guideId={guide.id} guideName={guide.name} load={near} />
      )}
    </article>
  );
}
