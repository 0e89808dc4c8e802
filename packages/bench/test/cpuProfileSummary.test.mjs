import assert from 'node:assert/strict';
import { it } from 'node:test';
import { locationOf, summarizeProfiles } from '../src/cpuProfileSummary.mjs';

const frame = (functionName, url = '', lineNumber = 0) => ({ functionName, url, lineNumber, scriptId: '0' });

/**
 * (root) → handler (app) → parse (zod) and handler → stringify (native); recursion of handler into itself;
 * and idle samples.
 */
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5, 7] },
    {
      id: 2,
      callFrame: frame('handler', 'file:///repo/api/src/features/gems/routes.ts', 9),
      children: [3, 4, 6],
    },
    {
      id: 3,
      callFrame: frame('parse', 'file:///repo/node_modules/.pnpm/zod@4/node_modules/zod/v4/core.js', 99),
    },
    { id: 4, callFrame: frame('stringify') },
    { id: 5, callFrame: frame('(idle)') },
    { id: 6, callFrame: frame('handler', 'file:///repo/api/src/features/gems/routes.ts', 9), children: [8] },
    { id: 7, callFrame: frame('(garbage collector)') },
    {
      id: 8,
      callFrame: frame('parse', 'file:///repo/node_modules/.pnpm/zod@4/node_modules/zod/v4/core.js', 99),
    },
  ],
  // µs: handler self 1000, parse 3000 + 2000 (under the recursive handler), stringify 500, idle 9000, GC 500
  samples: [2, 3, 3, 4, 5, 8, 7],
  timeDeltas: [1000, 1000, 2000, 500, 9000, 2000, 500],
};

it('sums self time per function and leaves idle time out of the shares', () => {
  const summary = summarizeProfiles([profile], { top: 10, requests: 10 });
  assert.equal(summary.busyMs, 7);
  assert.equal(summary.idleMs, 9);
  assert.equal(summary.busyUsPerRequest, 700);
  const parse = summary.self.find((row) => row.name.startsWith('parse'));
  assert.deepEqual(parse, { name: 'parse zod:v4/core.js:100', ms: 5, share: 71.4, usPerRequest: 500 });
  assert.equal(summary.self[0], parse, 'the costliest function first');
  assert.ok(!summary.self.some((row) => row.name === '(idle)'));
});

it('counts a function once per sample in its total time, recursion included', () => {
  const { total } = summarizeProfiles([profile]);
  const handler = total.find((row) => row.name.startsWith('handler'));
  // Every sample under handler: 1000 + 3000 + 500 + 2000 µs, not 2000 twice for the recursive call.
  assert.equal(handler?.ms, 6.5);
  assert.equal(handler?.name, 'handler api/src/features/gems/routes.ts:10');
});

it('adds up time per package: the app, a dependency, native code, the collector', () => {
  const { packages } = summarizeProfiles([profile]);
  assert.deepEqual(Object.fromEntries(packages.map((row) => [row.name, row.ms])), {
    zod: 5,
    app: 1,
    '(native)': 0.5,
    '(garbage collector)': 0.5,
  });
});

it('merges several profiles (one per worker process)', () => {
  const summary = summarizeProfiles([profile, profile]);
  assert.equal(summary.busyMs, 14);
  assert.equal(summary.self[0]?.ms, 10);
});

it('counts WebAssembly apart from the app', () => {
  const wasm = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2] },
      { id: 2, callFrame: frame('wasm-function[12]', 'wasm://wasm/0a1b', 0) },
    ],
    samples: [2],
    timeDeltas: [1000],
  };
  assert.deepEqual(summarizeProfiles([wasm]).packages, [{ name: 'wasm', ms: 1, share: 100 }]);
});

it('names a scoped package and its file', () => {
  assert.equal(
    locationOf(
      'file:///r/node_modules/.pnpm/@hono+node-server@2/node_modules/@hono/node-server/dist/index.mjs',
    ),
    '@hono/node-server:dist/index.mjs',
  );
  assert.equal(locationOf('node:internal/streams/writable'), 'node:internal/streams/writable');
});

it('keeps only the last seconds of a profile when asked (start-up left out)', () => {
  // Samples at 1 s (start-up work) and at 5 s and 5.5 s (the load).
  const timed = {
    startTime: 0,
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 3] },
      { id: 2, callFrame: frame('seed', 'file:///repo/api/src/seed/seed.ts', 1) },
      { id: 3, callFrame: frame('handler', 'file:///repo/api/src/app.ts', 1) },
    ],
    samples: [2, 3, 3],
    timeDeltas: [1_000_000, 4_000_000, 500_000],
  };
  const summary = summarizeProfiles([timed], { lastSeconds: 2 });
  assert.deepEqual(
    summary.self.map((row) => row.name),
    ['handler api/src/app.ts:2'],
  );
  assert.equal(summary.busyMs, 4500);
  assert.equal(summarizeProfiles([timed]).busyMs, 5500);
});
