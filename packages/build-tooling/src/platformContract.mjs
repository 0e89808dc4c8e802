// The platform contract (platform-contract.json, docs/platform-contract.md): what the host provides every
// remote at runtime. Host and remotes share react-router-dom and @tanstack/react-query tree-shaken to a list
// of exports, and zod/mini cut to a list of members, so an export outside those lists is not on the page
// whichever app loads the shared copy first. Every app builds from its own sources (its `src/` and
// @gaido/shared's, which it bundles) and this file: the lists given to the federation plugin are the
// contract's, and a build that imports anything else of those packages fails here, before it can reach a
// page as "useMatch is not a function". Each build records what it uses and provides (gaido-build.json), so
// the release gate can refuse a release whose exports the environment's host does not provide.
//
// An import is judged by the module it resolves to, not by the string it names: `react-router` is the
// module react-router-dom re-exports, so `import { useMatch } from 'react-router'` is react-router-dom's
// useMatch imported around the shared copy (a second router on the page: "useMatch() may be used only in
// the context of a <Router>"). Specifiers are resolved with Rspack's resolver, as the builds resolve them.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const CONTRACT_FILE = join(root, 'platform-contract.json');

/** What a squad does to use an export the contract lacks, in every message that refuses one. */
export const HOW_TO_ADD_AN_EXPORT = 'add it to platform-contract.json, deploy the host, then the remote';

/**
 * Packages that apps import only as a namespace (`import * as z from 'zod/mini'`): their contract list
 * names the members read as `z.<member>`. The others are imported by name (`import { Link } from ...`).
 */
export const NAMESPACE_IMPORTED = ['zod/mini'];

/**
 * The files shared under a contract package's name in its place (federation.mjs TREE_SHAKEN_NAMESPACES):
 * the one module allowed to import that package's code by another request.
 */
export const STAND_INS = { 'zod/mini': join(root, 'packages', 'contracts', 'src', 'zodMini.ts') };

/** The record every build writes into its output (pluginBuildRecord). */
export const BUILD_RECORD_FILE = 'gaido-build.json';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * @typedef {object} PlatformContract
 * @property {Record<string, string>} singletons  package -> semver range every app shares it in
 * @property {Record<string, string>} singletonsWhereUsed  subpath singleton -> the package it belongs to
 * @property {Record<string, string[]>} providedExports  package -> the exports the host provides, sorted
 */

