import { RemoteModule } from '../platform/RemotePage';
import { CitySearch } from './CitySearch';

export default function HomePage() {
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Find the city you came for</h1>
        <p>Book tours with local guides and save the hidden gems only locals know.</p>
        <CitySearch />
      </section>
      <section aria-labelledby="featured-tours-title" className="home-section">
        <h2 id="featured-tours-title">Featured tours</h2>
        <RemoteModule remote="mfe_tours" module="./FeaturedTours" />
      </section>
      <section aria-labelledby="featured-gems-title" className="home-section">
        <h2 id="featured-gems-title">Hidden gems</h2>
        <RemoteModule remote="mfe_gems" module="./FeaturedGems" />
      </section>
    </div>
  );
}
