import { type CreateFolderRequest, showToast, TOAST_TEXT } from '@gaido/shared';
import {
  FavoritesWriteFailed,
  FOLDER_NAME_MAX,
  useAddFavorite,
  useCreateFolder,
} from '@gaido/shared/favorites';
import { Button } from '@gaido/ui/button';
import { Dialog, DialogActions } from '@gaido/ui/dialog';
import { type FormEvent, useId, useState } from 'react';
import { mainContent } from '../shell/returnFocus';

/** spec 5: Create is disabled when the trimmed name is empty, no gem is set, or creation is pending. */
export function canCreateFolder(name: string, gemId: string | undefined, pending: boolean): boolean {
  return name.trim().length > 0 && Boolean(gemId) && !pending;
}

export const GEM_NOT_SAVED_TITLE = 'Gem not saved';
export const gemNotSavedDescription = (folderName: string) =>
  `The folder "${folderName}" was created, but the gem could not be saved in it. Please try saving it again.`;

export default function CreateFolderDialog({
  request,
  opener = null,
  onClose,
}: {
  request: CreateFolderRequest;
  /** Where focus returns when the dialog closes. */
  opener?: HTMLElement | null;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const createFolder = useCreateFolder();
  const saveGem = useAddFavorite();
  const pending = createFolder.isPending || saveGem.isPending;
  const inputId = useId();

  function showFailure(description: string = TOAST_TEXT.folderErrorDescription) {
    showToast({ title: TOAST_TEXT.folderErrorTitle, description, variant: 'destructive' });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canCreateFolder(name, request.gemId, pending)) return;
    const city = request.cityId ? { cityId: request.cityId } : {};
    try {
      const { folder, refusal } = await createFolder.mutateAsync({ name: name.trim(), ...city });
      if (!folder) {
        // spec 8's destructive toast; a refusal the server explains (a duplicate name) is said as is,
        // and the dialog stays open so the name can be changed.
        showFailure(refusal ?? undefined);
        return;
      }
      // spec 4: creating a folder from the dialog also adds the triggering gem to it.
      const saved = await saveGem.mutateAsync({ gemId: request.gemId, folderId: folder.id, ...city }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof FavoritesWriteFailed) return false;
          throw error;
        },
      );
      if (saved) {
        showToast({
          title: TOAST_TEXT.folderCreatedTitle,
          description: TOAST_TEXT.folderCreatedDescription(folder.name),
        });
      } else {
        // The folder exists, the gem is in it nowhere (server and device both failed): say exactly that.
        showToast({
          title: GEM_NOT_SAVED_TITLE,
          description: gemNotSavedDescription(folder.name),
          variant: 'destructive',
        });
      }
      onClose();
    } catch {
      showFailure();
    }
  }

  return (
    // spec 2: this dialog cannot be dismissed by clicking outside, by Escape or by focus changes; it
    // closes on Cancel or on success, so a half-typed folder name is never lost by accident.
    <Dialog
      open
      onOpenChange={() => undefined}
      title="Create new folder"
      description="Name the folder; this gem will be saved into it."
      dismissible={false}
      closeLabel={null}
      opener={opener}
      fallbackFocus={mainContent}
    >
      <form onSubmit={submit} className="auth-form">
        <label htmlFor={inputId} className="visually-hidden">
          Folder name
        </label>
        <input
          id={inputId}
          placeholder="Folder name"
          value={name}
          maxLength={FOLDER_NAME_MAX}
          // biome-ignore lint/a11y/noAutofocus: spec 2 asks for autofocus so the name can be typed at once
          autoFocus
          onChange={(event) => setName(event.target.value)}
        />
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={!canCreateFolder(name, request.gemId, pending)}>
            {pending ? 'Creating…' : 'Create & Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