function isPlainObject(value) {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Checks the shape packages/build-tooling/src/platform-contract.schema.json describes and returns the contract with each
 * export list sorted. Throws naming the first thing wrong, so a hand edit that breaks the file stops every
 * build with a message rather than sharing nothing.
 * @returns {PlatformContract}
 */
export function validateContract(value, source = 'platform-contract.json') {
  const fail = (what) => {
    throw new Error(`${source}: ${what} (format: packages/build-tooling/src/platform-contract.schema.json)`);
  };
  if (!isPlainObject(value)) fail('not a JSON object');
  for (const key of Object.keys(value)) {
    if (!['$schema', 'singletons', 'singletonsWhereUsed', 'providedExports'].includes(key)) {
      fail(`unknown field "${key}"`);
    }
  }
  for (const field of ['singletons', 'singletonsWhereUsed', 'providedExports']) {
    if (!isPlainObject(value[field])) fail(`"${field}" must be an object`);
  }
  if (Object.keys(value.singletons).length === 0) fail('"singletons" names no package');
  for (const [name, range] of Object.entries(value.singletons)) {
    if (typeof range !== 'string' || range.trim() === '') fail(`singleton ${name} has no version range`);
  }
  for (const [name, pkg] of Object.entries(value.singletonsWhereUsed)) {
    if (!(pkg in value.singletons)) fail(`${name} belongs to ${pkg}, which is not one of the singletons`);
  }
  /** @type {Record<string, string[]>} */
  const providedExports = {};
  for (const [pkg, names] of Object.entries(value.providedExports)) {
    if (!Array.isArray(names)) fail(`providedExports of ${pkg} must be a list of names`);
    for (const name of names) {
      if (typeof name !== 'string' || !IDENTIFIER.test(name)) {
        fail(`providedExports of ${pkg}: ${JSON.stringify(name)} is not an export name`);
      }
    }
    if (new Set(names).size !== names.length) fail(`providedExports of ${pkg} lists a name twice`);
    providedExports[pkg] = [...names].sort();
  }
  return {
    singletons: { ...value.singletons },
    singletonsWhereUsed: { ...value.singletonsWhereUsed },
    providedExports,
  };
}

/** @returns {PlatformContract} */
export function readContract(file = CONTRACT_FILE) {
  let value;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: the platform contract cannot be read (${error.message})`);
  }
  return validateContract(value, relative(root, file) || file);
}

/** A short digest of a contract's content, the same for the same content in any key order. */
export function contractDigest(contract) {
  const canonical = JSON.stringify(
    ['singletons', 'singletonsWhereUsed', 'providedExports'].map((field) =>
      Object.entries(contract[field]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
  );
  return `sha256-${createHash('sha256').update(canonical).digest('hex').slice(0, 16)}`;
}

/** Source files under `dir` that go into a build: scripts, tests and test folders excluded, sorted. */
export function sourceFiles(dir) {
  const files = [];
  let entries = [];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return files;
  }
  for (const entry of entries) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'test' && entry !== 'node_modules') files.push(...sourceFiles(path));
    } else if (/\.(ts|tsx|mts|mjs|js|jsx)$/.test(entry) && !/\.(test|spec)\./.test(entry)) {
      files.push(path);
    }
  }
  return files;
}

/**
 * The sources an app's build reads: its own `src/`, @gaido/shared's, which every app bundles (its
 * subpaths go into each app that imports them), and @gaido/contracts', bundled by the apps and by
 * @gaido/shared alike. Never a sibling app's.
 */
export function appSourceRoots(appDir) {
  const shared = join(root, 'shared', 'src');
  const contracts = join(root, 'packages', 'contracts', 'src');
  const own = join(appDir, 'src');
  return own === shared ? [shared, contracts] : [own, shared, contracts];
}

/** @type {typeof import('typescript') | undefined} */
let typescript;

/** TypeScript's parser, loaded on first use: the release tools and servers import this module too. */
function parser() {
  typescript ??= createRequire(import.meta.url)('typescript');
  return typescript;
}

function scriptKind(ts, file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.(m?js)$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

function parse(file, text = readFileSync(file, 'utf8')) {
  const ts = parser();
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(ts, file));
}

/** @type {any} */
let rspackResolver;

/**
 * Rspack's resolver (the one the apps' builds use), set to resolve a browser ES module import. Loaded on
 * first use, like the parser.
 * @returns {{ sync(directory: string, request: string): { path?: string } }}
 */
function resolver() {
  if (!rspackResolver) {
    const { rspack } = createRequire(import.meta.url)('@rsbuild/core');
    rspackResolver = new rspack.experiments.resolver.ResolverFactory({
      conditionNames: ['browser', 'import', 'module', 'default'],
      mainFields: ['browser', 'module', 'main'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'],
    });
  }
  return rspackResolver;
}

const isBareSpecifier = (specifier) => !/^(\.|\/|[a-z]+:)/i.test(specifier);

/** The file `specifier` resolves to from `directory`, or null when it does not resolve. */
export function resolveModule(directory, specifier) {
  return resolver().sync(directory, specifier).path ?? null;
}

/** @type {Map<string, string | null>} */
const packageRoots = new Map();

/** The folder of the package a file belongs to: the nearest package.json with a name. */
function packageRootOf(file) {
  const dir = dirname(file);
  if (packageRoots.has(dir)) return packageRoots.get(dir) ?? null;
  let found = null;
  try {
    if (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name) found = dir;
  } catch {}
  if (!found && dirname(dir) !== dir) found = packageRootOf(dir);
  packageRoots.set(dir, found);
  return found;
}

/**
 * The packages whose code a shared package carries, as folders: its own, and every package its entry
 * re-exports from (react-router-dom's entry is `export * from "react-router"` and react-router/dom's
 * RouterProvider; @tanstack/react-query's re-exports @tanstack/query-core). Importing any of them by
 * another request than the shared package's name reaches the same code without the shared copy.
 * @param {string} entry  the file the shared package's name resolves to
 */
function packageHomes(entry) {
  return new Set([packageRootOf(entry), ...reexportedPackages(entry)].filter(Boolean));
}

/**
 * The package folders a module file re-exports from by bare request: `export ... from 'x'`, and
 * `export { a }` of a name imported from 'x', leaving out the requests in `except`. With `mentioning`, a
 * file whose text names none of those strings is not parsed (a third-party entry can be large).
 * @param {string} entry
 * @param {{ mentioning?: string[], except?: string[] }} [options]
 * @returns {string[]}
 */
function reexportedPackages(entry, { mentioning, except = [] } = {}) {
  const text = readFileSync(entry, 'utf8');
  if (mentioning && !mentioning.some((name) => text.includes(name))) return [];
  const ts = parser();
  const source = parse(entry, text);
  /** @type {Map<string, string>} imported local name -> request */
  const imported = new Map();
  const reexported = new Set();
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    if (ts.isImportDeclaration(statement) && specifier) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) imported.set(element.name.text, specifier);
      }
    } else if (ts.isExportDeclaration(statement)) {
      if (specifier) reexported.add(specifier);
      else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const from = imported.get((element.propertyName ?? element.name).text);
          if (from) reexported.add(from);
        }
      }
    }
  }
  const packages = [];
  for (const specifier of reexported) {
    if (!isBareSpecifier(specifier) || except.includes(specifier)) continue;
    const file = resolveModule(dirname(entry), specifier);
    const root = file && packageRootOf(file);
    if (root) packages.push(root);
  }
  return packages;
}

function packageName(root) {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).name;
}

/**
 * Which contract package a request names, judged by the module it resolves to:
 * `identify(specifier, file)` is the contract package whose code `specifier`, imported in `file`,
 * reaches (its own name, a package it re-exports, a subpath of either, or its stand-in file), or null.
 * A request that resolves nowhere is judged by its string alone (the build would fail on it anyway).
 * @param {string[]} packages  the contract's packages
 * @returns {(specifier: string, file: string) => string | null}
 */
export function moduleIdentity(packages) {
  /** @type {Map<string, Set<string>>} entry file -> package folders */
  const homesByEntry = new Map();
  /** @type {Map<string, boolean>} package and module file -> whether the module re-exports its code */
  const wrappers = new Map();
  const homes = (pkg, directory) => {
    const entry = resolveModule(directory, pkg);
    if (!entry) return new Set();
    if (!homesByEntry.has(entry)) homesByEntry.set(entry, packageHomes(entry));
    return homesByEntry.get(entry) ?? new Set();
  };
  return (specifier, file) => {
    if (packages.includes(specifier)) return specifier;
    if (!isBareSpecifier(specifier)) return null;
    const directory = dirname(file);
    const resolved = resolveModule(directory, specifier);
    if (!resolved) return null;
    const root = packageRootOf(resolved);
    for (const pkg of packages) {
      if (STAND_INS[pkg] === file) continue;
      const home = homes(pkg, directory);
      if (STAND_INS[pkg] === resolved || (root && home.has(root))) return pkg;
      // A module of another package that re-exports this one's code by another name (a wrapper around
      // the router) reaches it around the shared copy too.
      const key = `${pkg}\0${resolved}`;
      if (!wrappers.has(key)) {
        const names = [...home].map(packageName);
        const from = reexportedPackages(resolved, { mentioning: names, except: packages });
        wrappers.set(
          key,
          from.some((folder) => home.has(folder)),
        );
      }
      if (wrappers.get(key)) return pkg;
    }
    return null;
  };
}

/**
 * @typedef {object} SharedImports
 * @property {Record<string, Record<string, string[]>>} uses  package -> export -> files that use it
 * @property {{ pkg: string, file: string, reason: string }[]} refused  imports whose exports cannot be known
 * @property {{ pkg: string, specifier: string, file: string, names: string[] }[]} aliased  imports of a
 *   contract package's code by another request than its name (moduleIdentity), which go around the
 *   shared copy whatever they import
 */

/**
 * The exports of `packages` that `files` use, read from their syntax (TypeScript's parser), with each
 * request judged by the module it resolves to (moduleIdentity):
 * - by name: `import { a, b as c }` and `export { a } from` use `a` and `b`; type-only imports and
 *   specifiers (`import type`, `{ type T }`) use nothing at runtime;
 * - as a namespace (NAMESPACE_IMPORTED): `import * as z` uses the members read as `z.<member>` in value
 *   positions (`z.infer<...>` is a type).
 * An import that takes the whole package (a namespace import of a package imported by name, `export *`,
 * a default import, `import()` or `require()`), or names members of a namespace-imported package, is
 * refused: the build could not know which exports it reads.
 * @param {string[]} files
 * @param {string[]} packages
 * @param {{ identify?: (specifier: string, file: string) => string | null }} [options]
 * @returns {SharedImports}
 */
export function scanSharedImports(files, packages, { identify = moduleIdentity(packages) } = {}) {
  /** @type {SharedImports['uses']} */
  const uses = Object.fromEntries(packages.map((pkg) => [pkg, {}]));
  /** @type {SharedImports['refused']} */
  const refused = [];
  /** @type {SharedImports['aliased']} */
  const aliased = [];
  const ts = parser();
  const use = (pkg, name, file) => {
    uses[pkg][name] ??= [];
    if (!uses[pkg][name].includes(file)) uses[pkg][name].push(file);
  };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    // Every request is resolved, so a file is parsed if it imports anything that is not relative.
    if (!/(?:from|import|require)\s*\(?\s*['"][^./'"]/.test(text)) continue;
    const source = parse(file, text);
    const refuse = (pkg, reason) => refused.push({ pkg, file, reason });
    /** @type {Map<string, string>} namespace alias -> package */
    const aliases = new Map();
    /** @type {Map<string, { pkg: string, specifier: string, file: string, names: string[] }>} */
    const aliasedHere = new Map();
    /** The contract package a request reaches, noting a request other than the package's own name. */
    const target = (specifier, { typeOnly = false } = {}) => {
      if (!specifier || !ts.isStringLiteral(specifier)) return null;
      const pkg = identify(specifier.text, file);
      if (pkg && pkg !== specifier.text && !typeOnly && !aliasedHere.has(specifier.text)) {
        const entry = { pkg, specifier: specifier.text, file, names: [] };
        aliasedHere.set(specifier.text, entry);
        aliased.push(entry);
      }
      return pkg ? { pkg, request: specifier.text } : null;
    };
    const useAs = (found, name) => {
      use(found.pkg, name, file);
      const entry = aliasedHere.get(found.request);
      if (entry && !entry.names.includes(name)) entry.names.push(name);
    };

    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        const found = clause ? target(statement.moduleSpecifier, { typeOnly: clause.isTypeOnly }) : null;
        if (!found || !clause || clause.isTypeOnly) continue;
        const { pkg, request } = found;
        const namespace = NAMESPACE_IMPORTED.includes(pkg);
        if (clause.name) refuse(pkg, `a default import (import ${clause.name.text} from '${request}')`);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) {
          if (namespace) aliases.set(bindings.name.text, found);
          else refuse(pkg, `a namespace import (import * as ${bindings.name.text} from '${request}')`);
        } else if (bindings) {
          const values = bindings.elements.filter((element) => !element.isTypeOnly);
          if (namespace && values.length > 0) {
            refuse(pkg, `named imports (import * as z from '${pkg}' is how it is imported)`);
          } else {
            for (const element of values) useAs(found, (element.propertyName ?? element.name).text);
          }
        }
      } else if (ts.isExportDeclaration(statement)) {
        const found = target(statement.moduleSpecifier, { typeOnly: statement.isTypeOnly });
        if (!found || statement.isTypeOnly) continue;
        const { pkg, request } = found;
        const clause = statement.exportClause;
        if (!clause) refuse(pkg, `export * from '${request}'`);
        else if (ts.isNamespaceExport(clause))
          refuse(pkg, `export * as ${clause.name.text} from '${request}'`);
        else {
          const values = clause.elements.filter((element) => !element.isTypeOnly);
          if (NAMESPACE_IMPORTED.includes(pkg) && values.length > 0)
            refuse(pkg, `a re-export from '${request}'`);
          else for (const element of values) useAs(found, (element.propertyName ?? element.name).text);
        }
      }
    }

    const visit = (node) => {
      if (ts.isCallExpression(node) && node.arguments.length > 0) {
        const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
        const required = ts.isIdentifier(node.expression) && node.expression.text === 'require';
        const found = dynamic || required ? target(node.arguments[0]) : null;
        if (found) {
          const { pkg, request } = found;
          refuse(
            pkg,
            dynamic ? `import('${request}'), which loads the whole package` : `require('${request}')`,
          );
        }
      } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const found = aliases.get(node.expression.text);
        if (found) useAs(found, node.name.text);
      } else if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const found = aliases.get(node.expression.text);
        if (found) refuse(found.pkg, `a computed member (${node.expression.text}[...])`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const pkg of packages) {
    uses[pkg] = Object.fromEntries(Object.entries(uses[pkg]).sort(([a], [b]) => (a < b ? -1 : 1)));
  }
  for (const entry of aliased) entry.names.sort();
  // A type-only specifier list uses nothing at runtime; a whole-package form is refused above already.
  return { uses, refused, aliased: aliased.filter((entry) => entry.names.length > 0) };
}

/** The exports each contract package is used for, from a scan: package -> sorted names. */
export function usedExportNames(scan) {
  return Object.fromEntries(Object.entries(scan.uses).map(([pkg, names]) => [pkg, Object.keys(names)]));
}

/**
 * What an app's sources import of the contract's packages, and every import the contract does not allow.
 * @param {string} appDir
 * @param {{ contract?: PlatformContract, roots?: string[] }} [options]
 */
export function checkAppSources(appDir, { contract = readContract(), roots = appSourceRoots(appDir) } = {}) {
  const packages = Object.keys(contract.providedExports);
  const scan = scanSharedImports(
    roots.flatMap((dir) => sourceFiles(dir)),
    packages,
  );
  const outside = [];
  for (const pkg of packages) {
    const provided = new Set(contract.providedExports[pkg]);
    for (const [name, files] of Object.entries(scan.uses[pkg])) {
      if (!provided.has(name)) outside.push({ pkg, name, files });
    }
  }
  return { usesExports: usedExportNames(scan), outside, refused: scan.refused, aliased: scan.aliased };
}

function display(file) {
  const path = relative(root, file);
  return path.startsWith('..') ? file : path;
}

/**
 * The message a build fails with, or null when the app's sources stay within the contract.
 * @param {string} app  the app's name, as the message calls it
 * @param {ReturnType<typeof checkAppSources>} check
 */
export function contractViolationMessage(app, { outside, refused, aliased = [] }) {
  if (outside.length === 0 && refused.length === 0 && aliased.length === 0) return null;
  const lines = [];
  /** `file`, and the request it imports `pkg`'s `name` by when that is not `pkg` itself. */
  const where = (pkg, name, file) => {
    const requests = aliased
      .filter((entry) => entry.pkg === pkg && entry.file === file && entry.names.includes(name))
      .map((entry) => `'${entry.specifier}'`);
    return requests.length > 0 ? `${display(file)} (from ${requests.join(', ')})` : display(file);
  };
  if (outside.length > 0) {
    lines.push(
      `${app} uses shared exports that the platform contract (platform-contract.json) does not provide:`,
    );
    for (const { pkg, name, files } of outside) {
      const how = NAMESPACE_IMPORTED.includes(pkg) ? `read as z.${name}` : 'imported';
      lines.push(`  ${pkg} ${name}: ${how} in ${files.map((file) => where(pkg, name, file)).join(', ')}`);
    }
    lines.push(
      'The host shares these packages tree-shaken to the exports the contract names, so on a page these ' +
        `would be undefined ("${outside[0].name} is not a function"). To use one: ${HOW_TO_ADD_AN_EXPORT}.`,
    );
  }
  if (aliased.length > 0) {
    lines.push(`${app} imports a shared package's code by another name than the shared package's:`);
    for (const { pkg, specifier, file, names } of aliased) {
      lines.push(
        `  ${pkg} ${names.join(', ')}: imported from '${specifier}' in ${display(file)}, which resolves to code ${pkg} carries`,
      );
    }
    const names = [...new Set(aliased.map((entry) => `'${entry.pkg}'`))].join(', ');
    lines.push(
      `Only the shared name (${names}) loads the host's copy: by another name the build bundles a second copy ` +
        `with its own state, apart from the host's (a router hook imported so fails on a page: "useMatch() may ` +
        'be used only in the context of a <Router>"). Import from the shared name, each export one that ' +
        'platform-contract.json lists.',
    );
  }
  if (refused.length > 0) {
    lines.push(`${app} imports a shared package in a way whose exports the build cannot know:`);
    for (const { pkg, file, reason } of refused) lines.push(`  ${pkg}: ${reason} in ${display(file)}`);
    lines.push(
      'Import the exports by name (import { Link } from ...; zod/mini as import * as z from ...), each ' +
        'one in platform-contract.json.',
    );
  }
  return lines.join('\n');
}

