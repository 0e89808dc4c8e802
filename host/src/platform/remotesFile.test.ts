import { describe, expect, it, vi } from 'vitest';
import { fetchRemotesFile, parseRemotesFile } from './remotesFile';

describe('parseRemotesFile', () => {
  it('keeps well-formed pins with their version and commit', () => {
    const file = parseRemotesFile({
      environment: 'production',
      remotes: {
        mfe_tours: {
          entry: 'https://cdn.example.com/mfe_tours/1.2.0-abc/mf-manifest.json',
          version: '1.2.0-abc',
          commit: 'f00',
        },
      },
    });
    expect(file).toEqual({
      environment: 'production',
      remotes: {
        mfe_tours: {
          entry: 'https://cdn.example.com/mfe_tours/1.2.0-abc/mf-manifest.json',
          version: '1.2.0-abc',
          commit: 'f00',
        },
      },
    });
  });

  it('drops unknown remotes, missing entries and non-http URLs so one bad pin cannot break the others', () => {
    const file = parseRemotesFile({
      remotes: {
        mfe_gems: { entry: 'javascript:alert(1)' },
        mfe_evil: { entry: 'https://x.example.com/mf-manifest.json' },
        mfe_account: { version: '1' },
        mfe_onboarding: { entry: 'http://localhost:3100/mfe_onboarding/1/mf-manifest.json' },
      },
    });
    expect(Object.keys(file.remotes)).toEqual(['mfe_onboarding']);
    expect(file.remotes.mfe_onboarding?.version).toBe('unknown');
  });

  it('answers an empty file for garbage', () => {
    expect(parseRemotesFile(null)).toEqual({ environment: 'unknown', remotes: {} });
    expect(parseRemotesFile('remotes')).toEqual({ environment: 'unknown', remotes: {} });
    expect(parseRemotesFile({ remotes: [] })).toEqual({ environment: 'unknown', remotes: {} });
  });
});

describe('fetchRemotesFile', () => {
  it('falls back to no remotes and warns when the file cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn().mockResolvedValue(new Response('nope', { status: 500 }));
    await expect(fetchRemotesFile(failing)).resolves.toEqual({ environment: 'unknown', remotes: {} });
    expect(failing).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
