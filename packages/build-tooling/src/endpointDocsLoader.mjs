// The endpoint contracts as browser builds take them (why: endpointDocs.mjs): the reference text
// emptied, and every call marked pure.
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

const PURE = '/*#__PURE__*/ ';

/**
 * The source with every call made when the module loads marked `/*#__PURE__*\/`. The contracts only build schemas (their package
 * declares no side effects), but the bundler cannot know that a zod call has none: a module's every
 * schema stayed in a page that used one of them. A chain (`z.string().check(…)`) gets a mark for
 * each of its calls, all before it: the minifier drops the chain whole (a mark before a parenthesised
 * inner call would keep the outer one).
 */
export function withPureCalls(source, fileName = 'contract.ts') {
  typescript ??= createRequire(import.meta.url)('typescript');
  const ts = typescript;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{ at: number, order: number }[]} */
  const inserts = [];
  let order = 0;
  const visit = (node) => {
    // Only what runs when the module loads: a call in a function body is left alone (its result may
    // be unused on purpose, as a push's).
    if (ts.isFunctionLike(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      inserts.push({ at: node.getStart(file), order: order++ });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  inserts.sort((a, b) => b.at - a.at || b.order - a.order);
  let out = source;
  for (const { at } of inserts) out = `${out.slice(0, at)}${PURE}${out.slice(at)}`;
  return out;
}

/** @this {{ resourcePath: string }} */
export default function endpointDocsLoader(source) {
  return withPureCalls(withoutEndpointDocs(source, this.resourcePath), this.resourcePath);
}