/**
 * Fails the build of the app at `appDir` on any import outside the contract; returns what it uses.
 * @param {string} appDir
 * @param {{ contract?: PlatformContract, roots?: string[] }} [options]
 * @returns {Record<string, string[]>} package -> exports the app's sources use
 */
export function assertAppWithinContract(appDir, options = {}) {
  const check = checkAppSources(appDir, options);
  const message = contractViolationMessage(appName(appDir), check);
  if (message) throw new Error(message);
  return check.usesExports;
}

function appName(appDir) {
  try {
    return JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')).name;
  } catch {
    return display(appDir);
  }
}

/**
 * @typedef {object} BuildRecord
 * @property {string} app
 * @property {string} contract  contractDigest of the contract it was built with
 * @property {Record<string, string[]>} usesExports  package -> exports the app's sources use
 * @property {Record<string, string[]>} providesExports  package -> exports its shared copies carry
 * @property {string[]} [takesFromHost]  singletons a remote's build carries no copy of (`import: false`):
 *   the host must provide each; absent for the host and for builds from before remotes took any
 */

/**
 * What a build of the app uses and provides. Names only (no paths, no time), so the same sources and
 * contract give the same record from any checkout: it is part of the build a release's version hashes.
 * @returns {BuildRecord}
 */
export function describeAppBuild(appDir, { contract = readContract(), roots } = {}) {
  return {
    app: appName(appDir),
    contract: contractDigest(contract),
    usesExports: assertAppWithinContract(appDir, { contract, roots }),
    providesExports: contract.providedExports,
  };
}

