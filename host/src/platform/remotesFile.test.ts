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

  it("keeps a rolled-out remote's assignment (which version this traveller got and why), dropping a malformed one", () => {
    const entry = 'https://cdn.example.com/mfe_tours/1.3.0-def/mf-manifest.json';
    const file = parseRemotesFile({
      environment: 'local',
      remotes: {
        mfe_tours: {
          entry,
          version: '1.3.0-def',
          rollout: { channel: 'canary', percent: 10, bucket: 412, stable: '1.2.0-abc', canary: '1.3.0-def' },
        },
        mfe_gems: {
          entry: 'https://cdn.example.com/mfe_gems/1/mf-manifest.json',
          version: '1',
          rollout: { channel: 'everyone', percent: '10' },
        },
      },
    });
    expect(file.remotes.mfe_tours?.rollout).toEqual({
      channel: 'canary',
      percent: 10,
      bucket: 412,
      stable: '1.2.0-abc',
      canary: '1.3.0-def',
    });
    expect(file.remotes.mfe_gems?.rollout).toBeUndefined();
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
