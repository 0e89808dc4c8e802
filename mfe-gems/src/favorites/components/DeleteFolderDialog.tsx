import { showToast } from '@gaido/shared';
import { type FavoriteFolder, useDeleteFolder } from '@gaido/shared/favorites';
import { Button } from '@gaido/ui/button';
import { Dialog, DialogActions } from '@gaido/ui/dialog';
import { useState } from 'react';
import { gemCountLabel } from './FolderList';

export const DELETE_FOLDER_ERROR = 'The folder could not be deleted. Please try again.';

/** Deleting takes the folder's favorites with it (api/README.md), so it is confirmed first. */
export function DeleteFolderDialog({
  folder,
  open,
  onOpenChange,
  onDeleted,
}: {
  folder: FavoriteFolder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteFolder();
  // After a deletion the button that opened the dialog is gone; the page decides where focus goes.
  // Set as Delete is pressed: the refetched list can unmount this dialog before the answer is read.
  const [confirmed, setConfirmed] = useState(false);
  const count = gemCountLabel(folder.gemCount);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !remove.isPending && onOpenChange(next)}
      role="alertdialog"
      title="Delete this folder?"
      description={
        <>
          {/* User content: rendered as text. */}"{folder.name}"{count ? ` and the ${count} saved in it` : ''}{' '}
          will be removed from your saved gems. This cannot be undone.
        </>
      }
      closeLabel={null}
      returnFocus={!confirmed}
    >
      {remove.isError && (
        <p className="field-error" role="alert">
          {DELETE_FOLDER_ERROR}
        </p>
      )}
      <DialogActions>
        <Button disabled={remove.isPending} onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={async () => {
            // mutateAsync, not mutate's callbacks: the refetched list drops the folder, which
            // unmounts this dialog before per-call callbacks would run.
            setConfirmed(true);
            const done = await remove.mutateAsync(folder.id).then(
              () => true,
              () => false,
            );
            if (!done) {
              setConfirmed(false);
              return;
            }
            showToast({ title: 'Folder deleted', description: `"${folder.name}" was deleted.` });
            onDeleted();
          }}
        >
          {remove.isPending ? 'Deleting…' : 'Delete folder'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
