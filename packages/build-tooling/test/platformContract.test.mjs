// The platform contract (platform-contract.json, packages/build-tooling/src/platformContract.mjs): each app builds from its own
// sources and the contract, fails on a shared export the contract does not provide, and records what it
// uses and provides.
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { tempDir } from '@gaido/release-core/test-fixtures';
import { ROOT } from '@gaido/workspace/paths';
import { REMOTES, sharedDependencies, TREE_SHAKEN_NAMESPACES } from '../src/federation.mjs';
import {
  appSourceRoots,
  assertAppWithinContract,
  assertPublishable,
  BUILD_RECORD_FILE,
  checkAppSources,
  contractDigest,
  describeAppBuild,
  HOW_TO_ADD_AN_EXPORT,
  NAMESPACE_IMPORTED,
  readContract,
  scanSharedImports,
  validateContract,
} from '../src/platformContract.mjs';

const contract = readContract();
const APPS = ['host', ...Object.values(REMOTES)];

function sourcesIn(files) {
  const dir = tempDir('gaido-contract-src-');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, files: Object.keys(files).map((name) => join(dir, name)) };
}

/** An app folder of its own (package.json + src/), outside the repository. */
function tempApp(name, files) {
  const dir = tempDir('gaido-contract-app-');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name }));
  mkdirSync(join(dir, 'src'));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, 'src', file), text);
  return dir;
}

/**
 * A remote of its own, outside the repository, that resolves packages as mfe-tours does: its
 * node_modules links to mfe-tours' installed packages, beside any extra package given as files.
 * @param {Record<string, string>} files  src/ files
 * @param {Record<string, Record<string, string>>} [packages]  extra installed packages: name -> files
 */
function resolvingApp(files, packages = {}) {
  const dir = tempApp('mfe-probe', files);
  const modules = join(dir, 'node_modules');
  const tours = join(ROOT, 'mfe-tours', 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(tours)) symlinkSync(join(tours, entry), join(modules, entry));
  for (const [name, packageFiles] of Object.entries(packages)) {
    mkdirSync(join(modules, name));
    for (const [file, text] of Object.entries(packageFiles)) writeFileSync(join(modules, name, file), text);
  }
  return dir;
}

describe('the platform contract file', () => {
  it('is valid, and names the tree-shaken singletons and zod/mini with their exports', () => {
    const raw = JSON.parse(readFileSync(join(ROOT, 'platform-contract.json'), 'utf8'));
    assert.equal(raw.$schema, './packages/build-tooling/src/platform-contract.schema.json');
    assert.deepEqual(Object.keys(contract.providedExports).sort(), [
      '@tanstack/react-query',
      'react-router-dom',
      'zod/mini',
    ]);
    for (const [pkg, names] of Object.entries(raw.providedExports)) {
      assert.deepEqual(names, [...names].sort(), `${pkg}: kept sorted, so a change is one line in review`);
    }
  });

  it('holds every app: host and remotes import nothing of the shared packages outside it', () => {
    for (const app of APPS) {
      const check = checkAppSources(join(ROOT, app));
      assert.deepEqual(check.outside, [], app);
      assert.deepEqual(check.refused, [], app);
    }
  });

  it('refuses a malformed contract, naming what is wrong', () => {
    const valid = { singletons: { react: '^19.0.0' }, singletonsWhereUsed: {}, providedExports: {} };
    assert.deepEqual(validateContract(valid).singletons, { react: '^19.0.0' });
    const cases = [
      [{ ...valid, extra: 1 }, /unknown field "extra"/],
      [{ ...valid, singletons: { react: '' } }, /singleton react has no version range/],
      [
        { ...valid, singletonsWhereUsed: { '@gaido/shared/x': '@gaido/shared' } },
        /not one of the singletons/,
      ],
      [{ ...valid, providedExports: { 'react-router-dom': 'Link' } }, /must be a list of names/],
      [{ ...valid, providedExports: { 'react-router-dom': ['Link', 'Link'] } }, /lists a name twice/],
      [
        { ...valid, providedExports: { 'react-router-dom': ['use Match'] } },
        /"use Match" is not an export name/,
      ],
      [{ singletons: {} }, /"singletonsWhereUsed" must be an object/],
    ];
    for (const [value, message] of cases) assert.throws(() => validateContract(value), message);
  });

  it('has a digest that ignores key order and changes with an export', () => {
    const reordered = {
      ...contract,
      providedExports: Object.fromEntries(Object.entries(contract.providedExports).reverse()),
    };
    assert.equal(contractDigest(reordered), contractDigest(contract));
    const extended = {
      ...contract,
      providedExports: {
        ...contract.providedExports,
        'react-router-dom': [...contract.providedExports['react-router-dom'], 'useMatch'],
      },
    };
    assert.notEqual(contractDigest(extended), contractDigest(contract));
  });
});

