import { GEM_CLASS_LABELS } from '@gaido/shared/gems';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MapGem } from '../gemPoints';

/** A city can hold thousands of gems: the list grows in steps instead of rendering them all. */
export const LIST_PAGE_SIZE = 100;

/** The accessible equivalent of the map: every gem of the city (as filtered), linking to its page. */
export function MapGemList({ gems, cityName }: { gems: MapGem[]; cityName: string }) {
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
            </span>
          </li>
        ))}
      </ul>
      {gems.length > shown && (
        <p>
          <button type="button" className="button" onClick={() => setShown((n) => n + LIST_PAGE_SIZE)}>
            Show {Math.min(LIST_PAGE_SIZE, gems.length - shown)} more of {gems.length}
          </button>
        </p>
      )}
    </>
  );
}
