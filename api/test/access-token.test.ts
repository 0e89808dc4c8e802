// Access tokens: a token verified once is remembered, and what makes it invalid still applies on every use.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  signAccessToken,
  verifyAccessToken,
} from '../src/features/accounts/secrets';

const secret = new TextEncoder().encode('a-secret-of-at-least-32-characters-for-tests');
const claims = { userId: 'user-1', sessionId: 'session-1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyAccessToken', () => {
  it('accepts a valid token again and again, and refuses it once its lifetime is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
    const token = await signAccessToken(secret, claims);
    expect(await verifyAccessToken(secret, token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.parse('2026-06-01T10:00:00Z') + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000));
    expect(await verifyAccessToken(secret, token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.parse('2026-06-01T10:00:00Z') + ACCESS_TOKEN_TTL_SECONDS * 1000));
    expect(await verifyAccessToken(secret, token)).toBeNull();
    // And stays refused.
    expect(await verifyAccessToken(secret, token)).toBeNull();
  });

  it('refuses a token signed with another secret even after it was accepted under its own', async () => {
    const token = await signAccessToken(secret, claims);
    expect(await verifyAccessToken(secret, token)).toEqual(claims);
    const other = new TextEncoder().encode('another-secret-of-at-least-32-characters!!');
    expect(await verifyAccessToken(other, token)).toBeNull();
  });

  it('refuses a token whose signature was altered', async () => {
    const token = await signAccessToken(secret, claims);
    expect(await verifyAccessToken(secret, token)).toEqual(claims);
    const [header, payload, signature = ''] = token.split('.');
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(secret, altered)).toBeNull();
  });
});