describe('reading the shared exports a source file uses', () => {
  const pkg = 'react-router-dom';
  const used = (files) => {
    const scan = scanSharedImports(sourcesIn(files).files, [pkg]);
    return { names: Object.keys(scan.uses[pkg]), refused: scan.refused.map((item) => item.reason) };
  };

  it('takes named imports, by the name exported rather than an `as` rename', () => {
    assert.deepEqual(
      used({
        'a.tsx': `import { Link, useParams as params } from '${pkg}';\nexport const A = () => <Link to={params().x} />;\n`,
        'b.ts': `import {\n  useNavigate,\n  // useMatch is not imported here\n  useLocation,\n} from "${pkg}";\n`,
      }),
      { names: ['Link', 'useLocation', 'useNavigate', 'useParams'], refused: [] },
    );
  });

  it('takes re-exports, renamed or not', () => {
    assert.deepEqual(used({ 'r.ts': `export { Outlet, NavLink as Nav } from '${pkg}';\n` }), {
      names: ['NavLink', 'Outlet'],
      refused: [],
    });
  });

  it('ignores type-only imports and specifiers, side-effect imports, comments and strings', () => {
    assert.deepEqual(
      used({
        't.ts': [
          `import type { LoaderFunction } from '${pkg}';`,
          `import { type Location, useLocation } from '${pkg}';`,
          `export type { NavigateFunction } from '${pkg}';`,
          `export { type To } from '${pkg}';`,
          `import '${pkg}';`,
          `// import { useMatch } from '${pkg}';`,
          `export const text = "import { useMatch } from '${pkg}'";`,
          '',
        ].join('\n'),
      }),
      { names: ['useLocation'], refused: [] },
    );
  });

  it('refuses imports that take the whole package: namespace, export *, default, import() and require()', () => {
    const { names, refused } = used({
      'ns.ts': `import * as Router from '${pkg}';\nexport const L = Router.Link;\n`,
      'star.ts': `export * from '${pkg}';\n`,
      'star-as.ts': `export * as Router from '${pkg}';\n`,
      'default.ts': `import Router, { Link } from '${pkg}';\nexport { Router, Link };\n`,
      'dynamic.ts': `export const load = () => import('${pkg}');\n`,
      'require.js': `module.exports = require('${pkg}');\n`,
    });
    assert.deepEqual(names, ['Link']);
    assert.deepEqual(refused.sort(), [
      `a default import (import Router from '${pkg}')`,
      `a namespace import (import * as Router from '${pkg}')`,
      `export * as Router from '${pkg}'`,
      `export * from '${pkg}'`,
      `import('${pkg}'), which loads the whole package`,
      `require('${pkg}')`,
    ]);
  });

  it('does not take another package whose name starts the same', () => {
    assert.deepEqual(used({ 'o.ts': "import { useMatch } from 'react-router-dom-extras';\n" }), {
      names: [],
      refused: [],
    });
  });
});