/** Rsbuild plugin: writes the build record (BUILD_RECORD_FILE) into every production build's output. */
export function pluginBuildRecord({ takesFromHost = [] } = {}) {
  return {
    name: 'gaido:build-record',
    /** @param {any} api */
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        const { rootPath, distPath } = api.context;
        if (stats?.hasErrors() || !existsSync(distPath)) return;
        const record = {
          ...describeAppBuild(rootPath),
          ...(takesFromHost.length > 0 ? { takesFromHost: [...takesFromHost].sort() } : {}),
        };
        writeFileSync(join(distPath, BUILD_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
      });
    },
  };
}

/**
 * The build record in a build's output, or null for a build from before builds wrote one. A record that
 * is there but malformed throws: its release would claim to use nothing.
 * @returns {BuildRecord | null}
 */
export function readBuildRecord(distDir) {
  const path = join(distDir, BUILD_RECORD_FILE);
  if (!existsSync(path)) return null;
  const record = JSON.parse(readFileSync(path, 'utf8'));
  const lists = (value) =>
    isPlainObject(value) &&
    Object.values(value).every((names) => Array.isArray(names) && names.every((n) => typeof n === 'string'));
  if (!isPlainObject(record) || !lists(record.usesExports) || !lists(record.providesExports)) {
    throw new Error(`${path}: not a build record (usesExports and providesExports: package -> names)`);
  }
  if (record.takesFromHost !== undefined && !lists({ takesFromHost: record.takesFromHost })) {
    throw new Error(`${path}: takesFromHost must list package names`);
  }
  return record;
}

