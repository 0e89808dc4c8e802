// Child processes of the start scripts: started with the script's environment, stopped with it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '@gaido/workspace/paths';

/**
 * @returns {{ start: (name: string, command: string, args: string[], env?: object, options?: { essential?: boolean, cwd?: string }) => import('node:child_process').ChildProcess, stop: (code?: number) => never }}
 */
export function createProcessGroup() {
  const children = [];
  let stopping = false;
  const group = {
    /**
     * `essential`: the app cannot work without it, so everything stops with it. The release service is
     * not: host servers keep serving the last pins they read from it.
     */
    start(name, command, args, env = {}, { essential = true, cwd = ROOT } = {}) {
      const child = spawn(command, args, {
        cwd,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, ...env },
      });
      child.on('exit', (code, signal) => {
        if (stopping) return;
        if (!essential) {
          console.error(`${name} exited (${signal ?? code}); the app keeps serving the last pins it read`);
          return;
        }
        console.error(`${name} exited (${signal ?? code})`);
        group.stop(code ?? 1);
      });
      children.push(child);
      return child;
    },
    stop(code = 0) {
      stopping = true;
      for (const child of children) child.kill('SIGTERM');
      process.exit(code);
    },
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => group.stop(0));
  return group;
}

/**
 * Stops a child process and settles once it has exited; at once if it already has. A child that ended
 * by a signal (a test that kills it) has no exit code, only `signalCode`: waiting for its `exit` event
 * again would wait forever, and whatever was to run after it (stopping a database cluster) never would.
 * @param {import('node:child_process').ChildProcess} child
 */
export function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  return exited;
}

/** Waits until `url` answers 2xx. */
/**
 * The API as a child process: Node itself with tsx's loader rather than `pnpm start`, so that a signal
 * reaches the API (pnpm does not pass it on, which left the API running after its start script ended).
 */
export function apiCommand() {
  return { command: process.execPath, args: ['--import', 'tsx', 'src/main.ts'], cwd: join(ROOT, 'api') };
}

export async function waitFor(url, what, seconds = 150) {
  for (let attempt = 0; attempt < seconds * 4; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not become healthy within ${seconds} s`);
}
