import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  type LoadedRemotes,
  recordRemoteFailure,
  registerRemotesFromFile,
} from '../platform/federationRuntime';
import { server } from '../test/setup';
import { storeOverrides } from './qaOverrides';
import { createPanelStore, ReleaseTools } from './ReleaseTools';
import { OVERRIDE_STORAGE_KEY, OVERRIDES_COOKIE, type ReleaseRuntimeConfig } from './releaseConfig';

// The real record of what is live (platform/federationRuntime.ts), without a federation runtime.
vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => null,
  loadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const CDN = 'http://localhost:3100';
const config: ReleaseRuntimeConfig = {
  cdnOrigin: CDN,
  serverEnvironment: 'local',
  environmentChosenBy: 'server',
  overrides: { enabled: true, allowedOrigins: [CDN], devServerOrigins: [] },
};

function live(overrides: Partial<LoadedRemotes> = {}): LoadedRemotes {
  return {
    environment: 'staging',
    remotes: {
      mfe_tours: {
        entry: `${CDN}/mfe_tours/0.1.0-bbbb/mf-manifest.json`,
        version: '0.1.0-bbbb',
        commit: 'f00d',
        override: { kind: 'version', value: '0.1.0-bbbb' },
        pinned: { version: '0.1.0-aaaa' },
        status: 'loaded',
        loaded: true,
      },
      mfe_gems: {
        entry: `${CDN}/mfe_gems/0.1.0-gggg/mf-manifest.json`,
        version: '0.1.0-gggg',
        commit: 'beef',
        status: 'not loaded',
        loaded: false,
      },
    },
    qa: { enabled: true, refused: [] },
    ...overrides,
  };
}

