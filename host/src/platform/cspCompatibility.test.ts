import { makeZodJitless } from './cspCompatibility';

describe('zod under the Content-Security-Policy', () => {
  it('zod reads the jitless flag the host sets on globalThis', async () => {
    makeZodJitless();
    const z = await import('zod/mini');
    expect(z.config().jitless).toBe(true);
  });

  it('sets the flag on a scope that has no zod config yet, and keeps other settings', () => {
    const fresh: { __zod_globalConfig?: { jitless?: boolean; customError?: unknown } } = {};
    makeZodJitless(fresh);
    expect(fresh.__zod_globalConfig).toEqual({ jitless: true });
    const existing = { __zod_globalConfig: { customError: 'kept' } };
    makeZodJitless(existing);
    expect(existing.__zod_globalConfig).toEqual({ customError: 'kept', jitless: true });
  });
});
