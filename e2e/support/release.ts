// The release CLI and published builds, for journeys that pin and override real versions.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RELEASES =
  process.env.GAIDO_ARTIFACTS_DIR ??
  join(process.env.GAIDO_RELEASES_DIR ?? join(ROOT, '.releases'), 'artifacts');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The account the journeys release as: this machine's local admin, whose token the release service
 * started by `pnpm start` wrote (it may change the local and e2e environments only).
 */
export const JOURNEY_RELEASER = 'local-admin@gaido.localhost';

/** `pnpm release …` as a release manager runs it (node directly: pnpm adds a second or so per call). */
export function release(...args: string[]): CliResult {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'release.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function releaseOk<T>(...args: string[]): T {
  const result = release(...args, '--json');
  if (result.status !== 0) throw new Error(`pnpm release ${args.join(' ')} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The mfe-tours build that `pnpm start` published and pinned in `local`: the base of every variant. */
function localToursBuild(): string {
  const { rows } = releaseOk<{ rows: { remote: string; version?: string }[] }>('status', '--env', 'local');
  const version = rows.find((row) => row.remote === 'mfe_tours')?.version;
  if (!version) throw new Error('mfe_tours is not pinned in local: run the app with pnpm start first');
  return join(RELEASES, 'mfe_tours', version);
}

/**
 * Publishes a candidate build of mfe-tours whose Tours heading carries `label`, so two versions differ
 * visibly. It is the local build with that one string changed (a second real build would add ~20 s
 * and a change to the squad's source); the release path is the real one: `pnpm release publish
 * --dist`, a new content hash, a new immutable version. `sharedRequirement` rewrites the manifest's
 * @gaido/shared requirement, to make a build the gate must refuse.
 */
export function publishToursVariant(
  label: string,
  { sharedRequirement, patch }: { sharedRequirement?: string; patch?: BuildPatch } = {},
) {
  return withToursVariant(label, { sharedRequirement, patch }, (dir) =>
    releaseOk<{ version: string; created: boolean }>('publish', 'mfe_tours', '--dist', dir),
  ).version;
}

/** A branch's preview as `pnpm release preview` makes it, of a candidate build labelled `label`. */
export interface BranchPreview {
  name: string;
  url: string;
  base: string;
  remotes: Record<string, string>;
}

/** Publishes a labelled candidate build of mfe-tours into the preview of `branch`, over `local`'s pins. */
export function previewToursVariant(label: string, branch: string): BranchPreview {
  return withToursVariant(label, {}, (dir) =>
    releaseOk<BranchPreview>('preview', 'mfe_tours', '--branch', branch, '--env', 'local', '--dist', dir),
  );
}

function withToursVariant<T>(
  label: string,
  { sharedRequirement, patch }: { sharedRequirement?: string; patch?: BuildPatch },
  release: (dir: string) => T,
): T {
  const dir = mkdtempSync(join(tmpdir(), 'gaido-tours-variant-'));
  try {
    const base = localToursBuild();
    cpSync(base, dir, {
      recursive: true,
      // Only the build: not the store's record of the version (.record.json) nor files of older stores.
      filter: (source) =>
        !/(\.gz|\.br)$/.test(source) && !['release.json', '.record.json'].includes(relative(base, source)),
    });
    // The build loads its chunks with subresource integrity: a changed chunk's hash is changed where the
    // remote entry's chunk loader reads it, as a build of the changed source would have it.
    const rehashed = new Map<string, string>();
    const scripts = files(dir).filter((path) => path.endsWith('.js'));
    for (const file of scripts) {
      const code = readFileSync(file, 'utf8');
      let next = code.replace(
        /(id:"tours-title"[^}]*?children:)"([^"]*)"/g,
        (_match, prefix: string, heading: string) => `${prefix}"${heading} · ${label}"`,
      );
      if (patch) next = next.replace(patch.pattern, patch.replace);
      if (next !== code) {
        writeFileSync(file, next);
        for (const algorithm of SRI_ALGORITHMS) rehashed.set(sri(algorithm, code), sri(algorithm, next));
      }
    }
    if (!rehashed.size) throw new Error('No Tours heading (id "tours-title") found in the mfe-tours build');
    if (patch && !scripts.some((file) => readFileSync(file, 'utf8').includes(patch.marker))) {
      throw new Error(`The patch "${patch.marker}" matched nothing in the mfe-tours build`);
    }
    for (const file of scripts) {
      const code = readFileSync(file, 'utf8');
      let next = code;
      for (const [before, after] of rehashed) next = next.split(before).join(after);
      if (next !== code) writeFileSync(file, next);
    }
    if (sharedRequirement) {
      const manifestPath = join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
        shared: { name: string; requiredVersion: string }[];
      };
      for (const item of manifest.shared) {
        if (item.name === '@gaido/shared') item.requiredVersion = sharedRequirement;
      }
      writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
    }
    return release(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A change to the built code of a variant, as a squad's change to the source would make it: `pattern`
 * over every script, `replace` as String.replace takes it; `marker` is a text the changed code contains,
 * so a pattern that no longer matches the build fails loudly.
 */
export interface BuildPatch {
  pattern: RegExp;
  replace: (match: string, ...groups: string[]) => string;
  marker: string;
}

/**
 * A variant whose tour page throws while rendering for tours whose title has an odd number of
 * characters: a bug that only some tours' data reveals.
 */
export const THROWS_FOR_SOME_TOURS: BuildPatch = {
  pattern: /(id:"tour-title",children:)([A-Za-z_$][\w$]*)\.title/g,
  replace: (_match, prefix: string, tour: string) =>
    `${prefix}(${tour}.title.length%2?(()=>{throw new Error("canary broke on "+${tour}.title)})():${tour}.title)`,
  marker: 'canary broke on ',
};

/**
 * A variant whose tours list, when it first tries to render, waits twice as long as the page took to
 * get there, and `ms` more, before it renders (it suspends, as a page waiting for something would,
 * without keeping the main thread busy): slower, never failing.
 *
 * The guard rails judge a relative slowdown (the canary's p75 first render against the stable
 * version's), so the variant is slower by a factor, not by a fixed delay: on a busy machine, where eight
 * pages loading at once take many seconds to render, a fixed delay is a small share of that, and it
 * runs while the page still waits for its data and its turn on the CPU, so the canary's first render
 * came barely later than the stable version's (9.5 s against 8.4 s, 22% at p75, under a 25% guard rail).
 * Twice, not once: the stable version's first render includes the list's, which a busy machine makes
 * slow too, while the canary's first try comes before it.
 */
export function slowerToRender(ms: number): BuildPatch {
  return {
    pattern: /(id:"tours-title"[^}]*?children:)("[^"]*")/g,
    replace: (_match, prefix: string, heading: string) =>
      `${prefix}(()=>{/*slower to render*/const w=window;w.__slowerTours??=new Promise(r=>setTimeout(()=>{w.__slowerToursDone=1;r()},2*performance.now()+${ms}));if(!w.__slowerToursDone)throw w.__slowerTours;return ${heading}})()`,
    marker: 'slower to render',
  };
}

/** A traveller key whose bucket in this rollout is on the asked side of `percent` (the host server's rule). */
export function travellerKeyFor(
  side: 'canary' | 'stable',
  rolloutId: string,
  percent: number,
  remote = 'mfe_tours',
): string {
  for (;;) {
    const key = randomBytes(16).toString('base64url');
    const digest = createHash('sha256').update(`${key}\n${remote}\n${rolloutId}`).digest();
    const inCanary = digest.readUInt32BE(0) % 10_000 < percent * 100;
    if (inCanary === (side === 'canary')) return key;
  }
}

/** The host server's cookie that names a traveller (packages/static-server/src/rollouts.mjs). */
export const TRAVELLER_COOKIE = 'gaido-traveller';

// Whichever algorithm the build's subresource integrity uses (packages/build-tooling/src/remoteConfig.mjs).
const SRI_ALGORITHMS = ['sha256', 'sha384', 'sha512'] as const;
const sri = (algorithm: (typeof SRI_ALGORITHMS)[number], text: string) =>
  `${algorithm}-${createHash(algorithm).update(text).digest('base64')}`;

/** A published version as the release service lists it (commit, build and publish times, where pinned). */
export function readRelease(remote: string, version: string): { version: string; commit: string } {
  const { releases } = releaseOk<{ releases: { version: string; commit: string }[] }>('list', remote);
  const found = releases.find((item) => item.version === version);
  if (!found) throw new Error(`${remote}@${version} is not published`);
  return found;
}

/** This browser context sees `environment`'s pins (the host server honours gaido-env outside production). */
export async function useEnvironment(context: BrowserContext, environment: string) {
  // Cookies ignore ports: one cookie on localhost serves whichever port the host is on.
  await context.addCookies([{ name: 'gaido-env', value: environment, domain: 'localhost', path: '/' }]);
}

/**
 * Waits until the host server serves a pin (it reads pins from the release service every few seconds),
 * and fails with a clear reason when it does not within 10 s (e.g. a server reused from another
 * checkout talks to another release service), instead of a puzzling wrong heading later.
 */
export async function expectServerToPin(page: Page, remote: string, version: string) {
  const deadline = Date.now() + 10_000;
  let file: { environment: string; remotes: Record<string, { version: string }> };
  let served: string | undefined;
  do {
    const response = await page.request.get('/remotes.json');
    file = await response.json();
    served = file.remotes[remote]?.version;
    if (served === version) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  if (served !== version) {
    throw new Error(
      `The host server answers ${remote}@${served ?? 'nothing'} for ${file.environment}, but this checkout pins ${version}: ` +
        'is the server on :3000 running from another checkout (reused by Playwright)? Stop it or run with CI=1.',
    );
  }
}

export interface LiveRemote {
  version: string;
  commit?: string;
  loaded: boolean;
  override?: { kind: string; value: string };
  pinned?: { version: string };
  /** While the remote is rolled out: this browser's side of it (canary or stable) and the share. */
  rollout?: {
    channel: 'canary' | 'stable';
    percent: number;
    bucket?: number;
    stable?: string;
    canary?: string;
  };
}

export function liveRemotes(page: Page) {
  return page.evaluate(() => {
    const live = (window as unknown as { __GAIDO_REMOTES__?: unknown }).__GAIDO_REMOTES__;
    return live as
      | {
          environment: string;
          remotes: Record<string, LiveRemote>;
          qa: { enabled: boolean; refused: unknown[] };
        }
      | undefined;
  });
}

/** What identifies the host deployment: its entry script and its build record. */
export async function hostFingerprint(page: Page) {
  return page.evaluate(async () => ({
    // Same-origin scripts only: remote entries come from the CDN and change with every pin. Lazy
    // chunks (/static/js/async/, e.g. analytics loaded when the browser is idle) are left out: which
    // of them are in the page depends on timing, not on the build; the entry script names the build.
    scripts: Array.from(document.querySelectorAll('script[src]'))
      .map((script) => script.getAttribute('src') ?? '')
      .filter((src) => src.startsWith('/') && !src.startsWith('/static/js/async/')),
    build: await (await fetch('/host-release.json', { cache: 'no-store' })).text(),
  }));
}
