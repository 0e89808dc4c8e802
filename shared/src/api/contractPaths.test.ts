// Every API call a browser client makes is one an endpoint contract defines (@gaido/contracts): the
// host, the remotes and the session package call `callApi(endpoint, …)` with an endpoint imported from
// the contracts, which builds the URL from the contract's path. No client gives the transport under it
// (`apiFetch`, in the client module only) a path of its own, so a call to a path no contract defines (a
// typo, an endpoint the API does not have) cannot be written.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '@gaido/contracts';
import * as root from '../index';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const CLIENT_ROOTS = [
  'shared/src',
  'host/src',
  'mfe-account/src',
  'mfe-gems/src',
  'mfe-onboarding/src',
  'mfe-tours/src',
];
const API_CLIENT = 'shared/src/api/apiClient.ts';

function sources(dir: string): string[] {
  return readdirSync(join(repository, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|\/)test\//.test(file))
    .map((file) => join(dir, file));
}

const CALL = /\bcallApi(?:<[^>(]*>)?\(\s*([^,)\s]+)/g;
const TRANSPORT = /\bapiFetch\b/;

const CONTRACT_IMPORT =
  /import\s+(?:type\s+)?(\{[^}]*\}|\*\s+as\s+\w+)\s+from\s+'@gaido\/contracts(?:\/\w+)?'/g;

/** The names a source imports from the contracts: namespaces and endpoints (`a as b` counts as b). */
function contractNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, clause = ''] of text.matchAll(CONTRACT_IMPORT)) {
    const namespace = /^\*\s+as\s+(\w+)$/.exec(clause);
    if (namespace?.[1]) names.add(namespace[1]);
    else
      for (const part of clause.slice(1, -1).split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (name) names.add(name.replace(/^type\s+/, ''));
      }
  }
  return names;
}

/** What a source passes to callApi that is not an endpoint of the contracts it imports. */
function callsOutsideContracts(text: string): string[] {
  const imported = contractNames(text);
  return [...text.matchAll(CALL)]
    .map(([, argument = '']) => argument)
    .filter((argument) => {
      const [head = ''] = argument.split('.');
      // A loop over imported endpoints (getUserProfile) names them in a list of its own.
      return !imported.has(head) && !/^endpoint$/.test(argument);
    });
}

const files = CLIENT_ROOTS.flatMap(sources).map((file) => ({
  file,
  text: readFileSync(join(repository, file), 'utf8'),
}));
const callers = files.filter(({ file }) => file !== API_CLIENT);

describe('API calls of the browser clients', () => {
  it('go through callApi (the scan can see them)', () => {
    const calls = callers.flatMap(({ text }) => [...text.matchAll(CALL)]);
    expect(calls.length).toBeGreaterThan(25);
    expect(callers.filter(({ text }) => text.includes('callApi(')).map(({ file }) => file)).toContain(
      'mfe-tours/src/tours/api/getTours.ts',
    );
  });

  it('each call an endpoint imported from the contracts', () => {
    const outside = callers.flatMap(({ file, text }) =>
      callsOutsideContracts(text).map((argument) => `${file}: callApi(${argument}`),
    );
    expect(outside).toEqual([]);
  });

  it('never reach the transport: only the client module calls apiFetch', () => {
    expect(callers.length).toBeGreaterThan(150);
    expect(callers.filter(({ text }) => TRANSPORT.test(text)).map(({ file }) => file)).toEqual([]);
    expect(TRANSPORT.test("await apiFetch('/no/such/path', {})")).toBe(true);
    expect(Object.keys(root)).toContain('callApi');
    expect(Object.keys(root)).not.toContain('apiFetch');
  });

  it('name endpoints the API has: every endpoint a client can import is in the document', () => {
    const documented = new Set(contracts.endpoints);
    const features = Object.values(contracts as Record<string, unknown>).filter(
      (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
    );
    const exported = features.flatMap((feature) =>
      Object.values(feature).filter(
        (value): value is contracts.Endpoint =>
          typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
      ),
    );
    expect(exported.length).toBeGreaterThanOrEqual(documented.size);
    expect(exported.filter((endpoint) => !documented.has(endpoint)).map((e) => e.path)).toEqual([]);
  });

  it('refuses a call with an endpoint of its own (the check can fail)', () => {
    const text = [
      "import * as favorites from '@gaido/contracts/favorites';",
      "import { listCities as cities } from '@gaido/contracts/cities';",
      'await callApi(favorites.listFolders);',
      'await callApi(cities, { query: { q } });',
      "await callApi({ method: 'get', path: '/gems/favs/folders', responses: {} });",
      'await callApi(myFolders, { params });',
    ].join('\n');
    expect(callsOutsideContracts(text)).toEqual(['{', 'myFolders']);
  });
});
