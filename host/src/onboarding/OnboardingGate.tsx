import {
  clearOnboardedFlag,
  decideOnboardingRoute,
  isOnboardingPath,
  markOnboarded,
  type OnboardingServerStatus,
  peekOnboardingReturnPath,
  readOnboardedFlag,
  rememberOnboardingReturnPath,
  useSession,
} from '@gaido/shared';
import { LoadingState } from '@gaido/ui/states';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getOnboardingStatus } from './api/getOnboardingStatus';

/**
 * spec 4 onboarding gate. It wraps every route, so the decision is taken before any remote's page
 * renders: a signed-in user who still needs onboarding never sees a flash of the page they asked for.
 */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const isSignedIn = useSession((state) => state.isAuthenticated);
  const userId = useSession((state) => state.user?.id ?? null);
  const isOnboarded = useSession((state) => state.user?.isOnboarded);
  // The server is asked at most once per signed-in user.
  const [server, setServer] = useState<{ userId: string | null; status: OnboardingServerStatus }>({
    userId,
    status: 'unknown',
  });
  const serverStatus = server.userId === userId ? server.status : 'unknown';

  useEffect(() => {
    if (!isSignedIn) clearOnboardedFlag();
  }, [isSignedIn]);

  const decision = decideOnboardingRoute({
    isSignedIn,
    isOnboarded,
    onboardedFlag: isSignedIn && readOnboardedFlag(),
    pathname: location.pathname,
    serverStatus,
  });

  useEffect(() => {
    if (decision.action !== 'check-server') return;
    let cancelled = false;
    setServer({ userId, status: 'unknown' });
    getOnboardingStatus().then((status) => {
      if (cancelled) return;
      if (status === true) markOnboarded();
      // A failed status check only logs a warning (in getOnboardingStatus); the user is then gated.
      setServer({ userId, status: status === true ? 'true' : status === false ? 'false' : 'failed' });
    });
    return () => {
      cancelled = true;
    };
  }, [decision.action, userId]);

  // Onboarded while this tab waited on the quiz (the quiz was finished in another tab): this tab goes
  // back where the gate took it from, or to the tour whose booking waits, as the quiz itself would.
  // The path is only read here, never forgotten: in the quiz's own tab the quiz takes it when its
  // answer arrives, which is after the session (and so this gate) already learnt the user is onboarded.
  const leavingQuiz = decision.action === 'redirect' && isOnboardingPath(location.pathname);

  if (decision.action === 'check-server') return <LoadingState label="Checking your account…" />;
  if (decision.action === 'redirect') {
    const from = `${location.pathname}${location.search}`;
    if (decision.to === '/onboarding') rememberOnboardingReturnPath(from);
    const to = leavingQuiz ? peekOnboardingReturnPath() : decision.to;
    return <Navigate to={to} replace state={decision.to === '/onboarding' ? { from } : undefined} />;
  }
  return <>{children}</>;
}
