import {
  type AuthDialogRequest,
  type CreateFolderRequest,
  GAIDO_EVENTS,
  onGaidoEvent,
  useSession,
} from '@gaido/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { focusedOpener } from './returnFocus';

// The host owns the app-wide dialogs; any remote opens them with the gaido:* window events (spec 2).
// Their code (Radix, forms) loads on first use, not with the first page.
const AuthDialog = lazy(() => import('../auth/AuthDialog'));
const CreateFolderDialog = lazy(() => import('../favorites/CreateFolderDialog'));

interface Opened<T> {
  request: T;
  /** What had focus when the dialog was asked for: focus returns there when it closes. */
  opener: HTMLElement | null;
}

export function DialogHost() {
  const [auth, setAuth] = useState<Opened<AuthDialogRequest> | null>(null);
  const [createFolder, setCreateFolder] = useState<Opened<CreateFolderRequest> | null>(null);
  const isSignedIn = useSession((state) => state.isAuthenticated);
  const wasSignedIn = useRef(isSignedIn);

  // Signed in elsewhere (the verification mail's tab, another window): the sign-in dialog here has
  // nothing left to do, and its "We sent a verification link" would be stale.
  useEffect(() => {
    if (isSignedIn && !wasSignedIn.current) setAuth(null);
    wasSignedIn.current = isSignedIn;
  }, [isSignedIn]);

  useEffect(() => {
    const offOpen = onGaidoEvent(GAIDO_EVENTS.openAuth, (detail) =>
      setAuth((open) => ({ request: detail ?? {}, opener: open ? open.opener : focusedOpener() })),
    );
    const offClose = onGaidoEvent(GAIDO_EVENTS.closeAuth, () => setAuth(null));
    const offFolder = onGaidoEvent(GAIDO_EVENTS.openCreateFolder, (detail) => {
      if (detail?.gemId) setCreateFolder({ request: detail, opener: focusedOpener() });
    });
    return () => {
      offOpen();
      offClose();
      offFolder();
    };
  }, []);

  return (
    <Suspense fallback={null}>
      {auth && <AuthDialog request={auth.request} opener={auth.opener} onClose={() => setAuth(null)} />}
      {createFolder && (
        <CreateFolderDialog
          request={createFolder.request}
          opener={createFolder.opener}
          onClose={() => setCreateFolder(null)}
        />
      )}
    </Suspense>
  );
}
