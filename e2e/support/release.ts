// The release CLI and published builds, for journeys that pin and override real versions.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RELEASES = process.env.GAIDO_RELEASES_DIR ?? join(ROOT, '.releases');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `pnpm release …` as a release manager runs it (node directly: pnpm adds a second or so per call). */
export function release(...args: string[]): CliResult {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'release.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, GAIDO_RELEASE_ACTOR: 'Playwright release journey' },
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
  { sharedRequirement }: { sharedRequirement?: string } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'gaido-tours-variant-'));
  try {
    const base = localToursBuild();
    cpSync(base, dir, {
      recursive: true,
      filter: (source) => !/(\.gz|\.br)$/.test(source) && relative(base, source) !== 'release.json',
    });
    let patched = 0;
    for (const file of files(dir).filter((path) => path.endsWith('.js'))) {
      const code = readFileSync(file, 'utf8');
      const next = code.replace(
        /(id:"tours-title"[^}]*?children:)"([^"]*)"/g,
        (_match, prefix: string, heading: string) => `${prefix}"${heading} · ${label}"`,
      );
      if (next !== code) {
        writeFileSync(file, next);
        patched += 1;
      }
    }
    if (!patched) throw new Error('No Tours heading (id "tours-title") found in the mfe-tours build');
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
    return releaseOk<{ version: string; created: boolean }>('publish', 'mfe_tours', '--dist', dir).version;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A published version's release.json (commit, build time, shared dependencies, exposes, integrity). */
export function readRelease(remote: string, version: string): { version: string; commit: string } {
  return JSON.parse(readFileSync(join(RELEASES, remote, version, 'release.json'), 'utf8'));
}

/** This browser context sees `environment`'s pins (the host server honours gaido-env outside production). */
export async function useEnvironment(context: BrowserContext, environment: string) {
  // Cookies ignore ports: one cookie on localhost serves whichever port the host is on.
  await context.addCookies([{ name: 'gaido-env', value: environment, domain: 'localhost', path: '/' }]);
}

/**
 * Fails with a clear reason when the host server on baseURL does not read this checkout's registry
 * (e.g. a server reused from another worktree), instead of a puzzling wrong heading later.
 */
export async function expectServerToPin(page: Page, remote: string, version: string) {
  const response = await page.request.get('/remotes.json');
  const file = (await response.json()) as {
    environment: string;
    remotes: Record<string, { version: string }>;
  };
  const served = file.remotes[remote]?.version;
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
