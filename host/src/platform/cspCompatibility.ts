// Runs first, before any schema is built (issue 10). zod 4 probes whether it may compile parsers
// with `new Function("")` when a z.object schema is created; under our Content-Security-Policy
// (no 'unsafe-eval') the probe throws, zod falls back, but the browser still reports a
// securitypolicyviolation. jitless skips the probe. zod keeps this setting on globalThis, so it
// also covers the copies of zod bundled in the remotes, whose schemas are built later.
import { config } from 'zod/v4/core';

config({ jitless: true });
