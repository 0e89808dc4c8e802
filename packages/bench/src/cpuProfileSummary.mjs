#!/usr/bin/env node
// Where a V8 CPU profile (.cpuprofile, from `node --cpu-prof`) spent its time: the top functions by
// self time (their own code) and by total time (their own code and what they called), and the time per
// package (node_modules/<name>, node's internals, the app's own files). Idle time is left out of every
// share: the measure is the CPU the process used. Given the number of requests the process answered,
// it also prints microseconds per request.
//
//   node packages/bench/src/cpuProfileSummary.mjs PROFILE.cpuprofile... [--top 15] [--requests N] [--last S] [--json]
//
// --last S keeps the last S seconds of each profile only: a profile runs from the process's start, and
// start-up (migrations, the seed, sign-ups) is not the load being measured.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Samples V8 counts as no JavaScript running: not CPU the process spent on requests. */
const IDLE = new Set(['(idle)']);

/** A short, stable name for where a function lives: the package, or the path from the repo. */
export function locationOf(url) {
  if (!url) return '';
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules !== -1) {
    const rest = path.slice(inModules + '/node_modules/'.length).split('/');
    const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    const file = rest.slice(rest[0]?.startsWith('@') ? 2 : 1).join('/');
    return `${name}:${file}`;
  }
  if (path.startsWith('node:')) return path;
  const fromRoot = path.match(/\/(api|scripts|shared|release-service)\/(.*)$/);
  return fromRoot ? `${fromRoot[1]}/${fromRoot[2]}` : path;
}

/** The package a location belongs to: `node:` internals, WebAssembly, a node_modules package, or `app`. */
export function packageOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  // WebAssembly (PGlite's PostgreSQL engine, in this API).
  if (url.startsWith('wasm://')) return 'wasm';
  const location = locationOf(url);
  return url.includes('/node_modules/') ? location.split(':')[0] : 'app';
}

/**
 * Self and total milliseconds per function (name and location) and per package, from one or more
 * profiles. A function met twice on one stack (recursion) counts once in its total.
 * @param {Array<{ nodes: any[], samples: number[], timeDeltas: number[] }>} profiles
 * @param {{ top?: number, requests?: number, lastSeconds?: number }} [options]
 */
export function summarizeProfiles(profiles, { top = 15, requests, lastSeconds } = {}) {
  const self = new Map();
  const total = new Map();
  const packages = new Map();
  let busyUs = 0;
  let idleUs = 0;
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const keyOf = (node) => {
      const { functionName, url, lineNumber } = node.callFrame;
      const name = functionName || '(anonymous)';
      return url ? `${name} ${locationOf(url)}:${lineNumber + 1}` : name;
    };
    // Each delta is the time since the sample before: it belongs to the sample it ends at.
    const at = [];
    let time = profile.startTime ?? 0;
    for (const delta of profile.timeDeltas) {
      time += delta;
      at.push(time);
    }
    const from = lastSeconds ? (at.at(-1) ?? 0) - lastSeconds * 1e6 : Number.NEGATIVE_INFINITY;
    profile.samples.forEach((id, index) => {
      const delta = profile.timeDeltas[index] ?? 0;
      if ((at[index] ?? 0) < from) return;
      const node = byId.get(id);
      if (!node || delta <= 0) return;
      if (IDLE.has(node.callFrame.functionName)) {
        idleUs += delta;
        return;
      }
      busyUs += delta;
      const key = keyOf(node);
      self.set(key, (self.get(key) ?? 0) + delta);
      const pkg = packageOf(node.callFrame.url, node.callFrame.functionName);
      packages.set(pkg, (packages.get(pkg) ?? 0) + delta);
      const seen = new Set();
      for (let current = node; current; current = byId.get(parent.get(current.id))) {
        if (current.callFrame.functionName === '(root)') break;
        const frame = keyOf(current);
        if (seen.has(frame)) continue;
        seen.add(frame);
        total.set(frame, (total.get(frame) ?? 0) + delta);
      }
    });
  }
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({
        name,
        ms: Math.round(us / 100) / 10,
        share: busyUs ? Math.round((1000 * us) / busyUs) / 10 : 0,
        ...(requests ? { usPerRequest: Math.round(us / requests) } : {}),
      }));
  return {
    busyMs: Math.round(busyUs / 1000),
    idleMs: Math.round(idleUs / 1000),
    ...(requests ? { requests, busyUsPerRequest: Math.round(busyUs / requests) } : {}),
    self: rows(self),
    total: rows(total),
    packages: rows(packages),
  };
}

function option(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const valued = new Set(['--top', '--requests', '--last']);
  const files = args.filter((arg, index) => !arg.startsWith('--') && !valued.has(args[index - 1]));
  if (files.length === 0) {
    console.error('usage: cpuProfileSummary.mjs PROFILE.cpuprofile... [--top N] [--requests N] [--json]');
    process.exit(2);
  }
  const requests = option(args, 'requests', undefined);
  const summary = summarizeProfiles(
    files.map((file) => JSON.parse(readFileSync(file, 'utf8'))),
    {
      top: Number(option(args, 'top', 15)),
      requests: requests ? Number(requests) : undefined,
      lastSeconds: option(args, 'last', undefined) ? Number(option(args, 'last', undefined)) : undefined,
    },
  );
  if (args.includes('--json')) {
    console.log(JSON.stringify(summary, null, 2));
  } else {
    console.log(
      `CPU busy ${summary.busyMs} ms, idle ${summary.idleMs} ms${summary.requests ? `, ${summary.busyUsPerRequest} µs per request over ${summary.requests} requests` : ''}`,
    );
    for (const [title, rows] of [
      ['By package', summary.packages],
      ['Top self time', summary.self],
      ['Top total time', summary.total],
    ]) {
      console.log(`\n${title}`);
      console.table(rows);
    }
  }
}
