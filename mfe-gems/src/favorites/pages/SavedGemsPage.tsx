import { getCurrentUser, type PagePrefetch, useSession } from '@gaido/shared';
import { folderQueryOptions, useFolders } from '@gaido/shared/favorites';
import { LoadingState } from '@gaido/ui/states';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import '../../ui/gems.css';
import { EmptySavedGems } from '../components/EmptySavedGems';
import { FolderDetail } from '../components/FolderDetail';
import { FolderList } from '../components/FolderList';
import { SignInPrompt } from '../components/SignInPrompt';

/**
 * The host calls this as soon as this module has loaded: a signed-in user's folders are asked
 * for then, not when the page first renders. The query client drops them, even on their way, if the
 * user changes (bindQueryClientToSession).
 */
export const prefetch: PagePrefetch = ({ queryClient }) => {
  if (getCurrentUser()) void queryClient.prefetchQuery(folderQueryOptions());
};

/** /saved-gems: the signed-in user's folders; ?folder=<id> opens one (spec 2). */
export default function SavedGemsPage() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves in an effect, after the commit that unmounts the deleted folder and its dialog:
  // while the dialog is mounted its focus trap would pull focus straight back.
  const [headingFocusRequests, setHeadingFocusRequests] = useState(0);
  useEffect(() => {
    if (headingFocusRequests > 0) headingRef.current?.focus();
  }, [headingFocusRequests]);
  return (
    <div className="saved-gems">
      <h1 ref={headingRef} tabIndex={-1}>
        Saved gems
      </h1>
      {isAuthenticated ? (
        <SavedFolders onFolderGone={() => setHeadingFocusRequests((n) => n + 1)} />
      ) : (
        <SignInPrompt />
      )}
    </div>
  );
}

/** `onFolderGone`: the open folder was deleted, so focus needs a place that still exists. */
function SavedFolders({ onFolderGone }: { onFolderGone: () => void }) {
  const folders = useFolders();
  const [searchParams, setSearchParams] = useSearchParams();
  const openFolderId = searchParams.get('folder');

  if (folders.isPending) return <LoadingState label="Loading your folders…" />;
  const list = folders.data ?? [];
  if (list.length === 0) return <EmptySavedGems />;
  // No folder asked for: the first one opens, never an empty pane. `?folder=` (empty) is the list
  // alone, after "Back to all folders".
  const openFolder =
    openFolderId === null ? (list[0] ?? null) : (list.find((folder) => folder.id === openFolderId) ?? null);
  return (
    <div className="saved-layout">
      <FolderList folders={list} openFolderId={openFolder?.id ?? null} />
      {openFolder ? (
        <FolderDetail
          key={openFolder.id}
          folder={openFolder}
          folders={list}
          onClose={() => setSearchParams({ folder: '' }, { replace: false })}
          onDeleted={() => {
            setSearchParams({}, { replace: true });
            onFolderGone();
          }}
        />
      ) : (
        <p className="muted saved-hint">
          {openFolderId ? 'That folder no longer exists. ' : ''}Choose a folder to see its gems.
        </p>
      )}
    </div>
  );
}
