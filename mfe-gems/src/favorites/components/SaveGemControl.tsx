import { openAuthDialog, openCreateFolderDialog, showToast, useSession } from '@gaido/shared';
import {
  DEFAULT_FOLDER_NAME,
  type FavoriteFolder,
  useAddFavorite,
  useFavoriteStatus,
  useFolders,
  useRemoveFavorite,
} from '@gaido/shared/favorites';
import { Button } from '@gaido/ui/button';
import { useId, useRef, useState } from 'react';

export const SAVE_ERROR = 'The gem could not be saved. Please try again.';
export const UNSAVE_ERROR = 'The gem could not be removed. Please try again.';
const KEPT_ON_DEVICE = 'Saved on this device. It will be added to your account when the connection is back.';

/** Anonymous visitors are asked to sign in; signed-in users pick a folder or create one (spec 2, 6). */
export function SaveGemControl({ gemId, cityId }: { gemId: string; cityId?: string | undefined }) {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  if (!isAuthenticated) return <VisitorSave />;
  return <FolderPicker gemId={gemId} cityId={cityId} />;
}

/** A visitor's Save: the same button, and it says before and after the click that an account is needed. */
function VisitorSave() {
  const noteId = useId();
  return (
    <div className="save-control save-control-visitor">
      <Button
        variant="primary"
        aria-describedby={noteId}
        onClick={() => openAuthDialog({ tab: 'login', reason: 'save-gem' })}
      >
        Save
      </Button>
      <p id={noteId} className="muted small save-note">
        Sign in to save it to your folders
      </p>
    </div>
  );
}

/** Offer the default folder only when the user has none of that name (names are unique ignoring case). */
export function needsDefaultFolder(folders: FavoriteFolder[]): boolean {
  return !folders.some((folder) => folder.name.trim().toLowerCase() === DEFAULT_FOLDER_NAME.toLowerCase());
}

function FolderPicker({ gemId, cityId }: { gemId: string; cityId?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const status = useFavoriteStatus(gemId);
  const isSaved = status.data?.isFavorited === true;
  // Wanted when choosing a folder, and to name the folder a saved gem is in.
  const folders = useFolders({ enabled: open || isSaved });
  const save = useAddFavorite();
  const unsave = useRemoveFavorite();

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  function saveTo(folder: FavoriteFolder | null) {
    // No folder: the API puts the gem in the user's default folder. The promise, not mutate's
    // callbacks: the toast must not depend on this control still observing the mutation when it ends.
    save
      .mutateAsync({ gemId, ...(folder ? { folderId: folder.id } : {}), ...(cityId ? { cityId } : {}) })
      .then(
        ({ keptOnDevice }) => {
          showToast({
            title: 'Gem saved',
            description: keptOnDevice ? KEPT_ON_DEVICE : `Saved to "${folder?.name ?? DEFAULT_FOLDER_NAME}".`,
          });
          setOpen(false);
        },
        () => showToast({ title: 'Error', description: SAVE_ERROR, variant: 'destructive' }),
      );
  }

  if (isSaved) {
    const folderName = folders.data?.find((folder) => folder.id === status.data?.folderId)?.name;
    return (
      <div className="save-control">
        <p role="status" className="saved-state">
          {/* User content: rendered as text. */}
          {folderName ? `Saved in "${folderName}"` : 'Saved'}
        </p>
        <Button
          disabled={unsave.isPending}
          onClick={() =>
            unsave
              .mutateAsync({ gemId, ...(status.data?.folderId ? { folderId: status.data.folderId } : {}) })
              .then(
                () => showToast({ title: 'Gem removed', description: 'Removed from your saved gems.' }),
                () => showToast({ title: 'Error', description: UNSAVE_ERROR, variant: 'destructive' }),
              )
          }
        >
          {unsave.isPending ? 'Removing…' : 'Remove from saved'}
        </Button>
      </div>
    );
  }

  const list = folders.data ?? [];
  return (
    <div className="save-control">
      <Button
        ref={toggleRef}
        variant="primary"
        aria-expanded={open}
        aria-controls={listId}
        disabled={status.isPending}
        onClick={() => setOpen((value) => !value)}
      >
        Save
      </Button>
      {open && (
        // A disclosure: the panel follows the Save button, so Tab goes from Save into the folders;
        // Escape closes it and gives the focus back to Save.
        <fieldset
          id={listId}
          className="popover save-panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <legend className="save-panel-title">Save to a folder</legend>
          {folders.isPending ? (
            <p role="status">Loading folders…</p>
          ) : (
            <ul className="folder-options">
              {needsDefaultFolder(list) && (
                <li>
                  <button
                    type="button"
                    className="folder-option"
                    disabled={save.isPending}
                    onClick={() => saveTo(null)}
                  >
                    {DEFAULT_FOLDER_NAME}
                  </button>
                </li>
              )}
              {list.map((folder) => (
                <li key={folder.id}>
                  <button
                    type="button"
                    className="folder-option"
                    disabled={save.isPending}
                    onClick={() => saveTo(folder)}
                  >
                    {folder.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="gems-actions save-panel-actions">
            <Button
              onClick={() => {
                setOpen(false);
                openCreateFolderDialog({ gemId, ...(cityId ? { cityId } : {}) });
              }}
            >
              New folder…
            </Button>
            <Button onClick={close}>Cancel</Button>
          </p>
        </fieldset>
      )}
    </div>
  );
}
