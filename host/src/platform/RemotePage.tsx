import { Button } from '@gaido/ui/button';
import { LoadingState } from '@gaido/ui/states';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { earlyRemoteModuleIfLoaded, takeEarlyRemoteModule } from './earlyRemoteModules';
import { loadRemoteModule, recordRemoteFailure, recordRemoteRendered } from './federationRuntime';
import type { RemoteModuleRef, RemoteName } from './remotesFile';
import { whenIdle } from './whenIdle';

export type { RemoteModuleRef };

const REMOTE_LABELS: Record<RemoteName, string> = {
  mfe_tours: 'Tours',
  mfe_gems: 'Gems',
  mfe_account: 'Account',
  mfe_onboarding: 'Onboarding',
};

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[gaido] ${this.props.remote} failed`, error, info.componentStack);
    // The release panel and window.__GAIDO_REMOTES__ then say failed (or refused), not loaded.
    recordRemoteFailure(this.props.remote, error);
  }

  override render() {
    if (this.state.error) {
      return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}

export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <section className="remote-fallback" role="alert" aria-labelledby={`${remote}-fallback-title`}>
      <h1 id={`${remote}-fallback-title`}>This part of Gaido is unavailable</h1>
      <p>
        The {REMOTE_LABELS[remote]} section could not be loaded. The rest of the app still works: you can
        retry now or come back in a moment.
      </p>
      <Button variant="primary" onClick={onRetry}>
        Retry
      </Button>
    </section>
  );
}

/** Mounted beside a remote's page in the same Suspense boundary: committed when the page is. */
function RenderedMark({ remote }: { remote: RemoteName }) {
  useEffect(() => recordRemoteRendered(remote), [remote]);
  return null;
}

/** How near the viewport a deferred block starts loading: within one screen height of it. */
export const DEFERRED_ROOT_MARGIN = '100% 0px';

/**
 * A deferred block (`<RemoteModule deferred />`) far down a page starts loading its remote once the page
 * is idle (whenIdle) or, after the visitor scrolls, when it comes within a screen of the viewport,
 * whichever is first: its remoteEntry.js and chunks then stay out of the page's first load.
 * Watching starts with the first scroll because the page is short until its first screen's content
 * arrives: the block sits near the fold behind the spinners then, and would start at once. A page opened
 * already scrolled (restored position) watches at once. Without IntersectionObserver it starts at once,
 * so content never stays hidden.
 */
function useStartedNearViewOrIdle(deferred: boolean) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(() => !deferred || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (started) return;
    let active = true;
    const start = () => {
      if (active) setStarted(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: DEFERRED_ROOT_MARGIN },
    );
    const watch = () => {
      window.removeEventListener('scroll', watch);
      if (active && placeholder.current) observer.observe(placeholder.current);
    };
    if (window.scrollY > 0) watch();
    else window.addEventListener('scroll', watch, { passive: true });
    whenIdle(start);
    return () => {
      active = false;
      window.removeEventListener('scroll', watch);
      observer.disconnect();
    };
  }, [started]);
  return { started, placeholder };
}

/**
 * Renders one exposed page of a remote. A failure stays inside this route: the boundary shows a
 * fallback, and Retry builds a fresh lazy() (React caches a rejected lazy forever) that fetches the
 * remote again, so recovery needs no page reload. `deferred`: for a block far below the first screen
 * (the home page's hidden gems), which holds its place, empty, until it starts loading (see above).
 */
export function RemoteModule<P extends object>({
  remote,
  module,
  props,
  deferred = false,
}: RemoteModuleRef & { props?: P; deferred?: boolean }) {
  const { started, placeholder } = useStartedNearViewOrIdle(deferred);
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => {
    type Loaded = { default: ComponentType<P> };
    // Already arrived (bootstrap waits for a remote page's module before the first render): rendered
    // in this pass, with no spinner committed and replaced.
    const arrived = attempt === 0 ? earlyRemoteModuleIfLoaded<Loaded>(remote, module) : undefined;
    if (arrived) {
      takeEarlyRemoteModule(remote, module);
      return arrived.default;
    }
    return lazy(async () => {
      // The first render takes the load bootstrap started for the opened page (earlyRemoteModules.ts).
      const early = attempt === 0 ? takeEarlyRemoteModule<Loaded>(remote, module) : undefined;
      const loaded = await (early ?? loadRemoteModule<Loaded>(remote, module, attempt));
      return { default: loaded.default };
    });
  }, [remote, module, attempt]);
  if (!started) return <div ref={placeholder} className="remote-deferred" />;
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<LoadingState label="Loading…" />}>
        <Page {...((props ?? {}) as P)} />
        <RenderedMark remote={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
