import type { Gem } from '@gaido/shared/gems';
import { LinkButton } from '@gaido/ui/button';
import { LocationDrawing } from '@gaido/ui/location-drawing';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useCityLand } from '../../map';

/** "Rua da Rosa 12, Bairro Alto, Lisbon" -> street "Rua da Rosa 12", neighbourhood "Bairro Alto". */
export function splitAddress(
  address: string | null | undefined,
  cityName: string | null | undefined,
): { street: string | null; neighbourhood: string | null } {
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { street: null, neighbourhood: null };
  if (cityName && parts.at(-1)?.toLowerCase() === cityName.toLowerCase()) parts.pop();
  const [street, ...rest] = parts;
  return { street: street ?? null, neighbourhood: rest.length > 0 ? rest.join(', ') : null };
}

/** OpenStreetMap links: the place, and directions to it (the traveller's start is picked there). */
export function osmLinks(latitude: number, longitude: number) {
  return {
    map: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
    directions: `https://www.openstreetmap.org/directions?to=${latitude}%2C${longitude}`,
  };
}

/**
 * Where the gem is: its street, neighbourhood and city, and the design system's drawing of only what is
 * real around it (the city's land and water, the pin, the neighbourhood): the links open a full street map.
 */
export function GemLocation({ gem }: { gem: Gem }) {
  const headingId = useId();
  const cityName = gem.city.name;
  const { street, neighbourhood } = splitAddress(gem.address, cityName);
  const land = useCityLand(gem.city.slug).data ?? null;
  const links = osmLinks(gem.latitude, gem.longitude);
  const where = [street, neighbourhood, cityName].filter(Boolean).join(', ');
  return (
    <section aria-labelledby={headingId} className="gem-location">
      <h2 id={headingId}>Where it is</h2>
      <div className="gem-location-body">
        <LocationDrawing
          latitude={gem.latitude}
          longitude={gem.longitude}
          land={land}
          place={`${gem.name}${where ? `, ${where}` : ''}`}
          area={neighbourhood}
        />
        <div>
          <dl className="gem-location-facts">
            {street && (
              <>
                <dt>Address</dt>
                <dd>{street}</dd>
              </>
            )}
            {neighbourhood && (
              <>
                <dt>Neighbourhood</dt>
                <dd>{neighbourhood}</dd>
              </>
            )}
            <dt>City</dt>
            <dd>
              <Link to={`/tours/${gem.city.slug}`}>{cityName}</Link>
            </dd>
          </dl>
          <p className="gem-location-links">
            <LinkButton href={links.directions} target="_blank" rel="noopener noreferrer">
              Directions<span className="visually-hidden"> (opens OpenStreetMap in a new tab)</span>
            </LinkButton>
            <a href={links.map} target="_blank" rel="noopener noreferrer">
              Open in OpenStreetMap<span className="visually-hidden"> (new tab)</span>
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
