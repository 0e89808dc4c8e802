// The host publishes the containers' entry runtime and the remotes call it (src/mfEntryRuntime.mjs). The
// rewrite depends on the shape of Rspack's template: these tests read the installed one, so an upgrade that
// changes it fails here, and they run the rewritten code against the original to show both do the same.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { ROOT } from '@gaido/workspace/paths';
import { REMOTES } from '../src/federation.mjs';
import {
  ENTRY_RUNTIME_GLOBAL,
  entryRuntimeFunction,
  entryRuntimeTemplate,
  entryRuntimeTemplateFile,
  rewriteEntryRuntime,
} from '../src/mfEntryRuntime.mjs';

const HOST_DIR = join(ROOT, 'host');

async function installedTemplate() {
  const fromHost = createRequire(join(HOST_DIR, 'package.json'));
  const rspackEntry = createRequire(fromHost.resolve('@rsbuild/core')).resolve('@rspack/core');
  const rspack = await import(pathToFileURL(rspackEntry).href);
  const Template = rspack.Template ?? rspack.rspack?.Template ?? rspack.default?.Template;
  return entryRuntimeTemplate(entryRuntimeTemplateFile(HOST_DIR), Template);
}

/** The entry runtime module as Rspack generates it: the container's constants, then the template inline. */
function generatedModule(template, values) {
  const constants = template.variables.map((name) => `const ${name} = ${values[name]};`).join('');
  return `${constants}${template.body.replace('__module_federation_runtime_require__', '__webpack_require__')}`;
}

/** Runs a module's code with `__webpack_require__` and a global object of its own. */
function run(source, webpackRequire, global) {
  new Function('__webpack_require__', 'globalThis', source)(webpackRequire, global);
}

/** A container's `__webpack_require__` as Rspack's runtime modules leave it before the entry runtime runs. */
function fakeRequire() {
  const calls = [];
  const placeholder = () => {
    throw new Error('not set up by the entry runtime');
  };
  const webpackRequire = {
    f: { remotes: placeholder, consumes: placeholder },
    I: placeholder,
    initContainer: placeholder,
    getContainer: placeholder,
    federation: {},
    initializeSharingData: {
      scopeToSharingDataMapping: {
        default: [
          {
            name: 'react',
            version: '19.0.0',
            factory: () => null,
            eager: 0,
            singleton: 1,
            requiredVersion: '^19.0.0',
          },
        ],
      },
      uniqueName: 'mfe_tours',
    },
    consumesLoadingData: {
      chunkMapping: { 1: ['7'] },
      moduleIdToConsumeDataMapping: {
        7: {
          shareScope: 'default',
          shareKey: 'react',
          import: 'react',
          requiredVersion: '^19.0.0',
          singleton: true,
          fallback: () => null,
        },
      },
    },
    initializeExposesData: { moduleMap: {}, shareScope: 'default' },
  };
  const bundlerRuntime = {
    bundlerRuntime: {
      init: ({ webpackRequire: own }) => {
        calls.push(['init', own.federation.initOptions.name, own.federation.initOptions.shareStrategy]);
        return { name: 'instance' };
      },
      S: {},
      getSharedFallbackGetter: () => () => null,
    },
  };
  return { webpackRequire, bundlerRuntime, calls };
}

const VALUES = {
  __module_federation_bundler_runtime__: 'globalThis.bundler',
  __module_federation_runtime_plugins__: '[]',
  __module_federation_remote_infos__: '{}',
  __module_federation_container_name__: '"mfe_tours"',
  __module_federation_share_strategy__: '"loaded-first"',
  __module_federation_share_fallbacks__: '{}',
  __module_federation_library_type__: '"var"',
};

/** What the entry runtime left on the container's require, comparable across runs (functions by their code). */
function outcome(webpackRequire, calls) {
  const comparable = (value) =>
    JSON.parse(JSON.stringify(value, (_key, item) => (typeof item === 'function' ? String(item) : item)));
  const federation = webpackRequire.federation;
  return {
    calls,
    federation: Object.keys(federation).sort(),
    initOptions: comparable(federation.initOptions),
    consumes: comparable(federation.consumesLoadingModuleToHandlerMapping),
    handlers: comparable(webpackRequire.f),
    hooks: comparable({
      I: webpackRequire.I,
      initContainer: webpackRequire.initContainer,
      getContainer: webpackRequire.getContainer,
    }),
  };
}

