// What the release panel reads: the host's own build record and a remote's published versions.
import { useEffect, useState } from 'react';
import type { RemoteName } from '../platform/remotesFile';

export interface HostBuild {
  version?: string;
  commit?: string;
  builtAt?: string;
}

/** The host's own build record, written at build time (packages/build-tooling/src/hostRecord.mjs). */
export function useHostBuild(): HostBuild | null | 'unavailable' {
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

export interface PublishedRelease {
  version: string;
  commit?: string;
  builtAt?: string;
  publishedAt?: string;
  publishedBy?: string;
  pinnedIn: string[];
}

type Published = { state: 'reading' } | { state: 'failed' } | { state: 'read'; releases: PublishedRelease[] };

/**
 * The release service's list as the host server relays it; an entry that is not a release is left
 * out. Read by hand rather than with a schema: the panel is the host's only reader of this answer,
 * and zod would be a shared module the host does not otherwise consume.
 */
export function parseReleases(raw: unknown): PublishedRelease[] {
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
export function usePublishedReleases(remote: RemoteName): Published {
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
