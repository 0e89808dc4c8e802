import { showToast } from '@gaido/shared';
import { type FavoriteFolder, FOLDER_NAME_MAX, useUpdateFolder } from '@gaido/shared/favorites';
import { Button } from '@gaido/ui/button';
import { type FormEvent, useId, useState } from 'react';
import { RENAME_ERRORS, validateFolderName } from './folderName';

export function RenameFolderForm({
  folder,
  folders,
  onDone,
}: {
  folder: FavoriteFolder;
  folders: FavoriteFolder[];
  onDone: () => void;
}) {
  const [name, setName] = useState(folder.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useUpdateFolder();
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateFolderName(name, folders, folder.id);
    setError(problem);
    if (problem) return;
    if (name.trim() === folder.name) {
      onDone();
      return;
    }
    rename.mutate(
      { folderId: folder.id, name },
      {
        onSuccess: (newName) => {
          showToast({ title: 'Folder renamed', description: `Renamed to "${newName}".` });
          onDone();
        },
        onError: () => {
          setError(RENAME_ERRORS.failed);
          showToast({ title: 'Error', description: RENAME_ERRORS.failed, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <form className="rename-form" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>Folder name</label>
      <input
        id={inputId}
        value={name}
        maxLength={FOLDER_NAME_MAX + 20}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        // biome-ignore lint/a11y/noAutofocus: the form opens on the user's request to type a new name
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="gems-actions">
        <Button type="submit" variant="primary" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save name'}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
