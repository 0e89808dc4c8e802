import { describe, expect, it } from 'vitest';
import { parseReleases } from './releaseData';

describe('the published versions the release panel lists', () => {
  it('keeps each release with what it says, and an empty pin list when none is given', () => {
    expect(
      parseReleases({
        releases: [
          { version: '0.2.0-3c9e1a7b2d', commit: '3c9e1a7', publishedBy: 'ana', pinnedIn: ['staging'] },
          { version: '0.1.0-aa11bb22cc', builtAt: '2026-11-01T10:00:00.000Z' },
        ],
      }),
    ).toEqual([
      { version: '0.2.0-3c9e1a7b2d', commit: '3c9e1a7', publishedBy: 'ana', pinnedIn: ['staging'] },
      { version: '0.1.0-aa11bb22cc', builtAt: '2026-11-01T10:00:00.000Z', pinnedIn: [] },
    ]);
  });

  it('leaves out an entry that is not a release and reads anything else as no releases', () => {
    expect(parseReleases({ releases: [{ commit: 'no version' }, 'text', { version: '1.0.0' }] })).toEqual([
      { version: '1.0.0', pinnedIn: [] },
    ]);
    expect(parseReleases({ releases: 'none' })).toEqual([]);
    expect(parseReleases(null)).toEqual([]);
    expect(parseReleases('<html>')).toEqual([]);
  });
});
