// Which route a path renders (preload hints): decided on the server as the host's router
// decides it, checked against react-router itself for the real route table.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { compileRoutes } from '../src/routeMatching.mjs';

const hostDir = fileURLToPath(new URL('../../../host', import.meta.url));

/** The host's route table module itself (it imports only types), compiled the way the build compiles it. */
async function importRouteTable() {
  const source = readFileSync(join(hostDir, 'src', 'routes', 'routeTable.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript,${encodeURIComponent(outputText)}`);
}

const { matchRoutes } = createRequire(join(hostDir, 'package.json'))('react-router');
const { remoteModulesByRoute, routeTable } = await importRouteTable();

/** Concrete paths for a route pattern, and the variations a browser may send for them. */
function samplesOf(pattern) {
  const values = ['barcelona', '42', 'city', 'caf%C3%A9', 'a%2Fb', 'x.y'];
  const concrete = values.map((value) =>
    pattern.replace('*', 'no-such-place/deeper').replace(/:[\w-]+/g, value),
  );
  return concrete.flatMap((path) => [
    path,
    `${path}/`,
    `${path}//`,
    path.toUpperCase(),
    `${path}/extra`,
    path.replace(/\/[^/]*$/, '') || '/',
  ]);
}

describe('which route a path renders', () => {
  const routes = remoteModulesByRoute();
  const serverMatch = compileRoutes(routes);
  // As the host builds its router (routes/router.tsx): the table under one pathless layout route.
  const router = [{ children: routeTable.map((entry) => ({ path: entry.path })) }];
  const paths = [
    ...new Set([
      ...routeTable.flatMap((entry) => samplesOf(entry.path)),
      '/',
      '',
      '/tours/city',
      '/tours/city/7/8/9',
      '/TOURS/City/7',
      '/gems/%E0%A4%A',
      '/tours/%2F',
      '/hidden-gems',
      '/privacy-policy/',
    ]),
  ];

  it('agrees with react-router for the real route table', () => {
    assert.ok(paths.length > 200, `${paths.length} paths`);
    for (const path of paths) {
      const expected = matchRoutes(router, path || '/')?.at(-1)?.route.path ?? null;
      assert.equal(serverMatch(path || '/')?.path ?? null, expected, path);
    }
  });

  it('ranks routes as react-router does, not by their order in the table', () => {
    const reversed = [...routes].reverse();
    const match = compileRoutes(reversed);
    const reversedRouter = [{ children: reversed.map((route) => ({ path: route.path })) }];
    for (const path of paths) {
      const expected = matchRoutes(reversedRouter, path || '/')?.at(-1)?.route.path ?? null;
      assert.equal(match(path || '/')?.path ?? null, expected, path);
    }
  });

  it('ranks static segments over params and the catch-all last, as the router does', () => {
    assert.equal(serverMatch('/tours/city/42').path, '/tours/city/:cityId');
    assert.equal(serverMatch('/tours/barcelona').path, '/tours/:citySlug');
    assert.equal(serverMatch('/tours/city').path, '/tours/:citySlug');
    assert.equal(serverMatch('/tours/a/b/c').path, '*');
  });

  it('records each route with the remote modules its page loads with itself', () => {
    const modulesOf = (path) => routes.find((route) => route.path === path)?.modules;
    assert.deepEqual(modulesOf('/tours'), [{ remote: 'mfe_tours', module: './ToursPage' }]);
    // The home page's gems load near the viewport or at idle (deferred): the document does not preload them.
    assert.deepEqual(modulesOf('/'), [{ remote: 'mfe_tours', module: './FeaturedTours' }]);
    // A redirect renders the page it leads to.
    assert.deepEqual(modulesOf('/hidden-gems'), [{ remote: 'mfe_gems', module: './TravelGuidesPage' }]);
    assert.deepEqual(modulesOf('/about'), []);
    assert.deepEqual(modulesOf('*'), []);
    assert.equal(routes.length, routeTable.length);
  });

  it('refuses a path syntax it would not match as the router does', () => {
    assert.throws(() => compileRoutes([{ path: '/tours/:city?', modules: [] }]), /trailing \* only/);
  });
});
