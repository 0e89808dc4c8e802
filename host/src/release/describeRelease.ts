// A release's facts in words for the release panel: a remote's state and source on this page, times
// and ages.
import type { LiveRemote } from '../platform/federationRuntime';

/** A build or publish time in the reader's locale; what cannot be read is shown as given. */
export function formatTime(iso: string | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
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
