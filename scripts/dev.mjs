#!/usr/bin/env node
// `pnpm dev`: every app with live reload on its fixed port, and the API in watch mode.
import { spawn } from 'node:child_process';
import { ROOT } from '@gaido/workspace/paths';

const children = [
  spawn(
    'pnpm',
    ['-r', '--parallel', '--filter', 'api', '--filter', 'host', '--filter', './mfe-*', 'run', 'dev'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  ),
];
console.log('Starting: host http://localhost:3000, mfe-tours :3001, mfe-gems :3002, mfe-account :3003,');
console.log('mfe-onboarding :3004, API http://localhost:4000/api/v1');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