/**
 * What publishing a remote checks itself, before anything is uploaded, whoever built the folder and
 * however: the app's sources in this checkout within the contract, judged by module identity as its build
 * judges them (an import of react-router's useMatch is stopped here even from a build made without the
 * check), and the build's record present and using nothing the contract does not provide. Throws a
 * message naming the export and the file.
 *
 * A checkout that installed nothing (a release manager publishing a CI build, docs/releases.md) has no
 * parser or resolver to read the sources with: there the record alone is checked, and the answer says so.
 * @param {{ appDir: string, distDir: string, contract?: PlatformContract }} options
 * @returns {{ sourcesChecked: boolean, note?: string }}
 */
export function assertPublishable({ appDir, distDir, contract = readContract() }) {
  const app = appName(appDir);
  /** @type {{ sourcesChecked: boolean, note?: string }} */
  let result = { sourcesChecked: true };
  try {
    const message = contractViolationMessage(app, checkAppSources(appDir, { contract }));
    if (message) {
      throw new Error(`Refusing to publish ${app}: its sources break the platform contract.\n${message}`);
    }
  } catch (error) {
    if (error?.code !== 'MODULE_NOT_FOUND') throw error;
    result = {
      sourcesChecked: false,
      note: `${app}'s sources were not checked against the platform contract: this checkout has no dependencies installed (pnpm install), so only the build's record was.`,
    };
  }
  const record = readBuildRecord(distDir);
  if (!record) {
    throw new Error(
      `Refusing to publish ${app}: ${join(distDir, BUILD_RECORD_FILE)} is missing, so nothing says which shared exports the build uses. Build it with its rsbuild.config.ts (pnpm --filter ${app} build).`,
    );
  }
  const outside = Object.entries(record.usesExports).flatMap(([pkg, names]) => {
    const provided = contract.providedExports[pkg];
    return names.filter((name) => !provided?.includes(name)).map((name) => `  ${pkg} ${name}`);
  });
  if (outside.length > 0) {
    throw new Error(
      [
        `Refusing to publish ${app}: its build record (${join(distDir, BUILD_RECORD_FILE)}) uses shared exports the platform contract (platform-contract.json) does not provide:`,
        ...outside,
        `To use one: ${HOW_TO_ADD_AN_EXPORT}.`,
      ].join('\n'),
    );
  }
  return result;
}