describe("the containers' entry runtime, provided by the host and taken by the remotes", () => {
  it("reads the installed Rspack template: its code and the container's constants it reads", async () => {
    const template = await installedTemplate();
    assert.deepEqual(template.variables, Object.keys(VALUES));
    assert.match(template.body, /consumesLoadingModuleToHandlerMapping/);
  });

  it('leaves a remote its constants and a call of the published function, and the host publishes it', async () => {
    const template = await installedTemplate();
    const source = generatedModule(template, VALUES);
    const taken = rewriteEntryRuntime(source, template, 'take');
    assert.ok(!taken.includes('consumesLoadingModuleToHandlerMapping'));
    assert.ok(taken.includes(JSON.stringify(ENTRY_RUNTIME_GLOBAL)));
    assert.ok(taken.length < source.length / 3, `${taken.length} of ${source.length} characters`);
    const provided = rewriteEntryRuntime(source, template, 'provide');
    assert.ok(provided.includes(entryRuntimeFunction(template)));
  });

  it('does what the inline template does, in the host and in a remote', async () => {
    const template = await installedTemplate();
    const source = generatedModule(template, VALUES);

    const original = fakeRequire();
    run(source, original.webpackRequire, { bundler: original.bundlerRuntime });

    const host = fakeRequire();
    const page = { bundler: host.bundlerRuntime };
    run(rewriteEntryRuntime(source, template, 'provide'), host.webpackRequire, page);
    // The host's module published the function on the page's global object; the remote calls it.
    assert.equal(typeof page[ENTRY_RUNTIME_GLOBAL], 'function');
    const remote = fakeRequire();
    const remoteGlobal = {
      bundler: remote.bundlerRuntime,
      [ENTRY_RUNTIME_GLOBAL]: page[ENTRY_RUNTIME_GLOBAL],
    };
    run(rewriteEntryRuntime(source, template, 'take'), remote.webpackRequire, remoteGlobal);

    const expected = outcome(original.webpackRequire, original.calls);
    assert.deepEqual(expected.calls, [['init', 'mfe_tours', 'loaded-first']]);
    assert.deepEqual(Object.keys(expected.consumes), ['7']);
    assert.ok(!expected.handlers.consumes.includes('not set up'), 'the consumes handler was set up');
    assert.deepEqual(outcome(host.webpackRequire, host.calls), expected);
    assert.deepEqual(outcome(remote.webpackRequire, remote.calls), expected);
  });

  it('refuses to run a remote on a page that provides no entry runtime, naming what is missing', async () => {
    const template = await installedTemplate();
    const remote = fakeRequire();
    assert.throws(
      () =>
        run(rewriteEntryRuntime(generatedModule(template, VALUES), template, 'take'), remote.webpackRequire, {
          bundler: remote.bundlerRuntime,
        }),
      /provides the Module Federation entry runtime/,
    );
  });

  it('fails the build when the module does not end with the template (another Rspack)', async () => {
    const template = await installedTemplate();
    const changed = `${generatedModule(template, VALUES)};console.log(1)`;
    assert.throws(() => rewriteEntryRuntime(changed, template, 'take'), /was Rspack upgraded/);
  });

  it('built remotes call the host’s entry runtime, which the built host provides', (t) => {
    const scripts = (dir) =>
      readdirSync(join(dir, 'static', 'js'), { recursive: true })
        .filter((name) => String(name).endsWith('.js'))
        .map((name) => readFileSync(join(dir, 'static', 'js', String(name)), 'utf8'))
        .join('\n');
    const hostDist = join(HOST_DIR, 'dist');
    if (!existsSync(join(hostDist, 'index.html'))) return t.skip('no production build (pnpm build)');
    const host = scripts(hostDist);
    assert.ok(host.includes(ENTRY_RUNTIME_GLOBAL));
    assert.ok(host.includes('consumesLoadingModuleToHandlerMapping'));
    for (const dir of Object.values(REMOTES)) {
      const entry = readFileSync(join(ROOT, dir, 'dist', 'remoteEntry.js'), 'utf8');
      assert.ok(entry.includes(ENTRY_RUNTIME_GLOBAL), `${dir}/dist/remoteEntry.js takes the entry runtime`);
      assert.ok(
        !entry.includes('consumesLoadingModuleToHandlerMapping'),
        `${dir}/dist/remoteEntry.js carries no copy`,
      );
    }
  });
});
