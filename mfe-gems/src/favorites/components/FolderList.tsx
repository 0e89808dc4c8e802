import type { FavoriteFolder } from '@gaido/shared/favorites';
import { Link } from 'react-router-dom';

export function gemCountLabel(count: number | undefined): string {
  if (count === undefined) return '';
  return count === 1 ? '1 gem' : `${count} gems`;
}

/** The user's folders; a folder opens in the same page (?folder=<id>) so Back returns to the list. */
export function FolderList({
  folders,
  openFolderId,
}: {
  folders: FavoriteFolder[];
  openFolderId: string | null;
}) {
  return (
    <nav aria-label="Folders">
      <ul className="folder-list">
        {folders.map((folder) => (
          <li key={folder.id}>
            <Link
              to={`?folder=${encodeURIComponent(folder.id)}`}
              className="folder-link"
              aria-current={folder.id === openFolderId ? 'page' : undefined}
            >
              {/* User content: rendered as text, never as HTML. */}
              <span className="folder-name">{folder.name}</span>
              <span className="muted">{gemCountLabel(folder.gemCount)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
