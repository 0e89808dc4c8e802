// The package's subpath entries (`@gaido/shared/tours`...) are bundled into each remote that imports
// them, not shared through Module Federation. A relative import from one of them into a stateful module
// of the root (API client, session, config, events...) would give that remote a second copy of it: a
// second session store, a second refresh in flight. So a subpath reaches the root only through the
// `@gaido/shared` specifier, and its relative imports stay among stateless modules and its own.
// `@gaido/shared/favorites` is a Module Federation singleton of its own (the favorites service holds
// state), so it may reach its own stateful modules; the root and the other subpaths must not, or that
// state would exist twice. `@gaido/shared/gems` (the gem catalogue) holds none and is bundled like
// `/tours`, so it must not reach the favorites service either: pages with gems but no favorites would
// load a second copy of it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const srcDir = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(srcDir, '..', 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

/** Folders a subpath may reach by relative import: modules that hold no state. */
const STATELESS = [
  'tours/',
  'analytics/transport',
  'analytics/eventBatcher',
  'analytics/captureTransport',
  'gems/',
  'cities/',
  // Sign-in, sign-up and the account endpoints: they reach the session through the specifier.
  'auth/',
  // The onboarding quiz's calls (the gate and the onboarded flag beside them stay on the root).
  'onboarding/api/',
  'schemas/',
  'storage/',
  // Intl formatters built once (a cache of formatters, no session or user state).
  'format/',
  // The device fingerprint (the device id it reads, which holds state, comes through the specifier).
  'device/fingerprint',
  // Test helpers (the host's query client without retries), for tests only.
  'testing/',
];

/** Modules of a subpath that is a singleton of its own: only that subpath may reach them. */
const SINGLETON_SUBPATHS: Record<string, string[]> = { './favorites': ['favorites/'] };

function isStateless(file: string): boolean {
  return STATELESS.some((prefix) => file.startsWith(prefix));
}

function allowedFor(key: string, file: string): boolean {
  return isStateless(file) || (SINGLETON_SUBPATHS[key] ?? []).some((prefix) => file.startsWith(prefix));
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)].map((match) => match[1] as string);
}

function resolveSource(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {}
  }
  throw new Error(`${relative(srcDir, from)}: cannot resolve ${specifier}`);
}

/** The package's source files (tests excluded), relative to src. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => relative(srcDir, join(dir, file)));
}

/** Every source file a module reaches through relative imports, itself included. */
function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of relativeImports(file)) queue.push(resolveSource(file, specifier));
  }
  return [...seen].map((file) => relative(srcDir, file));
}

const subpaths = Object.entries(pkg.exports).filter(
  ([key, target]) => key !== '.' && /\.tsx?$/.test(target) && !key.includes('standalone'),
);

describe('subpath entries of @gaido/shared', () => {
  it('exist beside the root', () => {
    expect(subpaths.map(([key]) => key)).toEqual(
      expect.arrayContaining(['./tours', './auth', './analytics', './gems', './cities', './favorites']),
    );
  });

  it('keeps on the root only the auth modules every page needs', () => {
    // The host provides the root whole to every page (a singleton is not tree-shaken): the sign-in
    // forms and the account pages' calls would cost every first load. The logout call and its contract
    // load on the first sign-out (a dynamic import, which this walk of static imports does not follow).
    const files = reachable(join(srcDir, 'index.ts')).filter((file) => file.startsWith('auth/'));
    expect(files.sort()).toEqual([
      'auth/api/signOut.ts',
      // The onboarding gate reads the booking kept through sign-in to send the traveller back to it.
      'auth/pendingBooking.ts',
    ]);
  });

  it('leaves the device fingerprint, which no page needs at start, to @gaido/shared/device', () => {
    const files = reachable(join(srcDir, 'index.ts'));
    expect(files).toContain('device/deviceId.ts');
    expect(files).not.toContain('device/fingerprint.ts');
  });

  it.each(subpaths)('%s reaches the root only through the @gaido/shared specifier', (key, target) => {
    const files = reachable(join(srcDir, '..', target));
    expect(files.filter((file) => !allowedFor(key, file))).toEqual([]);
  });

  it.each(Object.entries(SINGLETON_SUBPATHS))(
    "%s's stateful modules are reached by no other entry of the package",
    (key, owned) => {
      const others = [['.', pkg.exports['.'] as string], ...subpaths.filter(([other]) => other !== key)];
      for (const [other, target] of others) {
        const files = reachable(join(srcDir, '..', target as string));
        const intruding = files.filter(
          (file) => owned.some((prefix) => file.startsWith(prefix)) && !isStateless(file),
        );
        expect(intruding, `${other} reaches ${key}'s modules`).toEqual([]);
      }
    },
  );

  it('counts as stateless only modules without module-level variables', () => {
    // `gems/` is bundled into every app that imports it, so a `let` there would exist once per app.
    const declaresState = (file: string) => /^(let|var) /m.test(readFileSync(join(srcDir, file), 'utf8'));
    const stateless = sourcesUnder(srcDir).filter(isStateless);
    expect(stateless).toContain('gems/api/getGemsByCity.ts');
    expect(stateless.filter(declaresState)).toEqual([]);
    // The favorites service keeps its sync in flight in one (the check can fail).
    expect(declaresState('favorites/offlineSync.ts')).toBe(true);
  });

  it('tells a relative import of a stateful module apart (the check can fail)', () => {
    // The root index reaches the API client and the session store relatively.
    const files = reachable(join(srcDir, 'index.ts'));
    expect(files).toContain('api/apiClient.ts');
    expect(files.filter((file) => !allowedFor('.', file))).not.toEqual([]);
  });
});
