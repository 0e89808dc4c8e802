import { Button, LinkButton } from '@gaido/ui/button';
import type { LoadedRemotes } from '../platform/federationRuntime';
import type { RemoteName } from '../platform/remotesFile';
import type { ReleaseRuntimeConfig } from './releaseConfig';

interface QaBannerProps {
  live: LoadedRemotes;
  config: ReleaseRuntimeConfig;
  onReset: () => void;
  onDismissRefused: () => void;
  refusedDismissed: boolean;
  onOpenPanel: () => void;
}

/**
 * Says plainly when this browser does not see what everyone else sees: which remotes a QA override
 * replaced (and which of them were forced past the release gate, with its reasons), which overrides
 * were refused and why, and an environment chosen for this browser only.
 */
export function QaBanner({
  live,
  config,
  onReset,
  onDismissRefused,
  refusedDismissed,
  onOpenPanel,
}: QaBannerProps) {
  const overridden = (
    Object.entries(live.remotes) as [RemoteName, NonNullable<LoadedRemotes['remotes'][RemoteName]>][]
  ).filter(([, remote]) => remote.override);
  const forced = overridden.filter(([, remote]) => remote.override?.forced);
  const chosenEnvironment = config.environmentChosenBy === 'browser';
  return (
    <div className="release-banner">
      {overridden.length > 0 && (
        <section className="release-banner-row" aria-label="QA overrides">
          <div>
            <p>
              <strong>QA overrides for this browser session:</strong>{' '}
              {overridden.map(([name, remote], index) => (
                <span key={name}>
                  {index > 0 && ', '}
                  <code>
                    {name} → {remote.version}
                  </code>
                  {remote.pinned && <span className="release-muted"> (pinned: {remote.pinned.version})</span>}
                </span>
              ))}
            </p>
            {forced.length > 0 && (
              <ul className="release-forced">
                {forced.map(([name, remote]) => (
                  <li key={name}>
                    <strong>
                      {name} → {remote.version} is forced past the release gate
                    </strong>
                    , which refuses it on the host deployed in {remote.override?.forced?.environment}:{' '}
                    {remote.override?.forced?.mismatches.join('; ')}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="release-actions">
            <Button onClick={onOpenPanel}>Release panel</Button>
            <Button variant="primary" onClick={onReset}>
              Reset
            </Button>
          </div>
        </section>
      )}
      {chosenEnvironment && (
        <section className="release-banner-row" aria-label="Environment">
          <p>
            Viewing environment <strong>{live.environment}</strong>, chosen for this browser (this server
            serves {config.serverEnvironment ?? 'another one'}).
          </p>
          <LinkButton href="?gaido-env=">Back to {config.serverEnvironment ?? 'the default'}</LinkButton>
        </section>
      )}
      {live.qa.refused.length > 0 && !refusedDismissed && (
        <div className="release-banner-row release-refused" role="alert">
          <div>
            <strong>QA override refused:</strong>
            <ul>
              {live.qa.refused.map((refused) => (
                <li key={refused.request}>
                  <code>{refused.request}</code>: {refused.reason}
                </li>
              ))}
            </ul>
            <p className="release-muted">The environment's pinned version is loaded instead.</p>
          </div>
          <Button onClick={onDismissRefused}>Dismiss</Button>
        </div>
      )}
    </div>
  );
}
