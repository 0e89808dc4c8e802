import { type City, resolveAssetUrl } from '@gaido/shared';
import { buttonClassName } from '@gaido/ui/button';
import { Carousel } from '@gaido/ui/carousel';
import { Link } from 'react-router-dom';
import { RemoteModule } from '../platform/RemotePage';
import { CitySearch } from './CitySearch';
import { useCities } from './home/api/cities';
import { usePreferredCity } from './home/preferredCity';
import { TourSearch } from './home/TourSearch';
import './home/home.css';
import { Picture } from '@gaido/ui/picture';

/**
 * `/`: the tour search and the city search (no account needed), the onboarded user's own city first, then
 * featured tours and gems rendered by what mfe-tours and mfe-gems expose. Each remote block has its
 * own error boundary (RemoteModule): one remote failing leaves the search and the other block working.
 * On a phone the cities, tours and gems are rows that scroll sideways (`Carousel`), so the page stays
 * within four screens. The gems are below the first screen: they load when scrolled near or once the
 * page is idle (`deferred`), not with the page.
 */
export default function HomePage() {
  const cities = useCities();
  const preferredCity = usePreferredCity(cities.data);
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Find the city you came for</h1>
        <p>Book tours with local guides and save the hidden gems only locals know.</p>
        <div className="hero-searches">
          <TourSearch />
          <CitySearch preferredCity={preferredCity} />
        </div>
      </section>
      {preferredCity && <YourCity city={preferredCity} />}
      <PopularCities cities={cities.data ?? []} />
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

const POPULAR_CITY_COUNT = 6;

/** The cities with the most tours and gems, most first (ties by name). */
export function popularCities(cities: City[], count = POPULAR_CITY_COUNT): City[] {
  const weight = (city: City) => Number(city.tourCount ?? 0) + Number(city.gemCount ?? 0);
  return [...cities].sort((a, b) => weight(b) - weight(a) || a.name.localeCompare(b.name)).slice(0, count);
}

function PopularCities({ cities }: { cities: City[] }) {
  const shown = popularCities(cities);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="popular-cities-title" className="home-section">
      <h2 id="popular-cities-title">Popular cities</h2>
      <Carousel
        label="Popular cities"
        previousLabel="Previous cities"
        nextLabel="Next cities"
        wide="grid"
        itemWidth="42%"
        listClassName="city-cards"
      >
        {shown.map((city, index) => {
          const tours = Number(city.tourCount ?? 0);
          return (
            <li key={city.id}>
              <Link className="city-card" to={city.slug ? `/tours/${city.slug}` : `/tours/city/${city.id}`}>
                {/* Decorative here: the link's text names the city, and the picture would lengthen it. */}
                {city.imageUrl && (
                  <Picture
                    src={resolveAssetUrl(city.imageUrl)}
                    alt=""
                    width={300}
                    height={200}
                    sizes="(max-width: 767px) 80vw, 300px"
                    // In the first screen, none the page's largest paint: on a wide screen that is the
                    // first featured tour's picture (a larger card), on a phone the heading.
                    loading={index < 4 ? 'eager' : 'lazy'}
                  />
                )}
                <span className="city-card-name">{city.name}</span>
                <span className="muted small">
                  {city.country}
                  {tours > 0 ? ` · ${tours} ${tours === 1 ? 'tour' : 'tours'}` : ''}
                </span>
              </Link>
            </li>
          );
        })}
      </Carousel>
    </section>
  );
}

function YourCity({ city }: { city: City }) {
  const toursPath = city.slug ? `/tours/${city.slug}` : `/tours/city/${city.id}`;
  const description = typeof city.description === 'string' ? city.description : null;
  return (
    <section aria-labelledby="your-city-title" className="home-section your-city">
      <h2 id="your-city-title">Your city</h2>
      <div className="your-city-card">
        {city.imageUrl && (
          <Picture
            src={resolveAssetUrl(city.imageUrl)}
            alt={city.imageAlt ?? ''}
            width={160}
            height={107}
            loading="eager"
            className="your-city-picture"
          />
        )}
        <div>
          <h3>
            {city.name}
            {city.country && <span className="muted">, {city.country}</span>}
          </h3>
          {description && <p>{description}</p>}
          <div className="your-city-links">
            <Link className={buttonClassName({ variant: 'primary' })} to={toursPath}>
              Tours in {city.name}
            </Link>
            <Link className={buttonClassName()} to="/gems-map">
              Gems on the map
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
