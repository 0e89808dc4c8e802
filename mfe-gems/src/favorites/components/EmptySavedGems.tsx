import { buttonClassName } from '@gaido/ui/button';
import { EmptyState } from '@gaido/ui/states';
import { Link } from 'react-router-dom';

export function EmptySavedGems() {
  return (
    <EmptyState
      title="No saved gems yet"
      actions={
        <>
          <Link className={buttonClassName({ variant: 'primary' })} to="/travel-guides">
            Find gems in the travel guides
          </Link>
          <Link className={buttonClassName()} to="/gems-map">
            Explore the gems map
          </Link>
        </>
      }
    >
      Save the places you love into folders: open a gem and choose Save.
    </EmptyState>
  );
}
