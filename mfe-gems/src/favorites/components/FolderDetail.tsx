import { showToast } from '@gaido/shared';
import { type FavoriteFolder, useFolderGems } from '@gaido/shared/favorites';
import { classifyGem, GEM_CLASS_LABELS, type Gem, gemImageUrls } from '@gaido/shared/gems';
import { Button } from '@gaido/ui/button';
import { LoadingState } from '@gaido/ui/states';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { REMOVE_GEM_ERROR, useRemoveGemFromFolder } from '../api/removeGemFromFolder';
import { MAP_UNAVAILABLE } from './mapUnavailable';
import { RenameFolderForm } from './RenameFolderForm';

// The map and what it needs (its points, the city and its names) load with the folder's gems, not with the
// page: /saved-gems' first load stays as it was.
const FolderMap = lazy(() =>
  import('./FolderMap').then(
    (module) => ({ default: module.FolderMap }),
    () => ({ default: FolderMapUnavailable }),
  ),
);
const FolderCity = lazy(() =>
  import('./FolderMap').then(
    (module) => ({ default: module.FolderCity }),
    () => ({ default: () => null }),
  ),
);

// The confirmation and the dialog it stands on load when Delete folder is pressed, not with the page.
const DeleteFolderDialog = lazy(() =>
  import('./DeleteFolderDialog').then(
    (module) => ({ default: module.DeleteFolderDialog }),
    () => ({ default: DeleteFolderUnavailable }),
  ),
);

function DeleteFolderUnavailable() {
  return (
    <p className="field-error" role="alert">
      The folder could not be deleted. Please try again.
    </p>
  );
}

function FolderMapUnavailable() {
  return (
    <p className="state-box" role="alert">
      {MAP_UNAVAILABLE}
    </p>
  );
}

export function FolderDetail({
  folder,
  folders,
  onClose,
  onDeleted,
}: {
  folder: FavoriteFolder;
  folders: FavoriteFolder[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const gems = useFolderGems(folder.id);
  const removeGem = useRemoveGemFromFolder(folder.id);
  const [removeError, setRemoveError] = useState<string | null>(null);
  // A phone shows the list or the map (the list first); a wide screen shows both side by side.
  const [view, setView] = useState<'list' | 'map'>('list');

  function remove(gem: Gem) {
    setRemoveError(null);
    removeGem.mutate(
      { gemId: gem.id, folderId: folder.id },
      {
        onSuccess: ({ keptOnDevice }) => {
          // The shared service keeps a removal on this device when the API is down: say so honestly.
          showToast({
            title: 'Gem removed',
            description: keptOnDevice
              ? `"${gem.name}" was removed on this device; your account follows when the connection is back.`
              : `"${gem.name}" was removed from "${folder.name}".`,
          });
        },
        onError: () => {
          setRemoveError(REMOVE_GEM_ERROR(gem.name));
          showToast({ title: 'Error', description: REMOVE_GEM_ERROR(gem.name), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <section className="folder-detail" aria-labelledby="folder-title">
      <header className="folder-header">
        {renaming ? (
          <RenameFolderForm folder={folder} folders={folders} onDone={() => setRenaming(false)} />
        ) : (
          <>
            {/* User content: rendered as text. */}
            <h2 id="folder-title">{folder.name}</h2>
            {(gems.data ?? []).length > 0 && (
              <Suspense fallback={null}>
                <FolderCity folder={folder} gems={gems.data ?? []} />
              </Suspense>
            )}
            <div className="gems-actions">
              <Button onClick={() => setRenaming(true)}>Rename folder</Button>
              <Button onClick={() => setConfirmingDelete(true)}>Delete folder</Button>
              <Button variant="ghost" onClick={onClose}>
                Back to all folders
              </Button>
            </div>
          </>
        )}
      </header>
      {removeError && (
        <p className="form-error" role="alert">
          {removeError}
        </p>
      )}
      {gems.isPending ? (
        <LoadingState label="Loading saved gems…" look="inline" />
      ) : (gems.data ?? []).length === 0 ? (
        <div className="state-box" role="status">
          <p>No gems in this folder yet.</p>
          <p>
            <Link to="/travel-guides">Find gems in the travel guides</Link> or{' '}
            <Link to="/gems-map">explore the gems map</Link>.
          </p>
        </div>
      ) : (
        <div className="folder-body" data-view={view}>
          <fieldset className="folder-view-toggle">
            <legend className="visually-hidden">Show the folder as</legend>
            {(['list', 'map'] as const).map((option) => (
              <Button
                key={option}
                className="map-toggle-button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {option === 'list' ? 'List' : 'Map'}
              </Button>
            ))}
          </fieldset>
          <ul className="saved-gem-list" aria-label={`Gems in ${folder.name}`}>
            {(gems.data ?? []).map((gem) => (
              <li key={gem.id} className="saved-gem">
                <img src={gemImageUrls(gem)[0]} alt="" width={96} height={72} loading="lazy" />
                <div className="saved-gem-body">
                  <Link to={`/gems/${gem.id}`}>{gem.name}</Link>
                  <span className="muted">{GEM_CLASS_LABELS[classifyGem(gem)]}</span>
                </div>
                <Button aria-label={`Remove ${gem.name} from ${folder.name}`} onClick={() => remove(gem)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <Suspense fallback={<div className="folder-map" />}>
            <FolderMap folder={folder} gems={gems.data ?? []} />
          </Suspense>
        </div>
      )}
      {confirmingDelete && (
        <Suspense fallback={null}>
          <DeleteFolderDialog
            folder={folder}
            open
            onOpenChange={setConfirmingDelete}
            onDeleted={() => {
              setConfirmingDelete(false);
              onDeleted();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
