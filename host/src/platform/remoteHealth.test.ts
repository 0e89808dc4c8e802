import { type AnalyticsProperties, analytics, resetAnalytics } from '@gaido/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => null,
  loadRemote: vi.fn(async () => ({ default: () => null })),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const { loadRemoteModule, pageErrors, recordRemoteFailure, recordRemoteRendered, registerRemotesFromFile } =
  await import('./federationRuntime');
const { IntegrityError } = await import('./integrity');
const { failureOf, remoteOfError, resetRemoteHealth, startRemoteHealth } = await import('./remoteHealth');

const ROLLOUT = '7d3c2a4e-0000-4000-8000-000000000001';

/** The health events this page load sends, as the analytics backend receives them. */
function captureHealthEvents() {
  const events: AnalyticsProperties[] = [];
  analytics.setBackend({
    capture: (event, properties) => {
      if (event === 'remote_health') events.push(properties ?? {});
    },
    identify: () => {},
    reset: () => {},
  });
  return events;
}

function pageWithTwoRemotes() {
  registerRemotesFromFile({
    environment: 'staging',
    remotes: {
      mfe_tours: {
        entry: 'http://cdn/mfe_tours/2.0.0/mf-manifest.json',
        version: '2.0.0',
        rollout: { id: ROLLOUT, channel: 'canary', percent: 50 },
      },
      mfe_gems: { entry: 'http://cdn/mfe_gems/1.0.0/mf-manifest.json', version: '1.0.0' },
    },
  });
}

afterEach(() => {
  // One page per test: the errors it saw go with it.
  pageErrors.length = 0;
  resetAnalytics();
  resetRemoteHealth();
});

describe('real-user health per remote version', () => {
  it('reports a first render that happened before it started, with the version, channel and rollout, once', () => {
    pageWithTwoRemotes();
    vi.spyOn(performance, 'now').mockReturnValueOnce(432.6);
    recordRemoteRendered('mfe_tours');
    recordRemoteRendered('mfe_tours');
    const events = captureHealthEvents();
    startRemoteHealth();
    expect(events).toEqual([
      {
        environment: 'staging',
        remote: 'mfe_tours',
        version: '2.0.0',
        channel: 'canary',
        rollout: ROLLOUT,
        load: expect.any(String),
        outcome: 'loaded',
        first_render_ms: 433,
      },
    ]);
  });

  it('reports a render error and an uncaught error from the remote’s files as errors, each once, under one load id', async () => {
    pageWithTwoRemotes();
    const events = captureHealthEvents();
    startRemoteHealth();
    await loadRemoteModule('mfe_tours', './ToursPage');
    recordRemoteFailure('mfe_tours', new Error('Cannot read properties of undefined'));
    recordRemoteFailure('mfe_tours', new Error('again'));
    const thrown = new Error('boom');
    thrown.stack = 'Error: boom\n    at http://cdn/mfe_tours/2.0.0/static/js/async/tour.js:1:200';
    window.dispatchEvent(
      new ErrorEvent('error', { error: thrown, filename: 'http://cdn/mfe_tours/2.0.0/x.js' }),
    );
    // Not its files: another remote's, and the host's.
    window.dispatchEvent(new ErrorEvent('error', { filename: 'http://cdn/mfe_gems/1.0.0/x.js' }));
    window.dispatchEvent(new ErrorEvent('error', { filename: 'http://localhost:3000/static/js/main.js' }));
    const tours = events.filter((event) => event.remote === 'mfe_tours');
    expect(tours.map((event) => [event.outcome, event.reason])).toEqual([
      ['error', 'render'],
      ['error', 'uncaught'],
    ]);
    expect(new Set(events.map((event) => event.load)).size).toBe(1);
    expect(events.filter((event) => event.remote === 'mfe_gems')).toEqual([
      expect.objectContaining({ outcome: 'error', reason: 'uncaught', version: '1.0.0' }),
    ]);
    expect(events.find((event) => event.remote === 'mfe_gems')).not.toHaveProperty('channel');
  });

  it('tells a load whose code never arrived (network, integrity) from a page that crashed', () => {
    const base = { entry: 'http://cdn/x/1/mf-manifest.json', version: '1' };
    expect(failureOf({ ...base, status: 'failed', loaded: false })).toEqual({
      outcome: 'failed',
      reason: 'network',
    });
    expect(failureOf({ ...base, status: 'refused', loaded: false })).toEqual({
      outcome: 'failed',
      reason: 'integrity',
    });
    expect(failureOf({ ...base, status: 'failed', loaded: true })).toEqual({
      outcome: 'error',
      reason: 'render',
    });
    expect(failureOf({ ...base, status: 'loaded', loaded: true })).toBeNull();
    pageWithTwoRemotes();
    recordRemoteFailure('mfe_gems', new IntegrityError('mfe_gems', 'hash differs'));
    const events = captureHealthEvents();
    startRemoteHealth();
    expect(events).toEqual([
      expect.objectContaining({ remote: 'mfe_gems', outcome: 'failed', reason: 'integrity' }),
    ]);
  });

  it('attributes a rejection to a remote by its stack', () => {
    pageWithTwoRemotes();
    const reason = new Error('no');
    reason.stack = 'Error: no\n    at http://cdn/mfe_gems/1.0.0/static/js/gems.js:3:9';
    const event = Object.assign(new Event('unhandledrejection'), { reason });
    expect(remoteOfError(event, window.__GAIDO_REMOTES__?.remotes ?? {})).toBe('mfe_gems');
    expect(
      remoteOfError(new Event('unhandledrejection'), window.__GAIDO_REMOTES__?.remotes ?? {}),
    ).toBeNull();
  });
});
