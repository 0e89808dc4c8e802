import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { it } from 'node:test';
import { cpuBetween, parseStatCpuMs, processTree, treeCpu } from '../src/processCpu.mjs';

it('reads user and system time from a stat line whose command holds spaces and parentheses', () => {
  // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
  const line = '4242 (node (a b)) S 1 4242 4242 0 -1 4194304 100 0 0 0 250 50 0 0 20 0 11 0';
  assert.equal(parseStatCpuMs(line), 3000);
});

it('finds a child process and counts the CPU it burns', { skip: process.platform !== 'linux' }, async () => {
  const child = spawn(process.execPath, [
    '-e',
    'const end = Date.now() + 600; while (Date.now() < end); setTimeout(() => {}, 5000)',
  ]);
  try {
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.ok(processTree(process.pid).includes(child.pid));
    const before = treeCpu(process.pid);
    await new Promise((resolve) => setTimeout(resolve, 900));
    const used = cpuBetween(before, treeCpu(process.pid)).find((entry) => entry.pid === child.pid);
    assert.ok(used && used.ms >= 100, JSON.stringify(used));
  } finally {
    child.kill();
  }
});
