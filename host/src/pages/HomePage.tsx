import { type City, resolveAssetUrl } from '@gaido/shared';
import { Link } from 'react-router-dom';
import { RemoteModule } from '../platform/RemotePage';
import { CitySearch } from './CitySearch';
import { useCities } from './home/api/cities';
import { usePreferredCity } from './home/preferredCity';
import './home/home.css';

/**
 * `/` (issue 7): the city search (no account needed), the onboarded user's own city first, then
 * featured tours and gems rendered by what mfe-tours and mfe-gems expose. Each remote block has its
 * own error boundary (RemoteModule): one remote failing leaves the search and the other block working.
 * The gems are far below the first screen (1,700 px down on a desktop, 4,000 on a phone): they load
 * when scrolled near or once the page is idle (`deferred`, issue 9), not with the page.
 */
export default function HomePage() {
  const cities = useCities();
  const preferredCity = usePreferredCity(cities.data);
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Find the city you came for</h1>
        <p>Book tours with local guides and save the hidden gems only locals know.</p>
        <CitySearch preferredCity={preferredCity} />
      </section>
      {preferredCity && <YourCity city={preferredCity} />}
      <section aria-labelledby="featured-tours-title" className="home-section">
        <h2 id="featured-tours-title">Featured tours</h2>
        <RemoteModule remote="mfe_tours" module="./FeaturedTours" />
      </section>
      <section aria-labelledby="featured-gems-title" className="home-section">
        <h2 id="featured-gems-title">Hidden gems</h2>
        <RemoteModule remote="mfe_gems" module="./FeaturedGems" deferred />
      </section>
    </div>
  );
}

function YourCity({ city }: { city: City }) {
  const toursPath = city.slug ? `/tours/${city.slug}` : `/tours/city/${city.id}`;
  const description = typeof city.description === 'string' ? city.description : null;
  return (
    <section aria-labelledby="your-city-title" className="home-section your-city">
      <h2 id="your-city-title">Your city</h2>
      <div className="your-city-card">
        {city.imageUrl && <img src={resolveAssetUrl(city.imageUrl)} alt="" width={160} height={100} />}
        <div>
          <h3>
            {city.name}
            {city.country && <span className="muted">, {city.country}</span>}
          </h3>
          {description && <p>{description}</p>}
          <div className="your-city-links">
            <Link className="button button-primary" to={toursPath}>
              Tours in {city.name}
            </Link>
            <Link className="button" to="/gems-map">
              Gems on the map
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