describe('an app built against the contract', () => {
  it('reads its own sources, @gaido/shared’s and @gaido/contracts’, never a sibling’s', () => {
    const contracts = join(ROOT, 'packages', 'contracts', 'src');
    assert.deepEqual(appSourceRoots(join(ROOT, 'mfe-tours')), [
      join(ROOT, 'mfe-tours', 'src'),
      join(ROOT, 'shared', 'src'),
      contracts,
    ]);
    assert.deepEqual(appSourceRoots(join(ROOT, 'shared')), [join(ROOT, 'shared', 'src'), contracts]);
  });

  it('fails naming the package, the export, the file and how to add it', () => {
    const app = tempApp('mfe-probe', {
      'Page.tsx':
        "import { Link, useMatch } from 'react-router-dom';\nexport const P = () => useMatch('/');\n",
      'schema.ts': "import * as z from 'zod/mini';\nexport const s = z.url();\n",
    });
    assert.throws(
      () => assertAppWithinContract(app),
      (error) => {
        const lines = error.message.split('\n');
        assert.equal(
          lines[0],
          'mfe-probe uses shared exports that the platform contract (platform-contract.json) does not provide:',
        );
        assert.equal(lines[1], `  react-router-dom useMatch: imported in ${join(app, 'src', 'Page.tsx')}`);
        assert.equal(lines[2], `  zod/mini url: read as z.url in ${join(app, 'src', 'schema.ts')}`);
        assert.match(lines[3], new RegExp(`To use one: ${HOW_TO_ADD_AN_EXPORT}\\.$`));
        return true;
      },
    );
  });

  it('fails on an import whose exports cannot be known, naming the file', () => {
    const app = tempApp('mfe-probe', { 'All.ts': "export * from '@tanstack/react-query';\n" });
    assert.throws(
      () => assertAppWithinContract(app),
      /mfe-probe imports a shared package in a way whose exports the build cannot know:\n {2}@tanstack\/react-query: export \* from '@tanstack\/react-query' in .*All\.ts/,
    );
  });

  it('builds once the contract provides the export', () => {
    const app = tempApp('mfe-probe', { 'Page.tsx': "import { useMatch } from 'react-router-dom';\n" });
    const extended = {
      ...contract,
      providedExports: {
        ...contract.providedExports,
        'react-router-dom': [...contract.providedExports['react-router-dom'], 'useMatch'].sort(),
      },
    };
    const uses = assertAppWithinContract(app, { contract: extended });
    assert.ok(uses['react-router-dom'].includes('useMatch'));
  });

  it('shares each singleton in the contract’s range, and fails when an installed one falls outside it', () => {
    const shared = sharedDependencies(join(ROOT, 'mfe-tours'));
    for (const [name, range] of Object.entries(contract.singletons)) {
      assert.equal(shared[name].requiredVersion, range, name);
    }
    const newerReact = { ...contract, singletons: { ...contract.singletons, react: '^20.0.0' } };
    assert.throws(
      () => sharedDependencies(join(ROOT, 'mfe-tours'), { contract: newerReact }),
      /platform contract \(platform-contract\.json\) and mfe-tours disagree:\n {2}react: 19\.\d+\.\d+ installed, outside the contract's \^20\.0\.0/,
    );
  });

  it('fails when zod/mini’s stand-in and the contract disagree', () => {
    const withEmail = {
      ...contract,
      providedExports: {
        ...contract.providedExports,
        'zod/mini': [...contract.providedExports['zod/mini'], 'url'].sort(),
      },
    };
    assert.throws(
      () => sharedDependencies(join(ROOT, 'host'), { contract: withEmail }),
      /packages\/contracts\/src\/zodMini\.ts does not re-export url, which platform-contract\.json lists for zod\/mini/,
    );
  });

  it('fails on a package the contract cuts down that no app shares that way', () => {
    const withLodash = {
      ...contract,
      providedExports: { ...contract.providedExports, lodash: ['debounce'] },
    };
    assert.throws(
      () => sharedDependencies(join(ROOT, 'host'), { contract: withLodash }),
      /providedExports names lodash, which is shared neither as a singleton of the contract nor cut down as a namespace/,
    );
    assert.deepEqual(Object.keys(TREE_SHAKEN_NAMESPACES), [...NAMESPACE_IMPORTED]);
  });

  it('gives the federation plugin the contract’s exports, in host and remotes alike (production)', () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      for (const app of APPS) {
        const shared = sharedDependencies(join(ROOT, app));
        for (const pkg of ['react-router-dom', '@tanstack/react-query']) {
          assert.deepEqual(shared[pkg].treeShaking, {
            mode: 'runtime-infer',
            usedExports: contract.providedExports[pkg],
          });
        }
      }
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});

describe('an import judged by the module it resolves to, not its string', () => {
  const violation = (app) => {
    try {
      assertAppWithinContract(app);
    } catch (error) {
      return error.message.split('\n');
    }
    return null;
  };

  it('stops useMatch imported from react-router, the module react-router-dom re-exports', () => {
    const app = resolvingApp({
      'useIsCityPage.ts':
        "import { useMatch } from 'react-router';\nexport const useIsCityPage = () => useMatch('/tours/:city') !== null;\n",
    });
    const file = join(app, 'src', 'useIsCityPage.ts');
    assert.deepEqual(violation(app)?.slice(0, 5), [
      'mfe-probe uses shared exports that the platform contract (platform-contract.json) does not provide:',
      `  react-router-dom useMatch: imported in ${file} (from 'react-router')`,
      `The host shares these packages tree-shaken to the exports the contract names, so on a page these would be undefined ("useMatch is not a function"). To use one: ${HOW_TO_ADD_AN_EXPORT}.`,
      "mfe-probe imports a shared package's code by another name than the shared package's:",
      `  react-router-dom useMatch: imported from 'react-router' in ${file}, which resolves to code react-router-dom carries`,
    ]);
    assert.match(violation(app)?.[5] ?? '', /"useMatch\(\) may be used only in the context of a <Router>"/);
  });

  it('stops an export the contract lists when it is imported around the shared name', () => {
    const app = resolvingApp({ 'Nav.tsx': "import { Link } from 'react-router';\nexport { Link };\n" });
    const lines = violation(app) ?? [];
    assert.equal(
      lines[0],
      "mfe-probe imports a shared package's code by another name than the shared package's:",
    );
    assert.match(lines[1], /^ {2}react-router-dom Link: imported from 'react-router' in .*Nav\.tsx/);
  });

  it('stops a subpath of the re-exported package and a local re-export of it', () => {
    const app = resolvingApp({
      'routing.ts': "export { useMatch as useRouteMatch } from 'react-router';\n",
      'Page.tsx': "import { useRouteMatch } from './routing';\nexport const P = () => useRouteMatch('/');\n",
      'Root.tsx': "import { RouterProvider } from 'react-router/dom';\nexport { RouterProvider };\n",
    });
    const text = (violation(app) ?? []).join('\n');
    assert.match(text, /react-router-dom useMatch: imported in .*routing\.ts \(from 'react-router'\)/);
    assert.match(text, /react-router-dom RouterProvider: imported from 'react-router\/dom' in .*Root\.tsx/);
  });

  it('stops an installed package that re-exports the router under its own name', () => {
    const app = resolvingApp(
      { 'Page.tsx': "import { useMatch } from 'router-kit';\nexport const P = () => useMatch('/');\n" },
      {
        'router-kit': {
          'package.json': JSON.stringify({ name: 'router-kit', type: 'module', exports: './index.js' }),
          'index.js': "export { useMatch, Link } from 'react-router';\n",
        },
      },
    );
    assert.match(
      (violation(app) ?? []).join('\n'),
      /react-router-dom useMatch: imported from 'router-kit' in .*Page\.tsx, which resolves to code react-router-dom carries/,
    );
  });

  it('stops zod imported whole around the zod/mini stand-in, and lets the stand-in itself import it', () => {
    const app = resolvingApp({ 's.ts': "import * as z from 'zod';\nexport const s = z.object({});\n" });
    assert.match((violation(app) ?? []).join('\n'), /zod\/mini object: imported from 'zod' in .*s\.ts/);
    // packages/contracts/src/zodMini.ts imports 'zod/v4/mini': it is the module shared as zod/mini.
    assert.deepEqual(checkAppSources(join(ROOT, 'shared')).aliased, []);
  });

  it('leaves type-only imports and the shared name itself alone', () => {
    const app = resolvingApp({
      't.ts':
        "import type { To } from 'react-router';\nimport { Link } from 'react-router-dom';\nexport type T = To;\nexport { Link };\n",
    });
    assert.equal(violation(app), null);
  });
});

describe('publishing a remote', () => {
  /** A build folder whose record uses `usesExports`. */
  const dist = (usesExports) => {
    const dir = tempDir('gaido-contract-dist-');
    if (usesExports) {
      writeFileSync(join(dir, BUILD_RECORD_FILE), JSON.stringify({ usesExports, providesExports: {} }));
    }
    return dir;
  };

  it('refuses, before any upload, sources that import useMatch from react-router, naming the export and the file', () => {
    const app = resolvingApp({
      'useIsCityPage.ts': "import { useMatch } from 'react-router';\nexport { useMatch };\n",
    });
    assert.throws(
      () => assertPublishable({ appDir: app, distDir: dist({ 'react-router-dom': ['Link'] }) }),
      (error) => {
        const lines = error.message.split('\n');
        assert.equal(lines[0], 'Refusing to publish mfe-probe: its sources break the platform contract.');
        assert.ok(
          lines.includes(
            `  react-router-dom useMatch: imported in ${join(app, 'src', 'useIsCityPage.ts')} (from 'react-router')`,
          ),
          error.message,
        );
        return true;
      },
    );
  });

  it('refuses a build whose record uses an export outside the contract, or that has no record', () => {
    const app = resolvingApp({ 'Page.tsx': "import { Link } from 'react-router-dom';\nexport { Link };\n" });
    assert.throws(
      () => assertPublishable({ appDir: app, distDir: dist({ 'react-router-dom': ['Link', 'useMatch'] }) }),
      /Refusing to publish mfe-probe: its build record \(.*gaido-build\.json\) uses shared exports the platform contract \(platform-contract\.json\) does not provide:\n {2}react-router-dom useMatch\n/,
    );
    assert.throws(
      () => assertPublishable({ appDir: app, distDir: dist(null) }),
      /Refusing to publish mfe-probe: .*gaido-build\.json is missing/,
    );
    assert.doesNotThrow(() =>
      assertPublishable({ appDir: app, distDir: dist({ 'react-router-dom': ['Link'] }) }),
    );
  });

  it('accepts every remote of the repository as it is', () => {
    for (const remote of Object.values(REMOTES)) {
      assert.doesNotThrow(() =>
        assertPublishable({ appDir: join(ROOT, remote), distDir: dist({ 'react-router-dom': ['Link'] }) }),
      );
    }
  });
});

describe('the build record', () => {
  it('names what the app uses and what the contract provides, with no path in it', () => {
    const record = describeAppBuild(join(ROOT, 'mfe-tours'));
    assert.equal(record.app, 'mfe-tours');
    assert.equal(record.contract, contractDigest(contract));
    assert.deepEqual(record.providesExports, contract.providedExports);
    for (const [pkg, names] of Object.entries(record.usesExports)) {
      assert.ok(names.length > 0, pkg);
      for (const name of names) assert.ok(contract.providedExports[pkg].includes(name), `${pkg} ${name}`);
    }
    assert.equal(JSON.stringify(record).includes(ROOT), false, 'the same from any checkout');
  });

  it('is registered in every app’s build', () => {
    for (const app of APPS) {
      const config = readFileSync(join(ROOT, app, 'rsbuild.config.ts'), 'utf8');
      // A remote's config registers it through remoteRsbuildConfig (test/remoteConfig.test.mjs).
      assert.match(config, app === 'host' ? /\bpluginBuildRecord\(\)/ : /\bremoteRsbuildConfig\(/, app);
    }
  });
});
