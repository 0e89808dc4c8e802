// Every API path a browser client writes is one an endpoint contract defines (@gaido/contracts): the
// path given to the API client (apiRequest, apiRequestRaw, apiFetch), and the path constants and
// `path` variables of the modules that call it. A call to a path no contract defines (a typo, an
// endpoint the API does not have) fails here instead of answering 404 in production.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@gaido/contracts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const CLIENT_ROOTS = [
  'shared/src',
  'host/src',
  'mfe-account/src',
  'mfe-gems/src',
  'mfe-onboarding/src',
  'mfe-tours/src',
];

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|\/)test\//.test(file))
    .map((file) => join(dir, file));
}

const CALL = /\b(?:apiRequest|apiRequestRaw|apiFetch)(?:<[^>(]*>)?\(\s*(['`])(\/[^'`]*)\1/g;
const PATH_CONSTANT = /\b(?:path|[A-Z_]*_PATH)\s*=\s*(['`])(\/[^'`]*)\1/g;

/** The API paths a source writes: `${...}` stands for one path segment. */
function clientPaths(text: string): string[] {
  const usesClient = /\b(?:apiRequest|apiRequestRaw|apiFetch)\b/.test(text);
  const found: string[] = [];
  for (const pattern of usesClient ? [CALL, PATH_CONSTANT] : [CALL]) {
    for (const match of text.matchAll(pattern)) found.push((match[2] as string).split('?')[0] as string);
  }
  return found;
}

const contractPaths = endpoints.map(
  (endpoint) => new RegExp(`^${endpoint.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
);

/** Whether a contract defines the path (a `${...}` segment matches a path parameter). */
function definedByAContract(path: string): boolean {
  const concrete = path.replace(/\$\{[^}]*\}/g, 'x');
  return contractPaths.some((pattern) => pattern.test(concrete));
}

describe('API paths of the browser clients', () => {
  const uses = CLIENT_ROOTS.flatMap(sources).flatMap((file) =>
    clientPaths(readFileSync(join(root, file), 'utf8')).map((path) => ({ file, path })),
  );

  it('are found in the clients (the scan can see them)', () => {
    expect(uses.length).toBeGreaterThan(20);
    expect(uses).toContainEqual({
      file: 'shared/src/favorites/api/getFolders.ts',
      path: '/gems/fav/folders',
    });
  });

  it('are each defined by an endpoint contract', () => {
    const undefinedPaths = uses.filter(({ path }) => !definedByAContract(path));
    expect(undefinedPaths.map(({ file, path }) => `${relative('.', file)}: ${path}`)).toEqual([]);
  });

  it('refuses a path no contract defines, and a typo in one (the check can fail)', () => {
    const text = [
      "await apiRequest('/gems/favs/folders', { method: 'POST', auth: true });",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'await apiRequestRaw(`/tours/${encodeURIComponent(id)}/availabilty`);',
      "const path = '/gems/fav/folders';",
    ].join('\n');
    const paths = clientPaths(text);
    expect(paths).toEqual([
      '/gems/favs/folders',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the path as the source writes it
      '/tours/${encodeURIComponent(id)}/availabilty',
      '/gems/fav/folders',
    ]);
    expect(paths.map(definedByAContract)).toEqual([false, false, true]);
  });
});
