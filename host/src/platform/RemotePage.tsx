import { PageSpinner } from '@gaido/shared';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useMemo,
  useState,
} from 'react';
import { takeEarlyRemoteModule } from './earlyRemoteModules';
import { loadRemoteModule } from './federationRuntime';
import type { RemoteName } from './remotesFile';

export interface RemoteModuleRef {
  remote: RemoteName;
  module: string;
}

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
      <button type="button" className="button button-primary" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}

/**
 * Renders one exposed page of a remote. A failure stays inside this route: the boundary shows a
 * fallback, and Retry builds a fresh lazy() (React caches a rejected lazy forever) that fetches the
 * remote again, so recovery needs no page reload.
 */
export function RemoteModule<P extends object>({ remote, module, props }: RemoteModuleRef & { props?: P }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(async () => {
        type Loaded = { default: ComponentType<P> };
        // The first render takes the load bootstrap started for the opened page (earlyRemoteModules.ts).
        const early = attempt === 0 ? takeEarlyRemoteModule<Loaded>(remote, module) : undefined;
        const loaded = await (early ?? loadRemoteModule<Loaded>(remote, module, attempt));
        return { default: loaded.default };
      }),
    [remote, module, attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<PageSpinner />}>
        <Page {...((props ?? {}) as P)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
