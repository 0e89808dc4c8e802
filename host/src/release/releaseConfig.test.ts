import { describe, expect, it, vi } from 'vitest';
import type { RemotesFile } from '../platform/remotesFile';
import type * as QaOverrides from './qaOverrides';
import {
  OVERRIDE_STORAGE_KEY,
  parseReleaseConfig,
  qaOverridesWanted,
  type ReleaseRuntimeConfig,
  withQaOverrides,
} from './releaseConfig';

const file: RemotesFile = {
  environment: 'staging',
  remotes: { mfe_tours: { entry: 'https://cdn.test/mfe_tours/1.0.0/mf-manifest.json', version: '1.0.0' } },
};
const staging: ReleaseRuntimeConfig = parseReleaseConfig({
  cdnOrigin: 'https://cdn.test',
  overrides: { enabled: true, allowedOrigins: [] },
});
const production = parseReleaseConfig({ cdnOrigin: 'https://cdn.test', overrides: { enabled: false } });

function storageWith(entries: Record<string, string>) {
  return () => ({ getItem: (key: string) => entries[key] ?? null });
}

function moduleApplying(applyQaOverrides: typeof QaOverrides.applyQaOverrides) {
  return Promise.resolve({ applyQaOverrides } as typeof QaOverrides);
}

describe('qaOverridesWanted', () => {
  it('is wanted when the address asks for an override', () => {
    expect(qaOverridesWanted('?gaido-override=mfe_tours@1.2.0', storageWith({}))).toBe(true);
    expect(qaOverridesWanted('?q=1&gaido-override=reset', storageWith({}))).toBe(true);
  });

  it('is wanted when this session holds overrides', () => {
    expect(qaOverridesWanted('', storageWith({ [OVERRIDE_STORAGE_KEY]: '[]' }))).toBe(true);
  });

  it('is not wanted otherwise, nor when the storage cannot be read', () => {
    expect(qaOverridesWanted('?city=paris', storageWith({}))).toBe(false);
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(qaOverridesWanted('', blocked)).toBe(false);
  });
});

describe('withQaOverrides', () => {
  it('keeps the pins and does not wait for the override code where overrides are off', async () => {
    const never = new Promise<typeof QaOverrides>(() => {});
    await expect(withQaOverrides(file, production, never)).resolves.toEqual({
      ...file,
      qa: { enabled: false, refused: [] },
    });
  });

  it('keeps the pins, overrides on, when the tab has none to apply', async () => {
    await expect(withQaOverrides(file, staging, null)).resolves.toEqual({
      ...file,
      qa: { enabled: true, refused: [] },
    });
  });

  it('applies the overrides with the override code when it was asked for', async () => {
    const overridden: RemotesFile = {
      ...file,
      remotes: {
        mfe_tours: { entry: 'https://cdn.test/mfe_tours/1.2.0/mf-manifest.json', version: '1.2.0' },
      },
      qa: { enabled: true, refused: [] },
    };
    const apply = vi.fn(async () => overridden);
    await expect(withQaOverrides(file, staging, moduleApplying(apply))).resolves.toBe(overridden);
    expect(apply).toHaveBeenCalledWith(file, staging);
  });

  it('keeps the pins and tells the tester when the override code cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = Promise.reject(new Error('Loading chunk failed'));
    await expect(withQaOverrides(file, staging, failed)).resolves.toEqual({
      ...file,
      qa: {
        enabled: true,
        refused: [{ request: 'QA overrides', reason: 'the override code could not load' }],
      },
    });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
