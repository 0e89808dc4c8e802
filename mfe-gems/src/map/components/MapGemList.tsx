import { resolveAssetUrl } from '@gaido/shared';
import { GEM_CLASS_LABELS, isGemOpenNow } from '@gaido/shared/gems';
import { Button } from '@gaido/ui/button';
import { ListRow } from '@gaido/ui/card';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MapGem } from '../gemPoints';

/** A city can hold thousands of gems: the list grows in steps instead of rendering them all. */
export const LIST_PAGE_SIZE = 100;

/**
 * The accessible equivalent of the map: every gem of the city (as filtered), linking to its page.
 * Each row, as in a saved list of a maps app, shows the gem's picture, its name, its kind and whether
 * it is open now in the city's time (when its hours are known). With `onShowOnMap`, each gem also opens
 * its popup on the map (the keyboard's way to the popup). The gems have no rating, so none is shown.
 */
export function MapGemList({
  gems,
  cityName,
  timeZone,
  savedIds = null,
  onShowOnMap,
  now,
}: {
  gems: MapGem[];
  cityName: string;
  /** The city's time zone: "open now" is the city's now. */
  timeZone?: string | undefined;
  savedIds?: ReadonlySet<string> | null;
  onShowOnMap?: (gemId: string) => void;
  /** For tests; the time the list was drawn otherwise. */
  now?: Date;
}) {
  const [shown, setShown] = useState(LIST_PAGE_SIZE);
  const visible = gems.slice(0, shown);
  const drawnAt = useMemo(() => now ?? new Date(), [now]);
  return (
    <>
      <ul className="map-list-items" aria-label={`Gems in ${cityName}`}>
        {visible.map((gem) => (
          <li key={gem.id}>
            <ListRow
              picture={<img src={resolveAssetUrl(gem.image)} alt="" width={64} height={64} loading="lazy" />}
              title={<Link to={`/gems/${gem.id}`}>{gem.name}</Link>}
              meta={`${GEM_CLASS_LABELS[gem.gemClass]}${gem.service ? ` · ${gem.service}` : ''}${savedIds?.has(gem.id) ? ' · Saved' : ''}`}
              trailing={
                onShowOnMap && (
                  <Button variant="ghost" className="map-list-show" onClick={() => onShowOnMap(gem.id)}>
                    Show on map<span className="visually-hidden">: {gem.name}</span>
                  </Button>
                )
              }
            >
              <OpenNow open={gem.hours ? isGemOpenNow(gem.hours, drawnAt, timeZone) : null} />
            </ListRow>
          </li>
        ))}
      </ul>
      {gems.length > shown && (
        <p>
          <Button onClick={() => setShown((n) => n + LIST_PAGE_SIZE)}>
            Show {Math.min(LIST_PAGE_SIZE, gems.length - shown)} more of {gems.length}
          </Button>
        </p>
      )}
    </>
  );
}

function OpenNow({ open }: { open: boolean | null }) {
  if (open === null) return null;
  return (
    <span className={open ? 'map-list-open' : 'map-list-closed'}>{open ? 'Open now' : 'Closed now'}</span>
  );
}
