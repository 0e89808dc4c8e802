// The browser builds (the host's, every remote's, the monolith baseline's) empty the contracts'
// reference text and mark their schema building pure (packages/build-tooling/src/endpointDocs.mjs):
// every page that calls an endpoint imports its contract, and the sentences the API serves as its
// OpenAPI document, and every other schema of the contract's module, would otherwise ride along in the
// page's first load.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withoutEndpointDocs, withPureCalls } from '@gaido/build-tooling/endpoint-docs-loader';
import { endpoints } from '@gaido/contracts';

const contractsDir = join(dirname(fileURLToPath(import.meta.url)), '../../../packages/contracts/src');
const sources = readdirSync(contractsDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => readFileSync(join(contractsDir, file), 'utf8'));

describe('the contracts as the browser builds them', () => {
  const built = sources.map((source) => withoutEndpointDocs(source)).join('\n');

  it('hold no summary or description of any endpoint', () => {
    const texts = endpoints.flatMap(({ summary, description }) => [summary, description]);
    expect(texts.filter((text) => text.length < 8)).toEqual([]);
    // A text written elsewhere than as a property's literal (a helper's argument, a constant) is kept.
    const quoted = (text: string) => [`'${text}'`, JSON.stringify(text), `\`${text}\``];
    expect(texts.filter((text) => quoted(text).some((literal) => built.includes(literal)))).toEqual([]);
    expect(sources.join('\n')).toContain(endpoints[0]?.description);
  });

  it('keep the fields named description or summary that are schemas', () => {
    const source = 'const Tour = z.object({ summary: z.string(), description: z.nullable(z.string()) });';
    expect(withoutEndpointDocs(source)).toBe(source);
    expect(
      withoutEndpointDocs("defineEndpoint({ path: '/x', summary: 'Says `x`', description: `A ${'b'}` })"),
    ).toBe("defineEndpoint({ path: '/x', summary: '', description: '' })");
  });

  it('mark every call made when a module loads pure, and none in a function body', () => {
    const source = 'export const A = z.string().check(z.trim(), z.refine((v) => list.push(v)));';
    expect(withPureCalls(source)).toBe(
      'export const A = /*#__PURE__*/ /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.trim(), /*#__PURE__*/ z.refine((v) => list.push(v)));',
    );
    expect(withPureCalls('function f() { list.push(1); }')).toBe('function f() { list.push(1); }');
  });
});
