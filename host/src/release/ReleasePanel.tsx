import { type FormEvent, useEffect, useId, useState } from 'react';
import type { LiveRemote, LoadedRemotes } from '../platform/federationRuntime';
import { REMOTE_NAMES, type RemoteName } from '../platform/remotesFile';
import { checkOverride, FORCE_SUFFIX, parseOverrideRequest, type QaOverride } from './qaOverrides';
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

/** The host's own build record, written at build time (packages/build-tooling/src/hostRecord.mjs). */
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

/** A remote's state on this page, in words: what loaded, what integrity refused, what failed and why. */
export function describeState(remote: LiveRemote | undefined): string {
  if (!remote) return '—';
  switch (remote.status) {
    case 'loaded':
      return 'loaded';
    case 'refused':
      return `refused by integrity: ${remote.refused ?? 'no reason given'}`;
    case 'failed':
      return `failed: ${remote.error ?? 'unknown error'}`;
    default:
      return 'not loaded on this page';
  }
}

/** Where this page's version of a remote comes from: the pin, a rollout's canary or stable side, or a QA override. */
export function describeSource(remote: LiveRemote | undefined): string {
  if (!remote) return '—';
  if (!remote.override) {
    const rollout = remote.rollout;
    if (!rollout) return 'pin';
    const bucket = rollout.bucket === undefined ? '' : `, this browser's bucket ${rollout.bucket}`;
    return rollout.channel === 'canary'
      ? `canary: rolled out to ${rollout.percent}%${rollout.stable ? `, stable ${rollout.stable}` : ''}${bucket}`
      : `pin (stable): ${rollout.canary ?? 'a canary'} is rolled out to ${rollout.percent}%${bucket}`;
  }
  const forced = remote.override.forced ? ', forced past the release gate' : '';
  const pinned = remote.pinned ? `, pin ${remote.pinned.version}` : '';
  return `QA override (${remote.override.kind})${forced}${pinned}`;
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

export interface PublishedRelease {
  version: string;
  commit?: string;
  builtAt?: string;
  publishedAt?: string;
  publishedBy?: string;
  pinnedIn: string[];
}

type Published = { state: 'reading' } | { state: 'failed' } | { state: 'read'; releases: PublishedRelease[] };

function parseReleases(raw: unknown): PublishedRelease[] {
  const list = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).releases : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    if (typeof record.version !== 'string') return [];
    const text = (key: string) => (typeof record[key] === 'string' ? { [key]: record[key] as string } : {});
    return [
      {
        version: record.version,
        ...text('commit'),
        ...text('builtAt'),
        ...text('publishedAt'),
        ...text('publishedBy'),
        pinnedIn: Array.isArray(record.pinnedIn) ? record.pinnedIn.map(String) : [],
      },
    ];
  });
}

/** The remote's published versions, newest first, as the host server reads them from the release service. */
function usePublishedReleases(remote: RemoteName): Published {
  const [published, setPublished] = useState<{ remote: RemoteName; value: Published }>({
    remote,
    value: { state: 'reading' },
  });
  useEffect(() => {
    let active = true;
    setPublished({ remote, value: { state: 'reading' } });
    fetch(`/release/remotes/${encodeURIComponent(remote)}/releases`, { cache: 'no-store' })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then(
        (raw: unknown) =>
          active && setPublished({ remote, value: { state: 'read', releases: parseReleases(raw) } }),
      )
      .catch(() => active && setPublished({ remote, value: { state: 'failed' } }));
    return () => {
      active = false;
    };
  }, [remote]);
  return published.remote === remote ? published.value : { state: 'reading' };
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago, in words ("3 minutes ago"), with the exact time beside it for a tooltip. */
export function formatAge(iso: string | undefined, now: number = Date.now()): string {
  if (!iso) return '—';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const seconds = Math.round((time - now) / 1000);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return Math.abs(seconds) < 10 ? 'just now' : format.format(seconds, 'second');
}

function OverrideForm({
  config,
  live,
  onOverride,
  onReset,
}: {
  config: ReleaseRuntimeConfig;
  live: LoadedRemotes;
  onOverride: (override: QaOverride) => void;
  onReset: (() => void) | null;
}) {
  const [remote, setRemote] = useState<RemoteName>('mfe_tours');
  const [target, setTarget] = useState('');
  const [force, setForce] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remoteId = useId();
  const targetId = useId();
  const errorId = useId();
  const forceId = useId();
  const forceHintId = useId();
  const versionsId = useId();
  const published = usePublishedReleases(remote);
  const current = live.remotes[remote]?.version;

  function apply(request: string) {
    const parsed = parseOverrideRequest(request);
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = target.trim();
    if (/^https?:/i.test(value)) apply(`${remote}=${value}`);
    else apply(`${remote}@${value}${force && value && !value.endsWith(FORCE_SUFFIX) ? FORCE_SUFFIX : ''}`);
  }

  return (
    <form className="release-form" onSubmit={submit} noValidate>
      <h3>QA override for this browser session</h3>
      <div className="field">
        <label htmlFor={remoteId}>Remote</label>
        <select
          id={remoteId}
          value={remote}
          onChange={(event) => {
            setRemote(event.target.value as RemoteName);
            setError(null);
          }}
        >
          {REMOTE_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field release-force">
        <input
          id={forceId}
          type="checkbox"
          checked={force}
          onChange={(event) => setForce(event.target.checked)}
          aria-describedby={forceHintId}
        />
        <label htmlFor={forceId}>Force past the release gate</label>
        <p id={forceHintId} className="release-muted">
          Loads a version the release gate refuses for this environment’s host; the banner then says so, with
          the gate’s reasons.
        </p>
      </div>
      <h4 id={versionsId}>Published versions of {remote}</h4>
      {published.state === 'reading' ? (
        <p className="release-muted">Reading the published versions…</p>
      ) : published.state === 'failed' ? (
        <p className="release-muted">The published versions could not be read; type a version below.</p>
      ) : published.releases.length === 0 ? (
        <p className="release-muted">{remote} has no published version.</p>
      ) : (
        <div className="release-versions">
          <table className="release-table" aria-labelledby={versionsId}>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Commit</th>
                <th scope="col">Published</th>
                <th scope="col">Pinned in</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {published.releases.map((release) => (
                <tr key={release.version}>
                  <th scope="row">
                    <code>{release.version}</code>
                    {release.version === current && <span className="release-muted"> (on this page)</span>}
                  </th>
                  <td>
                    <code>{release.commit?.slice(0, 10) ?? '—'}</code>
                  </td>
                  <td>
                    <time
                      dateTime={release.publishedAt ?? release.builtAt}
                      title={formatTime(release.publishedAt ?? release.builtAt)}
                    >
                      {formatAge(release.publishedAt ?? release.builtAt)}
                    </time>
                  </td>
                  <td>{release.pinnedIn.join(', ') || '—'}</td>
                  <td>
                    <button
                      type="button"
                      className="button"
                      aria-label={`Load ${release.version}${force ? ', forced' : ''}`}
                      onClick={() => apply(`${remote}@${release.version}${force ? FORCE_SUFFIX : ''}`)}
                    >
                      Load
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="field">
        <label htmlFor={targetId}>Version or manifest URL</label>
        <input
          id={targetId}
          value={target}
          onChange={(event) => {
            setTarget(event.target.value);
            setError(null);
          }}
          placeholder="0.1.0-52cc87f375 or https://preview.example/mfe_tours/mf-manifest.json"
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
