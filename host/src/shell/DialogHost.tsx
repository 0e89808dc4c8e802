import { type AuthDialogRequest, type CreateFolderRequest, GAIDO_EVENTS, onGaidoEvent } from '@gaido/shared';
import { lazy, Suspense, useEffect, useState } from 'react';

// The host owns the app-wide dialogs; any remote opens them with the gaido:* window events (spec 2).
// Their code (Radix, forms) loads on first use, not with the first page.
const AuthDialog = lazy(() => import('../auth/AuthDialog'));
const CreateFolderDialog = lazy(() => import('../favorites/CreateFolderDialog'));

export function DialogHost() {
  const [auth, setAuth] = useState<AuthDialogRequest | null>(null);
  const [createFolder, setCreateFolder] = useState<CreateFolderRequest | null>(null);

  useEffect(() => {
    const offOpen = onGaidoEvent(GAIDO_EVENTS.openAuth, (detail) => setAuth(detail ?? {}));
    const offClose = onGaidoEvent(GAIDO_EVENTS.closeAuth, () => setAuth(null));
    const offFolder = onGaidoEvent(GAIDO_EVENTS.openCreateFolder, (detail) => {
      if (detail?.gemId) setCreateFolder(detail);
    });
    return () => {
      offOpen();
      offClose();
      offFolder();
    };
  }, []);

  return (
    <Suspense fallback={null}>
      {auth && <AuthDialog request={auth} onClose={() => setAuth(null)} />}
      {createFolder && <CreateFolderDialog request={createFolder} onClose={() => setCreateFolder(null)} />}
    </Suspense>
  );
}
