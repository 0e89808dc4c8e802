// One copy of Module Federation's container start-up code on a page. Rspack generates, for every
// container, an entry runtime module: a few constants of the container's own (its name, runtime plugins,
// share strategy, tree-shaken share fallbacks) followed by the same ~4.5 KB of code that wires the bundler
// runtime into the container's `__webpack_require__` (share maps, consumes, remotes, init). In production
// the host's build turns that code into a function and publishes it on ENTRY_RUNTIME_GLOBAL; a remote's
// build keeps only its constants and calls the host's function with them: 1.1 KB gzip less in every
// remoteEntry.js. A remote's standalone page publishes the same function first
// (./standaloneRuntimeEntry.mjs), and the release gate refuses a remote that takes it on a host build
// that does not provide it (packages/release-core/src/gate.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENTRY_RUNTIME_GLOBAL } from '@gaido/release-core/bundler-runtime-global';

export { ENTRY_RUNTIME_GLOBAL };

const LOADER = fileURLToPath(import.meta.url);

/** The name Rspack's template reads the container's `__webpack_require__` by, replaced when it is built. */
const REQUIRE_PLACEHOLDER = '__module_federation_runtime_require__';

/** What the entry runtime module is matched by: Rspack requests it as `<this>!=!<the module>`. */
export const ENTRY_RUNTIME_MATCH = /@module-federation[\\/]runtime[\\/]rspack\.js$/;

/** The template Rspack builds every container's entry runtime from (`moduleFederationDefaultRuntime.js`). */
export function entryRuntimeTemplateFile(appDir) {
  const fromApp = createRequire(join(appDir, 'package.json'));
  const rspackEntry = createRequire(fromApp.resolve('@rsbuild/core')).resolve('@rspack/core');
  return join(dirname(rspackEntry), 'moduleFederationDefaultRuntime.js');
}

/**
 * The template's code and the names it reads as free variables (the constants Rspack declares before it):
 * `body` is the function's content exactly as Rspack's `Template.getFunctionContent` gives it, with the
 * container's require still the placeholder.
 * @param {string} templateFile
 * @param {{ getFunctionContent(fn: Function): string }} Template  Rspack's
 */
export async function entryRuntimeTemplate(templateFile, Template) {
  const text = readFileSync(templateFile, 'utf8');
  const declared = /^var ([\w$,\s]+);\s*export default function/.exec(text);
  if (!declared) throw new Error(`${templateFile}: not the entry runtime template this build knows`);
  const variables = declared[1].split(',').map((name) => name.trim());
  const { default: template } = await import(pathToFileURL(templateFile).href);
  const body = Template.getFunctionContent(template);
  if (body.split(REQUIRE_PLACEHOLDER).length !== 2) {
    throw new Error(`${templateFile}: expected the container's require once in the template`);
  }
  return { body, variables };
}

/** The template as a function of the container's require and the template's free variables. */
export function entryRuntimeFunction({ body, variables }) {
  return `function (${[REQUIRE_PLACEHOLDER, ...variables].join(', ')}) {\n${body}\n}`;
}

/**
 * The entry runtime module rewritten for `role`: `provide` runs the template as a function and publishes
 * it; `take` calls the published function. Throws when the module does not end with the template as
 * Rspack builds it (another Rspack version, or `experiments.runtimeMode: 'rspack'`).
 * @param {string} source  the module Rspack generated
 * @param {{ body: string, variables: string[] }} template
 * @param {'provide' | 'take'} role
 */
export function rewriteEntryRuntime(source, template, role) {
  const inline = template.body.replace(REQUIRE_PLACEHOLDER, '__webpack_require__');
  if (!source.endsWith(inline)) {
    throw new Error(
      'The Module Federation entry runtime module does not end with the template this build rewrites (packages/build-tooling/src/mfEntryRuntime.mjs): was Rspack upgraded?',
    );
  }
  const constants = source.slice(0, source.length - inline.length);
  const global = `globalThis[${JSON.stringify(ENTRY_RUNTIME_GLOBAL)}]`;
  const call = `__gaido_mf_entry_runtime__(${['__webpack_require__', ...template.variables].join(', ')});`;
  if (role === 'provide') {
    return [
      constants,
      `const __gaido_mf_entry_runtime__ = ${entryRuntimeFunction(template)};`,
      `if (!${global}) ${global} = __gaido_mf_entry_runtime__;`,
      call,
    ].join('\n');
  }
  return [
    constants,
    `const __gaido_mf_entry_runtime__ = ${global};`,
    `if (!__gaido_mf_entry_runtime__) throw new Error(${JSON.stringify(
      'This remote was built to run inside the Gaido host, which provides the Module Federation entry runtime (packages/build-tooling/src/mfEntryRuntime.mjs), or from its own dist/index.html, which loads one first (packages/build-tooling/src/standaloneRuntime.mjs).',
    )});`,
    call,
  ].join('\n');
}

/**
 * Rspack loader. `role: 'provide' | 'take'` rewrites the entry runtime module (rewriteEntryRuntime);
 * `role: 'module'` turns any module into one whose default export is the template's function, for the
 * standalone runtime.
 * @this {any}
 */
export default function entryRuntimeLoader(source) {
  const done = this.async();
  const { role } = this.getOptions();
  entryRuntimeTemplate(entryRuntimeTemplateFile(this.rootContext), this._compiler.rspack.Template).then(
    (template) => {
      if (role === 'module') return done(null, `export default ${entryRuntimeFunction(template)};\n`);
      done(null, rewriteEntryRuntime(source, template, role));
    },
    done,
  );
}

/**
 * A module whose default export is the template's function (the loader's `module` role), for the
 * standalone runtime's build: `file` to alias a specifier to, `rule` to add to its module rules.
 */
export const ENTRY_RUNTIME_TEMPLATE_MODULE = {
  file: LOADER,
  rule: { test: (path) => path === LOADER, loader: LOADER, options: { role: 'module' } },
};

/**
 * Rsbuild plugin: the production build's entry runtime provided (the host) or taken (a remote).
 * @param {{ role: 'provide' | 'take' }} options
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginEntryRuntime({ role }) {
  return {
    name: 'gaido:mf-entry-runtime',
    setup(api) {
      api.modifyRspackConfig((config, { isProd }) => {
        if (!isProd) return;
        config.module ??= {};
        config.module.rules ??= [];
        config.module.rules.push({ test: ENTRY_RUNTIME_MATCH, loader: LOADER, options: { role } });
      });
    },
  };
}
