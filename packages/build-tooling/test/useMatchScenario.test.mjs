// A squad starts importing `useMatch` in mfe-tours, which the platform contract does not provide: the host
// deployed shares react-router-dom without it, so on the page it would be "useMatch is not a function".
// It must be stopped at build or at pin, never on a page.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { checkCompatibility } from '@gaido/release-core/gate';
import { tempDir } from '@gaido/release-core/test-fixtures';
import { ROOT } from '@gaido/workspace/paths';
import { sharedDependencies } from '../src/federation.mjs';
import { describeHost } from '../src/hostRecord.mjs';
import {
  assertPublishable,
  BUILD_RECORD_FILE,
  describeAppBuild,
  readContract,
} from '../src/platformContract.mjs';

const TOURS = join(ROOT, 'mfe-tours');
const HOST = join(ROOT, 'host');
const probeSource = (from) =>
  [
    `import { useMatch } from '${from}';`,
    '',
    '/** Whether the page is a city page: a first use of useMatch in this remote. */',
    'export function useIsCityPage(): boolean {',
    "  return useMatch('/tours/:city') !== null;",
    '}',
    '',
  ].join('\n');
const PROBE_SOURCE = probeSource('react-router-dom');

/**
 * Runs `fn` with a copy of mfe-tours in which a source file imports useMatch. The copy sits beside the
 * apps (its config imports ../tooling) and uses mfe-tours' node_modules; mfe-tours itself, which other
 * tests read at the same time, is left alone. Removed afterwards.
 */
function withUseMatchInTours(fn, source = PROBE_SOURCE) {
  const copy = join(ROOT, `.mfe-tours-contract-probe-${randomBytes(4).toString('hex')}`);
  try {
    for (const entry of readdirSync(TOURS)) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      cpSync(join(TOURS, entry), join(copy, entry), { recursive: true });
    }
    symlinkSync(join(TOURS, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const probe = join(copy, 'src', 'tours', 'useIsCityPage.ts');
    writeFileSync(probe, source);
    return fn({ appDir: copy, probe });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const oldContract = readContract();
const extendedContract = {
  ...oldContract,
  providedExports: {
    ...oldContract.providedExports,
    'react-router-dom': [...oldContract.providedExports['react-router-dom'], 'useMatch'].sort(),
  },
};

/** mfe-tours' release metadata as publishing records it, with the shared modules the host checks. */
function toursRelease(host, usesExports) {
  return {
    remote: 'mfe_tours',
    shared: Object.entries(host.shared).map(([name, { version, requiredVersion }]) => ({
      name,
      version,
      requiredVersion,
      singleton: true,
    })),
    exposes: host.requiredModules.mfe_tours,
    usesExports,
  };
}

const requiredModules = { mfe_tours: ['./ToursPage', './CityToursPage', './TourDetailPage'] };

/** A real production build of the app at `appDir`: its exit status and output. */
function productionBuild(appDir) {
  const build = spawnSync(join(appDir, 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd: appDir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: 180_000,
  });
  return { status: build.status, output: `${build.stdout}\n${build.stderr}` };
}

describe('a remote that starts importing useMatch', () => {
  it('fails its real production build, naming react-router-dom useMatch, the file and how to add it', () => {
    withUseMatchInTours(({ appDir, probe }) => {
      const build = productionBuild(appDir);
      const output = build.output;
      assert.notEqual(build.status, 0, `the build succeeded:\n${output}`);
      assert.match(
        output,
        /mfe-tours uses shared exports that the platform contract \(platform-contract\.json\) does not provide:/,
      );
      const file = probe.slice(ROOT.length + 1);
      assert.ok(output.includes(`  react-router-dom useMatch: imported in ${file}`), output);
      assert.ok(
        output.includes('add it to platform-contract.json, deploy the host, then the remote'),
        output,
      );
      // Its siblings build from their own sources: the host, mfe-gems and mfe-tours itself are not
      // affected by the copy's import.
      for (const app of [HOST, join(ROOT, 'mfe-gems'), TOURS])
        assert.doesNotThrow(() => sharedDependencies(app));
    });
  });

  it('fails its real production build and its publish when useMatch comes from react-router, which react-router-dom re-exports', () => {
    withUseMatchInTours(({ appDir, probe }) => {
      const file = probe.slice(ROOT.length + 1);
      const build = productionBuild(appDir);
      assert.notEqual(build.status, 0, `the build succeeded:\n${build.output}`);
      assert.ok(
        build.output.includes(`  react-router-dom useMatch: imported in ${file} (from 'react-router')`),
        build.output,
      );
      assert.ok(
        build.output.includes(
          `  react-router-dom useMatch: imported from 'react-router' in ${file}, which resolves to code react-router-dom carries`,
        ),
        build.output,
      );
      // Publish checks the sources itself: a build folder made without the check (here, mfe-tours'
      // own record, which uses nothing outside the contract) is refused all the same.
      const distDir = tempDir('gaido-probe-dist-');
      writeFileSync(
        join(distDir, BUILD_RECORD_FILE),
        JSON.stringify(describeAppBuild(TOURS, { contract: oldContract })),
      );
      assert.throws(
        () => assertPublishable({ appDir, distDir }),
        (error) =>
          error.message.startsWith(
            'Refusing to publish mfe-tours: its sources break the platform contract.',
          ) && error.message.includes(`react-router-dom useMatch: imported in ${file} (from 'react-router')`),
      );
    }, probeSource('react-router'));
  });

  it('once the contract provides it, is refused at pin by a host built with the old contract, naming the export', () => {
    const record = withUseMatchInTours(({ appDir }) =>
      describeAppBuild(appDir, { contract: extendedContract }),
    );
    assert.ok(record.usesExports['react-router-dom'].includes('useMatch'));
    const deployedHost = describeHost({ hostDir: HOST, requiredModules, contract: oldContract });
    assert.equal(deployedHost.providesExports['react-router-dom'].includes('useMatch'), false);
    assert.deepEqual(checkCompatibility(toursRelease(deployedHost, record.usesExports), deployedHost), [
      {
        kind: 'export-missing',
        name: 'react-router-dom useMatch',
        message:
          "react-router-dom useMatch: used by mfe_tours, not provided by this environment's host (add it to platform-contract.json, deploy the host, then pin)",
      },
    ]);
  });

  it('is accepted once a host built with the extended contract is deployed', () => {
    const record = withUseMatchInTours(({ appDir }) =>
      describeAppBuild(appDir, { contract: extendedContract }),
    );
    const redeployedHost = describeHost({ hostDir: HOST, requiredModules, contract: extendedContract });
    assert.ok(redeployedHost.providesExports['react-router-dom'].includes('useMatch'));
    assert.deepEqual(
      checkCompatibility(toursRelease(redeployedHost, record.usesExports), redeployedHost),
      [],
    );
  });
});
