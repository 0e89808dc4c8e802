import { buttonClassName } from '@gaido/ui/button';
import { Link } from 'react-router-dom';

export function EmptySavedGems() {
  return (
    <div className="state-box" role="status">
      <h2>No saved gems yet</h2>
      <p>Save the places you love into folders: open a gem and choose Save.</p>
      <p className="gems-actions">
        <Link className={buttonClassName({ variant: 'primary' })} to="/travel-guides">
          Find gems in the travel guides
        </Link>
        <Link className={buttonClassName()} to="/gems-map">
          Explore the gems map
        </Link>
      </p>
    </div>
  );
}
