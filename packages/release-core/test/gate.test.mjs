import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { checkCompatibility } from '../src/gate.mjs';
import { HOST, sharedOf } from './fixtures.mjs';

const exposes = ['./ToursPage', './CityToursPage', './TourDetailPage', './FeaturedTours'];

describe('the compatibility gate', () => {
  it('passes a build that shares every singleton in a range the host satisfies', () => {
    assert.deepEqual(checkCompatibility({ remote: 'mfe_tours', shared: sharedOf(), exposes }, HOST), []);
  });

  it('accepts a wider range and an older minimum than the host has', () => {
    const shared = sharedOf({
      react: { requiredVersion: '>=18 <20' },
      zustand: { requiredVersion: '^5.0.0' },
    });
    assert.deepEqual(checkCompatibility({ remote: 'mfe_tours', shared, exposes }, HOST), []);
  });

  it('names @gaido/shared when a build requires its next major version', () => {
    const shared = sharedOf({ '@gaido/shared': { requiredVersion: '^1.0.0', version: '1.0.0' } });
    const mismatches = checkCompatibility({ remote: 'mfe_tours', shared, exposes }, HOST);
    assert.equal(mismatches.length, 1);
    assert.equal(mismatches[0].kind, 'version');
    assert.equal(mismatches[0].name, '@gaido/shared');
    assert.equal(mismatches[0].message, '@gaido/shared: mfe_tours requires ^1.0.0, the host provides 0.1.0');
  });

  it('treats ^0.x as minor-bound, as npm does', () => {
    const shared = sharedOf({ '@gaido/shared': { requiredVersion: '^0.2.0' } });
    const [mismatch] = checkCompatibility({ remote: 'mfe_tours', shared, exposes }, HOST);
    assert.match(mismatch.message, /requires \^0\.2\.0, the host provides 0\.1\.0/);
  });

  it('refuses a remote built against the shared package before its root last shrank', () => {
    // The root's exports shrank: in 0.4 sign-in, sign-up and the account endpoints moved to
    // @gaido/shared/auth and the quiz's calls to /onboarding; in 0.5 the device fingerprint moved to
    // /device. A remote built against an earlier line would ask the host's copy for exports it no
    // longer has, so the workspace's version and the contract's range left each line.
    const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
    const { version } = readJson('../../../shared/package.json');
    const range = readJson('../../../platform-contract.json').singletons['@gaido/shared'];
    assert.equal(range, `^${version}`);
    const host = {
      ...HOST,
      shared: { ...HOST.shared, '@gaido/shared': { version, requiredVersion: range } },
    };
    const built = (requiredVersion) =>
      checkCompatibility(
        {
          remote: 'mfe_account',
          shared: sharedOf({ '@gaido/shared': { requiredVersion, version } }),
          exposes: [],
        },
        host,
      );
    for (const earlier of ['^0.3.0', '^0.4.0', '^0.5.0']) {
      assert.deepEqual(
        built(earlier).map((item) => item.message),
        [`@gaido/shared: mfe_account requires ${earlier}, the host provides ${version}`],
      );
    }
    assert.deepEqual(built(range), []);
  });

  it('lists every mismatch at once: versions, missing shares, non-singletons, bad ranges and missing pages', () => {
    const shared = sharedOf({
      react: { requiredVersion: '^20.0.0' },
      'react-dom': { singleton: false },
      'react-router': { requiredVersion: 'workspace:*' },
    }).filter((item) => item.name !== 'zustand');
    const mismatches = checkCompatibility({ remote: 'mfe_tours', shared, exposes: ['./ToursPage'] }, HOST);
    assert.deepEqual(
      mismatches.map((item) => [item.kind, item.name]),
      [
        ['version', 'react'],
        ['not-singleton', 'react-dom'],
        ['no-range', 'react-router'],
        ['shared-missing', 'zustand'],
        ['expose-missing', './CityToursPage'],
        ['expose-missing', './TourDetailPage'],
      ],
    );
    assert.match(mismatches[3].message, /zustand: not shared by mfe_tours/);
    assert.match(
      mismatches[4].message,
      /\.\/CityToursPage: not exposed by this build, but the host's route table loads it/,
    );
  });

  it('checks @gaido/shared/favorites only in a build that shares it, and there as a singleton', () => {
    const withoutFavorites = sharedOf().filter((item) => item.name !== '@gaido/shared/favorites');
    assert.deepEqual(
      checkCompatibility({ remote: 'mfe_tours', shared: withoutFavorites, exposes }, HOST),
      [],
    );
    const shared = sharedOf({ '@gaido/shared/favorites': { singleton: false, requiredVersion: '^1.0.0' } });
    const mismatches = checkCompatibility({ remote: 'mfe_gems', shared, exposes: [] }, HOST);
    assert.deepEqual(
      mismatches.map((item) => [item.kind, item.name]),
      [
        ['not-singleton', '@gaido/shared/favorites'],
        ['version', '@gaido/shared/favorites'],
      ],
    );
  });

  it('refuses a build sharing a @gaido/shared subpath as a singleton the host does not provide', () => {
    const shared = [
      ...sharedOf(),
      { name: '@gaido/shared/gems', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
    ];
    const mismatches = checkCompatibility({ remote: 'mfe_gems', shared, exposes: [] }, HOST);
    assert.deepEqual(
      mismatches.map((item) => [item.kind, item.name]),
      [['shared-unknown', '@gaido/shared/gems']],
    );
    assert.match(
      mismatches[0].message,
      /as a singleton the host does not provide, so it would run a second copy/,
    );
    // Bundled (not shared as a singleton), as the stateless subpaths are: nothing to refuse.
    const bundled = [
      ...sharedOf(),
      { name: '@gaido/shared/gems', singleton: false, requiredVersion: '^0.1.0' },
    ];
    assert.deepEqual(checkCompatibility({ remote: 'mfe_gems', shared: bundled, exposes: [] }, HOST), []);
  });

  it('requires the federation runtime the host runs', () => {
    const release = (federation) => ({ remote: 'mfe_tours', shared: sharedOf(), exposes, federation });
    const host = { ...HOST, federation: { runtime: '2.9.2' } };
    assert.deepEqual(checkCompatibility(release({ runtime: '2.9.2' }), host), []);

    const newer = checkCompatibility(release({ runtime: '2.10.0' }), host);
    assert.deepEqual(
      newer.map((item) => item.kind),
      ['federation-runtime'],
    );
    assert.match(newer[0].message, /mfe_tours was built with 2\.10\.0, the host runs 2\.9\.2/);
    // A build from before releases recorded their runtime, or a host record without it, is judged as before.
    assert.deepEqual(checkCompatibility({ remote: 'mfe_tours', shared: sharedOf(), exposes }, host), []);
    assert.deepEqual(checkCompatibility(release({ runtime: '2.9.2' }), HOST), []);
  });

  it('refuses a build that takes the bundler runtime or its start-up code from the host, which no host provides', () => {
    const release = (federation) => ({ remote: 'mfe_tours', shared: sharedOf(), exposes, federation });
    const host = { ...HOST, federation: { runtime: '2.9.2' } };
    for (const federation of [
      { runtime: '2.9.2', hostBundlerRuntime: true },
      { runtime: '2.9.2', hostBundlerRuntime: true, hostEntryRuntime: true },
    ]) {
      const refused = checkCompatibility(release(federation), host);
      assert.deepEqual(
        refused.map((item) => item.name),
        ['Module Federation bundler runtime'],
      );
      assert.match(refused[0].message, /takes it from the host, which hosts no longer provide/);
    }
  });

  it('does not ask a remote for modules the host never loads from it', () => {
    assert.deepEqual(checkCompatibility({ remote: 'mfe_gems', shared: sharedOf(), exposes: [] }, HOST), []);
  });
});

describe('the compatibility gate on shared exports', () => {
  const provides = {
    'react-router-dom': ['Link', 'useNavigate', 'useParams'],
    '@tanstack/react-query': ['useQuery'],
    'zod/mini': ['object', 'string'],
  };
  const host = { ...HOST, providesExports: provides };
  const release = (usesExports) => ({ remote: 'mfe_tours', shared: sharedOf(), exposes, usesExports });

  it('passes a release whose every shared export the host provides', () => {
    const uses = {
      'react-router-dom': ['Link', 'useParams'],
      '@tanstack/react-query': [],
      'zod/mini': ['string'],
    };
    assert.deepEqual(checkCompatibility(release(uses), host), []);
  });

  it('refuses each export the host does not provide, naming the package, the export and what to do', () => {
    const uses = {
      'react-router-dom': ['Link', 'useMatch', 'useParams'],
      '@tanstack/react-query': ['useQuery', 'useSuspenseQuery'],
      'zod/mini': ['email', 'string'],
    };
    const mismatches = checkCompatibility(release(uses), host);
    assert.deepEqual(
      mismatches.map((item) => [item.kind, item.name]),
      [
        ['export-missing', 'react-router-dom useMatch'],
        ['export-missing', '@tanstack/react-query useSuspenseQuery'],
        ['export-missing', 'zod/mini email'],
      ],
    );
    assert.equal(
      mismatches[0].message,
      "react-router-dom useMatch: used by mfe_tours, not provided by this environment's host (add it to platform-contract.json, deploy the host, then pin)",
    );
  });

  it('is a function of the release and the host record it is given: another environment’s host decides otherwise', () => {
    const uses = { 'react-router-dom': ['useMatch'] };
    const staging = {
      ...host,
      providesExports: { ...provides, 'react-router-dom': [...provides['react-router-dom'], 'useMatch'] },
    };
    assert.deepEqual(checkCompatibility(release(uses), staging), []);
    assert.equal(checkCompatibility(release(uses), host).length, 1);
  });

  it('judges a release published before builds recorded their exports as before', () => {
    assert.deepEqual(checkCompatibility({ remote: 'mfe_tours', shared: sharedOf(), exposes }, host), []);
  });

  it('refuses a release that records its exports on a host recorded before the contract', () => {
    const [mismatch, ...rest] = checkCompatibility(release({ 'react-router-dom': ['Link'] }), HOST);
    assert.deepEqual(rest, []);
    assert.equal(mismatch.kind, 'export-missing');
    assert.match(
      mismatch.message,
      /built before the platform contract.*deploy a host built with platform-contract\.json, then pin/,
    );
    assert.deepEqual(checkCompatibility(release({ 'react-router-dom': [] }), HOST), []);
  });

  it('does not check a package the host does not cut down (it provides it whole)', () => {
    const uses = { 'react-router-dom': ['Link'], 'some-shared-lib': ['anything'] };
    assert.deepEqual(checkCompatibility(release(uses), host), []);
  });
});

describe('the compatibility gate on singletons a build takes from the host', () => {
  const exposes = ['./ToursPage', './CityToursPage', './TourDetailPage', './FeaturedTours'];
  // A build with `import: false` for react-dom that does not import it itself: its manifest leaves it out.
  const withoutReactDom = () => sharedOf().filter((item) => item.name !== 'react-dom');

  it('accepts a singleton missing from the manifest when the build record says the build carries no copy', () => {
    assert.deepEqual(
      checkCompatibility(
        { remote: 'mfe_tours', shared: withoutReactDom(), exposes, takesFromHost: ['react', 'react-dom'] },
        HOST,
      ),
      [],
    );
  });

  it('still refuses a missing singleton the record does not name: that build may carry its own copy', () => {
    const mismatches = checkCompatibility(
      { remote: 'mfe_tours', shared: withoutReactDom(), exposes, takesFromHost: ['react'] },
      HOST,
    );
    assert.deepEqual(
      mismatches.map((item) => [item.kind, item.name]),
      [['shared-missing', 'react-dom']],
    );
  });

  it('checks the version of a singleton taken from the host like any other', () => {
    const shared = sharedOf({ react: { requiredVersion: '^20.0.0' } });
    const mismatches = checkCompatibility(
      { remote: 'mfe_tours', shared, exposes, takesFromHost: ['react'] },
      HOST,
    );
    assert.deepEqual(
      mismatches.map((item) => [item.kind, item.name]),
      [['version', 'react']],
    );
  });
});