function hostRecord() {
  server.use(
    http.get('*/host-release.json', () =>
      HttpResponse.json({ version: '0.1.0', commit: 'h0st', builtAt: '2026-01-01T00:00:00.000Z' }),
    ),
    http.get('*/release/remotes/:remote/releases', ({ params }) =>
      HttpResponse.json({ remote: params.remote, releases: [] }),
    ),
  );
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function publishedTours() {
  server.use(
    http.get('*/release/remotes/mfe_tours/releases', () =>
      HttpResponse.json({
        remote: 'mfe_tours',
        releases: [
          {
            version: '0.1.0-cccc',
            commit: 'cccc1234567890',
            builtAt: minutesAgo(6),
            publishedAt: minutesAgo(5),
            publishedBy: 'local-admin@gaido.localhost',
            pinnedIn: [],
          },
          {
            version: '0.1.0-bbbb',
            commit: 'bbbb1234567890',
            builtAt: minutesAgo(125),
            publishedAt: minutesAgo(120),
            publishedBy: 'local-admin@gaido.localhost',
            pinnedIn: ['local', 'staging'],
          },
        ],
      }),
    ),
  );
}

describe('the QA banner', () => {
  it('names each overridden remote with its pin, and Reset goes back to the pins', async () => {
    storeOverrides(sessionStorage, [{ remote: 'mfe_tours', kind: 'version', value: '0.1.0-bbbb' }]);
    expect(document.cookie).toContain(`${OVERRIDES_COOKIE}=mfe_tours%400.1.0-bbbb`);
    const reload = vi.fn();
    render(<ReleaseTools state={{ live: live(), config }} panel={createPanelStore(false)} reload={reload} />);
    const banner = screen.getByRole('region', { name: 'QA overrides' });
    expect(banner).toHaveTextContent(
      'QA overrides for this browser session: mfe_tours → 0.1.0-bbbb (pinned: 0.1.0-aaaa)',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Reset' }));
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain(OVERRIDES_COOKIE);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows a refused override as an alert that can be dismissed', async () => {
    const state = {
      live: live({
        remotes: {},
        qa: {
          enabled: true,
          refused: [
            {
              request: 'mfe_tours=https://evil.example/m.json',
              reason: 'https://evil.example is not an allowed origin',
            },
          ],
        },
      }),
      config,
    };
    render(<ReleaseTools state={state} panel={createPanelStore(false)} reload={vi.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('QA override refused:');
    expect(alert).toHaveTextContent(
      'mfe_tours=https://evil.example/m.json: https://evil.example is not an allowed origin',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says plainly that an override is forced past the release gate, with the gate’s reasons', () => {
    const forced = live();
    const tours = forced.remotes.mfe_tours;
    if (!tours?.override) throw new Error('the fixture overrides mfe_tours');
    tours.override.forced = {
      environment: 'staging',
      mismatches: ['@gaido/shared: the release requires ^1.0.0, the host provides 0.1.0'],
    };
    render(
      <ReleaseTools state={{ live: forced, config }} panel={createPanelStore(false)} reload={vi.fn()} />,
    );
    expect(screen.getByRole('region', { name: 'QA overrides' })).toHaveTextContent(
      'mfe_tours → 0.1.0-bbbb is forced past the release gate, which refuses it on the host deployed in staging: @gaido/shared: the release requires ^1.0.0, the host provides 0.1.0',
    );
  });

  it('says when this browser chose another environment than the server’s', () => {
    const state = {
      live: live({ remotes: {} }),
      config: { ...config, environmentChosenBy: 'browser' as const },
    };
    render(<ReleaseTools state={state} panel={createPanelStore(false)} reload={vi.fn()} />);
    const region = screen.getByRole('region', { name: 'Environment' });
    expect(region).toHaveTextContent(
      'Viewing environment staging, chosen for this browser (this server serves local)',
    );
    expect(within(region).getByRole('link', { name: 'Back to local' })).toHaveAttribute(
      'href',
      '?gaido-env=',
    );
  });
});

describe('the release panel', () => {
  it('shows each remote’s live version, commit, source and whether it is loaded, and the host build', async () => {
    hostRecord();
    render(<ReleaseTools state={{ live: live(), config }} panel={createPanelStore(true)} reload={vi.fn()} />);
    const panel = screen.getByRole('complementary', { name: 'Release panel' });
    const tours = within(panel).getByRole('row', { name: /mfe_tours/ });
    expect(tours).toHaveTextContent('0.1.0-bbbb');
    expect(tours).toHaveTextContent('f00d');
    expect(tours).toHaveTextContent('QA override (version), pin 0.1.0-aaaa');
    expect(tours).toHaveTextContent('loaded');
    const gems = within(panel).getByRole('row', { name: /mfe_gems/ });
    expect(gems).toHaveTextContent('pin');
    expect(gems).toHaveTextContent('not loaded on this page');
    expect(within(panel).getByRole('row', { name: /mfe_account/ })).toHaveTextContent('not pinned');
    expect(await within(panel).findByText(/0\.1\.0 · commit h0st/)).toBeInTheDocument();
  });

  it('says failed with the error for a page that crashed, and refused by integrity with its reason', () => {
    hostRecord();
    const state = live();
    Object.assign(state.remotes.mfe_tours ?? {}, {
      status: 'failed',
      error: 'TypeError: useMatch is not a function',
    });
    Object.assign(state.remotes.mfe_gems ?? {}, {
      status: 'refused',
      refused: 'mfe_gems: remoteEntry.js does not match its recorded hash',
    });
    render(<ReleaseTools state={{ live: state, config }} panel={createPanelStore(true)} reload={vi.fn()} />);
    const panel = screen.getByRole('complementary', { name: 'Release panel' });
    const tours = within(panel).getByRole('row', { name: /mfe_tours/ });
    expect(tours).toHaveTextContent('failed: TypeError: useMatch is not a function');
    expect(tours).not.toHaveTextContent(/\bloaded\b/);
    expect(within(panel).getByRole('row', { name: /mfe_gems/ })).toHaveTextContent(
      'refused by integrity: mfe_gems: remoteEntry.js does not match its recorded hash',
    );
  });

  it('says which side of a rollout this browser got, with the share and its bucket, in the panel and on window', () => {
    hostRecord();
    registerRemotesFromFile({
      environment: 'local',
      remotes: {
        mfe_tours: {
          entry: `${CDN}/mfe_tours/2/mf-manifest.json`,
          version: '2',
          rollout: { channel: 'canary', percent: 10, bucket: 412, stable: '1', canary: '2' },
        },
        mfe_gems: {
          entry: `${CDN}/mfe_gems/1/mf-manifest.json`,
          version: '1',
          rollout: { channel: 'stable', percent: 25, bucket: 9000, stable: '1', canary: '3' },
        },
      },
    });
    const live = window.__GAIDO_REMOTES__ as LoadedRemotes;
    expect(live.remotes.mfe_tours?.rollout).toEqual({
      channel: 'canary',
      percent: 10,
      bucket: 412,
      stable: '1',
      canary: '2',
    });
    render(<ReleaseTools state={{ live, config }} panel={createPanelStore(true)} reload={vi.fn()} />);
    const panel = screen.getByRole('complementary', { name: 'Release panel' });
    expect(within(panel).getByRole('row', { name: /mfe_tours/ })).toHaveTextContent(
      "canary: rolled out to 10%, stable 1, this browser's bucket 412",
    );
    expect(within(panel).getByRole('row', { name: /mfe_gems/ })).toHaveTextContent(
      "pin (stable): 3 is rolled out to 25%, this browser's bucket 9000",
    );
  });

  it('re-renders when a remote’s page fails after the panel opened', async () => {
    hostRecord();
    registerRemotesFromFile({
      environment: 'staging',
      remotes: { mfe_tours: { entry: `${CDN}/mfe_tours/1/mf-manifest.json`, version: '1' } },
    });
    const state = { live: window.__GAIDO_REMOTES__ as LoadedRemotes, config };
    render(<ReleaseTools state={state} panel={createPanelStore(true)} reload={vi.fn()} />);
    const row = () =>
      within(screen.getByRole('complementary', { name: 'Release panel' })).getByRole('row', {
        name: /mfe_tours/,
      });
    expect(row()).toHaveTextContent('not loaded on this page');
    act(() => recordRemoteFailure('mfe_tours', new Error('Failed to get manifest')));
    expect(row()).toHaveTextContent('failed: Failed to get manifest');
  });

  it('lists the published versions with commit, age and pins, and loads the one picked, forced if asked', async () => {
    hostRecord();
    publishedTours();
    const reload = vi.fn();
    render(<ReleaseTools state={{ live: live(), config }} panel={createPanelStore(true)} reload={reload} />);
    const versions = await screen.findByRole('table', { name: 'Published versions of mfe_tours' });
    const candidate = within(versions).getByRole('row', { name: /0\.1\.0-cccc/ });
    expect(candidate).toHaveTextContent('cccc123456');
    expect(candidate).toHaveTextContent('5 minutes ago');
    const current = within(versions).getByRole('row', { name: /0\.1\.0-bbbb/ });
    expect(current).toHaveTextContent('(on this page)');
    expect(current).toHaveTextContent('2 hours ago');
    expect(current).toHaveTextContent('local, staging');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Force past the release gate' }));
    await userEvent.click(within(candidate).getByRole('button', { name: 'Load 0.1.0-cccc, forced' }));
    expect(JSON.parse(sessionStorage.getItem(OVERRIDE_STORAGE_KEY) ?? '[]')).toEqual([
      { remote: 'mfe_tours', kind: 'version', value: '0.1.0-cccc', force: true },
    ]);
    expect(reload).toHaveBeenCalledOnce();
    storeOverrides(sessionStorage, []);
  });

  it('says so when the published versions cannot be read, and typing a version still works', async () => {
    hostRecord();
    server.use(
      http.get('*/release/remotes/mfe_tours/releases', () => new HttpResponse(null, { status: 503 })),
    );
    render(<ReleaseTools state={{ live: live(), config }} panel={createPanelStore(true)} reload={vi.fn()} />);
    expect(
      await screen.findByText('The published versions could not be read; type a version below.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Version or manifest URL')).toBeEnabled();
  });

  it('refuses an origin outside the allowlist in the form, and loads a version for the session', async () => {
    hostRecord();
    const reload = vi.fn();
    render(<ReleaseTools state={{ live: live(), config }} panel={createPanelStore(true)} reload={reload} />);
    await userEvent.selectOptions(screen.getByLabelText('Remote'), 'mfe_gems');
    const target = screen.getByLabelText('Version or manifest URL');
    await userEvent.type(target, 'https://evil.example/mf-manifest.json');
    await userEvent.click(screen.getByRole('button', { name: 'Load for this session' }));
    expect(screen.getByRole('alert')).toHaveTextContent('https://evil.example is not an allowed origin');
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.clear(target);
    await userEvent.type(target, '0.1.0-hhhh');
    await userEvent.click(screen.getByRole('button', { name: 'Load for this session' }));
    expect(JSON.parse(sessionStorage.getItem(OVERRIDE_STORAGE_KEY) ?? '[]')).toEqual([
      { remote: 'mfe_gems', kind: 'version', value: '0.1.0-hhhh' },
    ]);
    // The server reads the same choice before the reload's document is written (its preload hints).
    expect(document.cookie).toContain(`${OVERRIDES_COOKIE}=mfe_gems%400.1.0-hhhh`);
    expect(reload).toHaveBeenCalledOnce();
    storeOverrides(sessionStorage, []);
  });

  it('offers no override form where overrides are off, and closes with Escape', async () => {
    hostRecord();
    const panel = createPanelStore(true);
    render(
      <ReleaseTools
        state={{
          live: live({ environment: 'production', qa: { enabled: false, refused: [] }, remotes: {} }),
          config,
        }}
        panel={panel}
        reload={vi.fn()}
      />,
    );
    expect(screen.getByText('QA overrides are off in production.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Version or manifest URL')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Release panel' })).not.toBeInTheDocument();
    act(() => panel.set('toggle'));
    expect(screen.getByRole('complementary', { name: 'Release panel' })).toBeInTheDocument();
  });
});
