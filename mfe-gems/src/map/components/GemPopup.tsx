import { GEM_CLASS_LABELS, gemImageUrls, isGemOpenNow, useGem } from '@gaido/shared/gems';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { SaveGemControl } from '../../favorites';
import type { MapGem } from '../gemPoints';

/**
 * What a gem's popup on a map says: its photo, category, whether it is open now (only when the gem
 * states opening hours), its name linking to its page, and Save. The map's points carry only name
 * and class; the rest comes with the gem itself, fetched when the popup opens.
 */
export function GemPopup({
  gem,
  cityId,
  autoFocus = false,
  now = new Date(),
}: {
  gem: MapGem;
  cityId?: string | undefined;
  /** Opened from the list: focus moves to the popup's link, so the keyboard carries on there. */
  autoFocus?: boolean;
  now?: Date;
}) {
  const detail = useGem(gem.id);
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (autoFocus) linkRef.current?.focus();
  }, [autoFocus]);
  const full = detail.data ?? null;
  // The gem's hours are its city's local times: read there.
  const openNow = full ? isGemOpenNow(full, now, full.city.timezone) : null;
  const photo = full ? gemImageUrls(full)[0] : undefined;
  return (
    <section className="gem-popup" aria-label={gem.name}>
      {photo ? (
        <img className="gem-popup-photo" src={photo} alt={`${gem.name}, view 1`} width={240} height={120} />
      ) : (
        <div className="gem-popup-photo" aria-hidden="true" />
      )}
      <p className="gem-popup-facts">
        <span className="muted">{GEM_CLASS_LABELS[gem.gemClass]}</span>
        {openNow !== null && (
          <span className={openNow ? 'badge badge-open' : 'badge'}>
            {openNow ? 'Open now' : 'Closed now'}
          </span>
        )}
      </p>
      {/* User content: rendered as text. */}
      <Link ref={linkRef} className="gem-popup-name" to={`/gems/${encodeURIComponent(gem.id)}`}>
        {gem.name}
      </Link>
      <SaveGemControl gemId={gem.id} cityId={full?.cityId ?? cityId} />
    </section>
  );
}
