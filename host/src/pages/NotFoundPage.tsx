import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <section className="static-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>We could not find that page. It may have moved, or the link may be mistyped.</p>
      <ul>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to="/tours">Browse tours</Link>
        </li>
        <li>
          <Link to="/travel-guides">Read the travel guides</Link>
        </li>
      </ul>
    </section>
  );
}
