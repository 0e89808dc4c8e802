import { showToast } from '@gaido/shared';
import { type FavoriteFolder, useDeleteFolder } from '@gaido/shared/favorites';
import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef } from 'react';
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
  const confirmedRef = useRef(false);
  // The dialog is opened by state, not by a Dialog.Trigger, and Radix returns focus only to its trigger:
  // what had focus as it opened (the Delete folder button) is kept to return to on Cancel or Escape.
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  const count = gemCountLabel(folder.gemCount);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog-content"
          role="alertdialog"
          // After a deletion the button that opened the dialog is gone; the page decides where focus goes.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!confirmedRef.current && openerRef.current?.isConnected) openerRef.current.focus();
          }}
        >
          <Dialog.Title className="dialog-title">Delete this folder?</Dialog.Title>
          <Dialog.Description>
            {/* User content: rendered as text. */}"{folder.name}"
            {count ? ` and the ${count} saved in it` : ''} will be removed from your saved gems. This cannot
            be undone.
          </Dialog.Description>
          {remove.isError && (
            <p className="field-error" role="alert">
              {DELETE_FOLDER_ERROR}
            </p>
          )}
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="button" disabled={remove.isPending}>
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="button button-danger"
              disabled={remove.isPending}
              onClick={async () => {
                // mutateAsync, not mutate's callbacks: the refetched list drops the folder, which
                // unmounts this dialog before per-call callbacks would run.
                confirmedRef.current = true;
                const deleted = await remove.mutateAsync(folder.id).then(
                  () => true,
                  () => false,
                );
                confirmedRef.current = deleted;
                if (!deleted) return;
                showToast({ title: 'Folder deleted', description: `"${folder.name}" was deleted.` });
                onDeleted();
              }}
            >
              {remove.isPending ? 'Deleting…' : 'Delete folder'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
