// Runs first, before any schema is built. zod 4 probes whether it may compile parsers
// with `new Function("")` when a z.object schema is created; under our Content-Security-Policy
// (no 'unsafe-eval') the probe throws, zod falls back, but the browser still reports a
// securitypolicyviolation. jitless skips the probe.
//
// zod keeps its config on `globalThis.__zod_globalConfig`, read by every copy of zod on the page (the
// shared zod/mini and any a remote brings). Setting it there, rather than through `config()` from
// 'zod/v4/core', keeps a second copy of zod's core out of the host's entry chunk;
// cspCompatibility.test.ts checks zod still reads it.
interface ZodGlobalConfig {
  jitless?: boolean;
  [setting: string]: unknown;
}

type ZodScope = { __zod_globalConfig?: ZodGlobalConfig };

export function makeZodJitless(scope: ZodScope = globalThis as ZodScope): void {
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}

makeZodJitless();
