import { GEM_CLASS_LABELS } from '@gaido/shared/gems';
import { Button } from '@gaido/ui/button';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MapGem } from '../gemPoints';

/** A city can hold thousands of gems: the list grows in steps instead of rendering them all. */
export const LIST_PAGE_SIZE = 100;

/**
 * The accessible equivalent of the map: every gem of the city (as filtered), linking to its page.
 * With `onShowOnMap`, each gem also opens its popup on the map (the keyboard's way to the popup).
 */
export function MapGemList({
  gems,
  cityName,
  savedIds = null,
  onShowOnMap,
}: {
  gems: MapGem[];
  cityName: string;
  savedIds?: ReadonlySet<string> | null;
  onShowOnMap?: (gemId: string) => void;
}) {
  const [shown, setShown] = useState(LIST_PAGE_SIZE);
  const visible = gems.slice(0, shown);
  return (
    <>
      <ul className="map-list-items" aria-label={`Gems in ${cityName}`}>
        {visible.map((gem) => (
          <li key={gem.id}>
            <Link to={`/gems/${gem.id}`}>{gem.name}</Link>
            <span className="muted">
              {GEM_CLASS_LABELS[gem.gemClass]}
              {gem.service ? ` · ${gem.service}` : ''}
              {savedIds?.has(gem.id) ? ' · Saved' : ''}
            </span>
            {onShowOnMap && (
              <Button variant="ghost" className="map-list-show" onClick={() => onShowOnMap(gem.id)}>
                Show on map<span className="visually-hidden">: {gem.name}</span>
              </Button>
            )}
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
