// CPU time used by a process and its descendants, read from /proc (Linux): user + system time, which
// other guests of a shared machine do not inflate the way they inflate wall-clock times. The load test
// reads it before and after its load phase to report the API's CPU per request.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports these times in USER_HZ ticks, 100 a second on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** `pid` and every process below it, or just `[pid]` where /proc has no children lists. */
export function processTree(pid) {
  const pids = [pid];
  let tasks = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return pids;
  }
  for (const task of tasks) {
    let children = '';
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const child of children.trim().split(/\s+/).filter(Boolean))
      pids.push(...processTree(Number(child)));
  }
  return pids;
}

/** User + system milliseconds of one process from its /proc/PID/stat line, or null once it is gone. */
export function parseStatCpuMs(statLine) {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its ')'.
  const rest = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU milliseconds per process of the tree under `pid`, keyed by pid, with each one's command line.
 * @returns {Map<number, { ms: number, command: string }>}
 */
export function treeCpu(pid) {
  const result = new Map();
  for (const each of processTree(pid)) {
    try {
      const ms = parseStatCpuMs(readFileSync(`/proc/${each}/stat`, 'utf8'));
      const command = readFileSync(`/proc/${each}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      if (ms !== null) result.set(each, { ms, command });
    } catch {
      // ended in between
    }
  }
  return result;
}

/** CPU milliseconds each process used between two readings (processes in the later one). */
export function cpuBetween(before, after) {
  return [...after].map(([pid, { ms, command }]) => ({
    pid,
    command,
    ms: Math.round(ms - (before.get(pid)?.ms ?? 0)),
  }));
}
