// The browser builds (the host's, every remote's, the monolith baseline's) empty the contracts'
// reference text, keep of each endpoint what callApi reads, and mark their schema building pure
// (packages/build-tooling/src/endpointDocs.mjs): every page that calls an endpoint imports its contract,
// and the sentences the API serves as its OpenAPI document, the request schemas the API enforces and
// every other schema of the contract's module would otherwise ride along in the page's first load.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  withClientEndpoints,
  withoutEndpointDocs,
  withPureCalls,
} from '@gaido/build-tooling/endpoint-docs-loader';
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

  it('keep of each endpoint its method, path, auth and success answers, as callApi reads them', () => {
    const source = [
      'const denied = { 401: ErrorResponse };',
      'export const Body = z.object({ name: z.string() });',
      'export const save = defineEndpoint({',
      "  method: 'post',",
      "  path: '/things/{id}',",
      "  summary: 'Saves',",
      "  tag: 'things',",
      "  auth: 'bearer',",
      '  params,',
      '  body: Body,',
      '  query: z.object({ page: z.number() }),',
      '  responses: { 200: dataOf(Thing), 201: dataOf(Thing), 304: null, ...denied, 409: ErrorResponse },',
      '});',
    ].join('\n');
    const built = withClientEndpoints(source);
    const endpoint = built.slice(built.indexOf('defineEndpoint('));
    expect(endpoint.replace(/\s+/g, ' ')).toBe(
      "defineEndpoint({ method: 'post', path: '/things/{id}', auth: 'bearer', responses: { 200: dataOf(Thing), 201: dataOf(Thing), ...denied, }, });",
    );
    // The schemas themselves stay for whoever imports them (a form's checks); only the endpoint lets go.
    expect(built).toContain('export const Body = z.object({ name: z.string() });');
  });

  it('leave every contract module valid, each endpoint with its method, path and success answer', async () => {
    const { transpileModule } = await import('typescript');
    for (const source of sources) {
      const built = withPureCalls(withClientEndpoints(withoutEndpointDocs(source)));
      const { diagnostics = [] } = transpileModule(built, { reportDiagnostics: true });
      expect(diagnostics.map(({ messageText }) => messageText)).toEqual([]);
      expect(built).not.toMatch(/defineEndpoint\(\{[^}]*\b(?:query|body|params|headers):/);
    }
    const paths = sources.map((source) => withClientEndpoints(source)).join('\n');
    expect(
      endpoints.filter(({ path }) => !paths.includes(`path: '${path}'`)).map(({ path }) => path),
    ).toEqual([]);
    // Parses and compiles every contract module: seconds, not the default 5 s budget on a busy machine.
  }, 60_000);

  it('mark every call made when a module loads pure, and none in a function body', () => {
    const source = 'export const A = z.string().check(z.trim(), z.refine((v) => list.push(v)));';
    expect(withPureCalls(source)).toBe(
      'export const A = /*#__PURE__*/ (() => z.string().check(/*#__PURE__*/ z.trim(), /*#__PURE__*/ z.refine((v) => list.push(v))))();',
    );
    expect(withPureCalls('function f() { list.push(1); }')).toBe('function f() { list.push(1); }');
  });

  it('let the browser build drop an unused endpoint with the schemas it imports, beside a used one', async () => {
    // Bundled as the builds bundle: an endpoint whose answer is another module's schema kept that module
    // in every page that called a sibling endpoint (the quiz's user beside the onboarding status).
    const { rspack } = await import('@rsbuild/core');
    const dir = mkdtempSync(join(tmpdir(), 'endpoint-docs-'));
    const files = {
      'package.json': '{ "name": "contracts", "sideEffects": false }',
      'endpoint.js': [
        '/*#__NO_SIDE_EFFECTS__*/ export function defineEndpoint(endpoint) { return endpoint; }',
        '/*#__NO_SIDE_EFFECTS__*/ export function dataOf(item) { return { data: item }; }',
      ].join('\n'),
      'users.js': "export const User = { name: 'the user schema' };",
      'onboarding.js': withPureCalls(
        [
          "import { dataOf, defineEndpoint } from './endpoint.js';",
          "import { User } from './users.js';",
          "export const status = defineEndpoint({ path: '/status', responses: { 200: dataOf({ done: true }) } });",
          "export const submit = defineEndpoint({ path: '/submit', responses: { 200: dataOf(User) } });",
          'export const onboardingEndpoints = [status, submit];',
        ].join('\n'),
      ),
      'page.js': "import { status } from './onboarding.js';\nconsole.log(status);",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const bundle = await new Promise<string>((resolve, reject) =>
      rspack({
        mode: 'production',
        context: dir,
        entry: './page.js',
        output: { path: join(dir, 'dist') },
        optimization: { minimize: false },
      }).run((error, stats) =>
        error || stats?.hasErrors()
          ? reject(error ?? new Error(stats?.toString()))
          : resolve(readFileSync(join(dir, 'dist', 'main.js'), 'utf8')),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
    expect(bundle).toContain("'/status'");
    expect(bundle).not.toContain('the user schema');
  }, 60_000);

  it('let the browser build drop a chain whose schema is unused, and keep one that is used', async () => {
    // The compiler and minifier the builds run (Rspack's SWC): a mark before `z.string().check(…)`
    // alone is tied to `z.string()`, and the `.check(…)` call stayed in every page.
    const { rspack } = await import('@rsbuild/core');
    const source = [
      "import * as z from 'zod/mini';",
      "const Unused = z.string({ error: 'unused text' }).check(z.maxLength(5, 'unused limit'));",
      "export const Used = z.object({ name: z.string().check(z.trim(), z.maxLength(9, 'used limit')) });",
    ].join('\n');
    const compile = async (code: string) => {
      const { code: js } = await rspack.experiments.swc.transform(code, {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      });
      return (
        await rspack.experiments.swc.minify(js, { compress: { unused: true }, mangle: false, module: true })
      ).code;
    };
    const built = await compile(withPureCalls(source));
    expect(built).not.toContain('unused');
    expect(built).toContain('used limit');
    expect(await compile(source)).toContain('unused limit');
  });
});
