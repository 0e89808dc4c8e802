import { Button } from '@gaido/ui/button';
import { type FormEvent, useId, useState } from 'react';
import type { LoadedRemotes } from '../platform/federationRuntime';
import { REMOTE_NAMES, type RemoteName } from '../platform/remotesFile';
import { formatAge, formatTime } from './describeRelease';
import { checkOverride, FORCE_SUFFIX, parseOverrideRequest, type QaOverride } from './qaOverrides';
import type { ReleaseRuntimeConfig } from './releaseConfig';
import { usePublishedReleases } from './releaseData';

export function OverrideForm({
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
                    <Button
                      aria-label={`Load ${release.version}${force ? ', forced' : ''}`}
                      onClick={() => apply(`${remote}@${release.version}${force ? FORCE_SUFFIX : ''}`)}
                    >
                      Load
                    </Button>
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
        <Button type="submit" variant="primary">
          Load for this session
        </Button>
        {onReset && <Button onClick={onReset}>Reset overrides</Button>}
      </div>
    </form>
  );
}
