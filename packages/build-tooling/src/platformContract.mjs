// The platform contract (platform-contract.json, docs/platform-contract.md): what the host provides every
// remote at runtime. Host and remotes share react-router-dom and @tanstack/react-query tree-shaken to a list
// of exports, and zod/mini cut to a list of members, so an export outside those lists is not on the page
// whichever app loads the shared copy first. Every app builds from its own sources (its `src/` and
// @gaido/shared's, which it bundles) and this file: the lists given to the federation plugin are the
// contract's, and a build that imports anything else of those packages fails here, before it can reach a
// page as "useMatch is not a function". Each build records what it uses and provides (gaido-build.json), so
// the release gate can refuse a release whose exports the environment's host does not provide.
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
 * The sources an app's build reads: its own `src/`, and @gaido/shared's, which every app bundles (its
 * subpaths go into each app that imports them). Never a sibling app's.
 */
export function appSourceRoots(appDir) {
  const shared = join(root, 'shared', 'src');
  const own = join(appDir, 'src');
  return own === shared ? [shared] : [own, shared];
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

/**
 * @typedef {object} SharedImports
 * @property {Record<string, Record<string, string[]>>} uses  package -> export -> files that use it
 * @property {{ pkg: string, file: string, reason: string }[]} refused  imports whose exports cannot be known
 */

/**
 * The exports of `packages` that `files` use, read from their syntax (TypeScript's parser):
 * - by name: `import { a, b as c }` and `export { a } from` use `a` and `b`; type-only imports and
 *   specifiers (`import type`, `{ type T }`) use nothing at runtime;
 * - as a namespace (NAMESPACE_IMPORTED): `import * as z` uses the members read as `z.<member>` in value
 *   positions (`z.infer<...>` is a type).
 * An import that takes the whole package (a namespace import of a package imported by name, `export *`,
 * a default import, `import()` or `require()`), or names members of a namespace-imported package, is
 * refused: the build could not know which exports it reads.
 * @param {string[]} files
 * @param {string[]} packages
 * @returns {SharedImports}
 */
export function scanSharedImports(files, packages) {
  /** @type {SharedImports['uses']} */
  const uses = Object.fromEntries(packages.map((pkg) => [pkg, {}]));
  /** @type {SharedImports['refused']} */
  const refused = [];
  const ts = parser();
  const use = (pkg, name, file) => {
    uses[pkg][name] ??= [];
    if (!uses[pkg][name].includes(file)) uses[pkg][name].push(file);
  };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const mentioned = packages.filter((pkg) => text.includes(pkg));
    if (mentioned.length === 0) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(ts, file));
    const refuse = (pkg, reason) => refused.push({ pkg, file, reason });
    /** @type {Map<string, string>} namespace alias -> package */
    const aliases = new Map();
    const target = (specifier) =>
      specifier && ts.isStringLiteral(specifier) && mentioned.includes(specifier.text)
        ? specifier.text
        : null;

    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) {
        const pkg = target(statement.moduleSpecifier);
        const clause = statement.importClause;
        if (!pkg || !clause || clause.isTypeOnly) continue;
        const namespace = NAMESPACE_IMPORTED.includes(pkg);
        if (clause.name) refuse(pkg, `a default import (import ${clause.name.text} from '${pkg}')`);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) {
          if (namespace) aliases.set(bindings.name.text, pkg);
          else refuse(pkg, `a namespace import (import * as ${bindings.name.text} from '${pkg}')`);
        } else if (bindings) {
          const values = bindings.elements.filter((element) => !element.isTypeOnly);
          if (namespace && values.length > 0) {
            refuse(pkg, `named imports (import * as z from '${pkg}' is how it is imported)`);
          } else {
            for (const element of values) use(pkg, (element.propertyName ?? element.name).text, file);
          }
        }
      } else if (ts.isExportDeclaration(statement)) {
        const pkg = target(statement.moduleSpecifier);
        if (!pkg || statement.isTypeOnly) continue;
        const clause = statement.exportClause;
        if (!clause) refuse(pkg, `export * from '${pkg}'`);
        else if (ts.isNamespaceExport(clause)) refuse(pkg, `export * as ${clause.name.text} from '${pkg}'`);
        else {
          const values = clause.elements.filter((element) => !element.isTypeOnly);
          if (NAMESPACE_IMPORTED.includes(pkg) && values.length > 0) refuse(pkg, `a re-export from '${pkg}'`);
          else for (const element of values) use(pkg, (element.propertyName ?? element.name).text, file);
        }
      }
    }

    const visit = (node) => {
      if (ts.isCallExpression(node) && node.arguments.length > 0) {
        const pkg = target(node.arguments[0]);
        const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
        const required = ts.isIdentifier(node.expression) && node.expression.text === 'require';
        if (pkg && (dynamic || required)) {
          refuse(pkg, dynamic ? `import('${pkg}'), which loads the whole package` : `require('${pkg}')`);
        }
      } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const pkg = aliases.get(node.expression.text);
        if (pkg) use(pkg, node.name.text, file);
      } else if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const pkg = aliases.get(node.expression.text);
        if (pkg) refuse(pkg, `a computed member (${node.expression.text}[...])`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const pkg of packages) {
    uses[pkg] = Object.fromEntries(Object.entries(uses[pkg]).sort(([a], [b]) => (a < b ? -1 : 1)));
  }
  return { uses, refused };
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
  return { usesExports: usedExportNames(scan), outside, refused: scan.refused };
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
export function contractViolationMessage(app, { outside, refused }) {
  if (outside.length === 0 && refused.length === 0) return null;
  const lines = [];
  if (outside.length > 0) {
    lines.push(
      `${app} uses shared exports that the platform contract (platform-contract.json) does not provide:`,
    );
    for (const { pkg, name, files } of outside) {
      const how = NAMESPACE_IMPORTED.includes(pkg) ? `read as z.${name}` : 'imported';
      lines.push(`  ${pkg} ${name}: ${how} in ${files.map(display).join(', ')}`);
    }
    lines.push(
      'The host shares these packages tree-shaken to the exports the contract names, so on a page these ' +
        `would be undefined ("${outside[0].name} is not a function"). To use one: ${HOW_TO_ADD_AN_EXPORT}.`,
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
