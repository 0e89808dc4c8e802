import { type FormEvent, useEffect, useId, useState } from 'react';
import type { LoadedRemotes } from '../platform/federationRuntime';
import { REMOTE_NAMES, type RemoteName } from '../platform/remotesFile';
import { checkOverride, parseOverrideRequest, type QaOverride } from './qaOverrides';
import type { ReleaseRuntimeConfig } from './releaseConfig';

interface HostBuild {
  version?: string;
  commit?: string;
  builtAt?: string;
}

interface ReleasePanelProps {
  live: LoadedRemotes;
  config: ReleaseRuntimeConfig;
  onClose: () => void;
  onOverride: (override: QaOverride) => void;
  onReset: () => void;
}

function formatTime(iso: string | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/** The host's own build record, written at build time (scripts/lib/release/hostRecord.mjs). */
function useHostBuild(): HostBuild | null | 'unavailable' {
  const [build, setBuild] = useState<HostBuild | null | 'unavailable'>(null);
  useEffect(() => {
    let active = true;
    fetch('/host-release.json', { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<HostBuild>) : Promise.reject()))
      .then((record) => active && setBuild(record))
      .catch(() => active && setBuild('unavailable'));
    return () => {
      active = false;
    };
  }, []);
  return build;
}

/**
 * What is live, for release managers and QA: the environment, the host build, and each remote's
 * version, commit and build time, whether it comes from the pin or a QA override, and whether this
 * page has loaded it. Outside production it also sets a QA override for this session.
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
        <button type="button" className="button" onClick={onClose} aria-label="Close release panel">
          Close
        </button>
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
              <td>
                {!remote
                  ? '—'
                  : remote.override
                    ? `QA override (${remote.override.kind})${remote.pinned ? `, pin ${remote.pinned.version}` : ''}`
                    : 'pin'}
              </td>
              <td>{remote?.loaded ? 'loaded' : 'not loaded yet'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {live.qa.enabled ? (
        <OverrideForm config={config} onOverride={onOverride} onReset={anyOverride ? onReset : null} />
      ) : (
        <p className="release-muted">QA overrides are off in {live.environment}.</p>
      )}
    </aside>
  );
}

function OverrideForm({
  config,
  onOverride,
  onReset,
}: {
  config: ReleaseRuntimeConfig;
  onOverride: (override: QaOverride) => void;
  onReset: (() => void) | null;
}) {
  const [remote, setRemote] = useState<RemoteName>('mfe_tours');
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remoteId = useId();
  const targetId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = target.trim();
    const parsed = parseOverrideRequest(`${remote}${/^https?:/i.test(value) ? '=' : '@'}${value}`);
    if (parsed.type !== 'override') {
      setError(parsed.type === 'refused' ? parsed.refused.reason : 'Enter a version or a manifest URL');
      return;
    }
    const reason = checkOverride(parsed.override, config);
    if (reason) {
      setError(reason);
      return;
    }
    onOverride(parsed.override);
  }

  return (
    <form className="release-form" onSubmit={submit} noValidate>
      <h3>QA override for this browser session</h3>
      <div className="field">
        <label htmlFor={remoteId}>Remote</label>
        <select
          id={remoteId}
          value={remote}
          onChange={(event) => setRemote(event.target.value as RemoteName)}
        >
          {REMOTE_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={targetId}>Version or manifest URL</label>
        <input
          id={targetId}
          value={target}
          onChange={(event) => {
            setTarget(event.target.value);
            setError(null);
          }}
          placeholder="0.1.0-52cc87f375 or http://localhost:3001/mf-manifest.json"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="release-actions">
        <button type="submit" className="button button-primary">
          Load for this session
        </button>
        {onReset && (
          <button type="button" className="button" onClick={onReset}>
            Reset overrides
          </button>
        )}
      </div>
    </form>
  );
}
