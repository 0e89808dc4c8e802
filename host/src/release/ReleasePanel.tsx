import { Button } from '@gaido/ui/button';
import { useEffect, useId } from 'react';
import type { LoadedRemotes } from '../platform/federationRuntime';
import { REMOTE_NAMES } from '../platform/remotesFile';
import { describeSource, describeState, formatTime } from './describeRelease';
import { OverrideForm } from './OverrideForm';
import type { QaOverride } from './qaOverrides';
import type { ReleaseRuntimeConfig } from './releaseConfig';
import { useHostBuild } from './releaseData';

interface ReleasePanelProps {
  live: LoadedRemotes;
  config: ReleaseRuntimeConfig;
  onClose: () => void;
  onOverride: (override: QaOverride) => void;
  onReset: () => void;
}

/**
 * What is live, for release managers and QA: the environment, the host build, and each remote's
 * version, commit and build time, whether it comes from the pin or a QA override, and its state on
 * this page. Outside production it also sets a QA override for this session, picked from the
 * published versions or typed.
 */
export function ReleasePanel({ live, config, onClose, onOverride, onReset }: ReleasePanelProps) {
  const titleId = useId();
  const host = useHostBuild();
  const remotes = REMOTE_NAMES.map((name) => [name, live.remotes[name]] as const);
  const anyOverride = remotes.some(([, remote]) => remote?.override);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <aside className="release-panel" aria-labelledby={titleId}>
      <header className="release-panel-header">
        <h2 id={titleId}>Release panel</h2>
        <Button onClick={onClose} aria-label="Close release panel">
          Close
        </Button>
      </header>
      <dl className="release-facts">
        <dt>Environment</dt>
        <dd>
          {live.environment}
          {config.environmentChosenBy === 'browser' &&
            ` (chosen for this browser; server: ${config.serverEnvironment})`}
        </dd>
        <dt>Host</dt>
        <dd>
          {host === null
            ? 'reading…'
            : host === 'unavailable'
              ? 'no build record (dev server?)'
              : `${host.version ?? '?'} · commit ${host.commit ?? '?'} · built ${formatTime(host.builtAt)}`}
        </dd>
        {live.qa.enabled && (
          <>
            <dt>Override origins</dt>
            <dd>{config.overrides.allowedOrigins.join(', ') || 'none'}</dd>
          </>
        )}
      </dl>
      <table className="release-table">
        <caption className="visually-hidden">Remotes live on this page</caption>
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Version</th>
            <th scope="col">Commit</th>
            <th scope="col">Built</th>
            <th scope="col">Source</th>
            <th scope="col">On this page</th>
          </tr>
        </thead>
        <tbody>
          {remotes.map(([name, remote]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>
                <code>{remote?.version ?? 'not pinned'}</code>
              </td>
              <td>
                <code>{remote?.commit ?? '—'}</code>
              </td>
              <td>{formatTime(remote?.builtAt)}</td>
              <td>{describeSource(remote)}</td>
              <td
                className={
                  remote && remote.status !== 'loaded' && remote.status !== 'not loaded'
                    ? 'release-problem'
                    : undefined
                }
              >
                {describeState(remote)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {live.qa.enabled ? (
        <OverrideForm
          config={config}
          live={live}
          onOverride={onOverride}
          onReset={anyOverride ? onReset : null}
        />
      ) : (
        <p className="release-muted">QA overrides are off in {live.environment}.</p>
      )}
    </aside>
  );
}
