import {
  addFavorite,
  getFavoriteStatus,
  getFolders,
  openAuthDialog,
  openCreateFolderDialog,
  queryKeys,
  removeFavorite,
  showToast,
  useSession,
} from '@gaido/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

/** Anonymous visitors are asked to sign in; signed-in users pick a folder or create one (spec 2, 6). */
export function SaveGemControl({ gemId, cityId }: { gemId: string; cityId?: string | undefined }) {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  if (!isAuthenticated) {
    return (
      <button type="button" className="button button-primary" onClick={() => openAuthDialog()}>
        Save
      </button>
    );
  }
  return <FolderPicker gemId={gemId} cityId={cityId} />;
}

function FolderPicker({ gemId, cityId }: { gemId: string; cityId?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: queryKeys.favorites.status(gemId),
    queryFn: () => getFavoriteStatus(gemId),
  });
  const folders = useQuery({
    queryKey: queryKeys.favorites.folders(),
    queryFn: getFolders,
    staleTime: 5 * 60_000,
    enabled: open,
  });
  const save = useMutation({
    mutationFn: (folderId: string) => addFavorite({ gemId, folderId, ...(cityId ? { cityId } : {}) }),
    onSuccess: (saved, folderId) => {
      const name = folders.data?.find((folder) => folder.id === folderId)?.name ?? 'your folder';
      if (saved) showToast({ description: `Saved to "${name}".` });
      else showToast({ title: 'Error', description: 'The gem could not be saved.', variant: 'destructive' });
      setOpen(false);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites.all }),
  });
  const remove = useMutation({
    mutationFn: () =>
      removeFavorite({ gemId, ...(status.data?.folderId ? { folderId: status.data.folderId } : {}) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites.all }),
  });

  if (status.data?.isFavorited) {
    return (
      <div>
        <p role="status">Saved</p>
        <button type="button" className="button" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {remove.isPending ? 'Removing…' : 'Remove from saved'}
        </button>
      </div>
    );
  }

  return (
    <div className="save-control">
      <button
        type="button"
        className="button button-primary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        Save
      </button>
      {open && (
        <fieldset id={listId} className="popover">
          <legend>Save to a folder</legend>
          {folders.isPending ? (
            <p role="status">Loading folders…</p>
          ) : (
            <ul className="plain-list">
              {(folders.data ?? []).map((folder) => (
                <li key={folder.id}>
                  <button
                    type="button"
                    className="link-button"
                    disabled={save.isPending}
                    onClick={() => save.mutate(folder.id)}
                  >
                    {folder.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="button"
            onClick={() => {
              setOpen(false);
              openCreateFolderDialog({ gemId, ...(cityId ? { cityId } : {}) });
            }}
          >
            New folder…
          </button>
        </fieldset>
      )}
    </div>
  );
}
