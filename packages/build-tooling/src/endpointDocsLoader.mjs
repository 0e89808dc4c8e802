// The endpoint contracts as browser builds take them (why: endpointDocs.mjs): the reference text
// emptied, each endpoint reduced to what the browser's client reads, and every call marked pure.
import { createRequire } from 'node:module';

/** @type {typeof import('typescript') | undefined} */
let typescript;

const DOC_PROPERTIES = new Set(['summary', 'description']);

/** The source with the text of every `summary` and `description` property replaced by ''. */
export function withoutEndpointDocs(source, fileName = 'contract.ts') {
  typescript ??= createRequire(import.meta.url)('typescript');
  const ts = typescript;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{ start: number, end: number }[]} */
  const texts = [];
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      DOC_PROPERTIES.has(node.name.text) &&
      (ts.isStringLiteral(node.initializer) ||
        ts.isNoSubstitutionTemplateLiteral(node.initializer) ||
        ts.isTemplateExpression(node.initializer))
    ) {
      texts.push({ start: node.initializer.getStart(file), end: node.initializer.getEnd() });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const { start, end } of texts.reverse()) out = `${out.slice(0, start)}''${out.slice(end)}`;
  return out;
}

/** What an endpoint holds that the browser never reads: its request schemas and its reference text. */
const SERVER_ONLY_PROPERTIES = new Set([
  'params',
  'query',
  'body',
  'headers',
  'summary',
  'description',
  'tag',
]);

/** The end of a property, with the comma that follows it when there is one. */
function endWithComma(source, end) {
  const rest = /^\s*,/.exec(source.slice(end));
  return rest ? end + rest[0].length : end;
}

/**
 * The source with every `defineEndpoint({ … })` reduced to what the browser's client reads: method,
 * path, auth and the schemas of its success answers (status below 300). callApi (shared/src/api/apiClient.ts)
 * never validates a request (the API does, with the untouched contract) and never parses an error answer
 * with a schema (the transport throws it as an ApiError first), so the request schemas, the error
 * answers and the reference text only weigh on a page's first load. Properties are removed from the
 * object literal the call is given; a spread (`...denied`) and anything not written as a literal stay.
 */
export function withClientEndpoints(source, fileName = 'contract.ts') {
  typescript ??= createRequire(import.meta.url)('typescript');
  const ts = typescript;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{ start: number, end: number }[]} */
  const cuts = [];
  const cut = (property) =>
    cuts.push({ start: property.getStart(file), end: endWithComma(source, property.getEnd()) });
  const nameOf = (property) =>
    ts.isIdentifier(property.name) || ts.isNumericLiteral(property.name) || ts.isStringLiteral(property.name)
      ? property.name.text
      : undefined;
  const visit = (node) => {
    const [argument] = ts.isCallExpression(node) ? node.arguments : [];
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineEndpoint' &&
      argument &&
      ts.isObjectLiteralExpression(argument)
    ) {
      for (const property of argument.properties) {
        if (ts.isShorthandPropertyAssignment(property)) {
          if (SERVER_ONLY_PROPERTIES.has(property.name.text)) cut(property);
          continue;
        }
        if (!ts.isPropertyAssignment(property)) continue;
        const name = nameOf(property);
        if (name !== undefined && SERVER_ONLY_PROPERTIES.has(name)) cut(property);
        else if (name === 'responses' && ts.isObjectLiteralExpression(property.initializer)) {
          for (const answer of property.initializer.properties) {
            const status = ts.isPropertyAssignment(answer) ? Number(nameOf(answer)) : Number.NaN;
            if (status >= 300) cut(answer);
          }
        }
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start))
    out = `${out.slice(0, start)}${out.slice(end)}`;
  return out;
}

const PURE = '/*#__PURE__*/ ';
const PURE_CHAIN_START = '/*#__PURE__*/ (() => ';
const PURE_CHAIN_END = ')()';

/**
 * The source with every call made when the module loads marked `/*#__PURE__*\/`. The contracts only
 * build schemas (their package declares no side effects), but the bundler cannot know that a zod call
 * has none: a module's every schema stayed in a page that used one of them. A chain
 * (`z.string().check(…)`) is wrapped in an arrow called at once and marked: the compiler ties a mark
 * written before a chain to its first call only (`(z.string()).check(…)` stays, as a call of unknown
 * effect), whereas the marked call of the arrow is dropped when unused and inlined when used.
 */
export function withPureCalls(source, fileName = 'contract.ts') {
  typescript ??= createRequire(import.meta.url)('typescript');
  const ts = typescript;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{ at: number, order: number, text: string }[]} */
  const inserts = [];
  let order = 0;
  const insert = (at, text) => inserts.push({ at, order: order++, text });
  /** The call a chain's next link is made on (`z.string()` in `z.string().check(…)`), if any. */
  const chainedOn = (call) => {
    let target = call.expression;
    while (
      ts.isPropertyAccessExpression(target) ||
      ts.isElementAccessExpression(target) ||
      ts.isNonNullExpression(target)
    )
      target = target.expression;
    return ts.isCallExpression(target) ? target : undefined;
  };
  /** Calls inside a chain already wrapped whole. */
  const inChain = new Set();
  const visit = (node) => {
    // Only what runs when the module loads: a call in a function body is left alone (its result may
    // be unused on purpose, as a push's).
    if (ts.isFunctionLike(node)) return;
    // A declaration's own call (`export const save = defineEndpoint({ … dataOf(User) … })`) is wrapped
    // as a chain is: Rspack takes a marked call whose arguments hold marked calls for code with effects,
    // so the schemas it imports from another module stayed in every page that imported a sibling
    // endpoint; a marked arrow is dropped whole when the declaration is unused.
    if (
      ts.isCallExpression(node) &&
      !inChain.has(node) &&
      (chainedOn(node) || (ts.isVariableDeclaration(node.parent) && node.parent.initializer === node))
    ) {
      for (let link = chainedOn(node); link; link = chainedOn(link)) inChain.add(link);
      insert(node.getStart(file), PURE_CHAIN_START);
      insert(node.getEnd(), PURE_CHAIN_END);
    } else if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && !inChain.has(node)) {
      insert(node.getStart(file), PURE);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // From the end, so earlier positions hold; at one position the outer node's text comes first.
  inserts.sort((a, b) => b.at - a.at || b.order - a.order);
  let out = source;
  for (const { at, text } of inserts) out = `${out.slice(0, at)}${text}${out.slice(at)}`;
  return out;
}

/** @this {{ resourcePath: string }} */
export default function endpointDocsLoader(source) {
  const { resourcePath } = this;
  return withPureCalls(
    withClientEndpoints(withoutEndpointDocs(source, resourcePath), resourcePath),
    resourcePath,
  );
}
