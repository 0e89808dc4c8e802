// Builds shaped like real ones (mf-manifest.json + remoteEntry.js) and a host record, in temp folders.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const HOST = {
  version: '0.1.0',
  commit: 'abc123',
  builtAt: '2026-01-01T00:00:00.000Z',
  singletons: [
    'react',
    'react-dom',
    'react-router',
    'react-router-dom',
    '@tanstack/react-query',
    'zustand',
    '@gaido/shared',
  ],
  singletonsWhereUsed: ['@gaido/shared/favorites'],
  shared: {
    react: { version: '19.3.1', requiredVersion: '^19.3.1' },
    'react-dom': { version: '19.3.1', requiredVersion: '^19.3.1' },
    'react-router': { version: '7.18.5', requiredVersion: '^7.18.5' },
    'react-router-dom': { version: '7.18.5', requiredVersion: '^7.18.5' },
    '@tanstack/react-query': { version: '5.108.0', requiredVersion: '^5.108.0' },
    zustand: { version: '5.1.0', requiredVersion: '^5.1.0' },
    '@gaido/shared': { version: '0.1.0', requiredVersion: '^0.1.0' },
    '@gaido/shared/favorites': { version: '0.1.0', requiredVersion: '^0.1.0' },
  },
  requiredModules: { mfe_tours: ['./ToursPage', './CityToursPage', './TourDetailPage'] },
};

export function sharedOf(overrides = {}) {
  return Object.entries(HOST.shared).map(([name, { version, requiredVersion }]) => ({
    name,
    version,
    requiredVersion,
    singleton: true,
    ...(overrides[name] ?? {}),
  }));
}

export function tempDir(prefix = 'gaido-release-') {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A directory that looks like `rsbuild build` output of a remote. */
export function fakeBuild({ remote = 'mfe_tours', label = 'v1', shared = sharedOf(), exposes } = {}) {
  const dir = tempDir('gaido-dist-');
  const manifest = {
    id: remote,
    name: remote,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, pluginVersion: '2.9.2' },
    shared,
    exposes: (exposes ?? ['./ToursPage', './CityToursPage', './TourDetailPage']).map((path) => ({
      name: path.slice(2),
      path,
    })),
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'remoteEntry.js'), `var ${remote} = "${label}";`);
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(
    join(dir, 'static', 'js', 'page.js'),
    `console.log(${JSON.stringify(label)});${' '.repeat(2048)}`,
  );
  return dir;
}

/** A release service's pins of each environment, as a host server reads them (packages/static-server/src/pinsCache.mjs). */
export function pinsOf(remotes) {
  return { read: async (environment) => ({ environment, remotes }) };
}
