import { indexedDbTokenRotations, nextRotationRecord, successorIn } from './tokenRotations';

const second = { accessToken: 'access-2', refreshToken: 'refresh-2' };
const third = { accessToken: 'access-3', refreshToken: 'refresh-3' };

describe('the record of rotated refresh tokens', () => {
  it('gives the latest tokens for a refresh token that was rotated, and nothing for the current one', () => {
    const record = nextRotationRecord(null, 'refresh-1', second);
    expect(successorIn(record, 'refresh-1')).toEqual(second);
    expect(successorIn(record, 'refresh-2')).toBeNull();
  });

  it('lets a tab several rotations behind catch up with the latest tokens', () => {
    const record = nextRotationRecord(nextRotationRecord(null, 'refresh-1', second), 'refresh-2', third);
    expect(successorIn(record, 'refresh-1')).toEqual(third);
    expect(successorIn(record, 'refresh-2')).toEqual(third);
  });

  it('starts again for a new session, so tokens of the old one lead nowhere', () => {
    const old = nextRotationRecord(null, 'refresh-1', second);
    const record = nextRotationRecord(old, 'other-session-1', third);
    expect(successorIn(record, 'refresh-1')).toBeNull();
    expect(successorIn(record, 'other-session-1')).toEqual(third);
  });

  it('keeps the last eight rotated tokens of a chain', () => {
    let record: unknown = null;
    for (let index = 1; index <= 10; index += 1) {
      record = nextRotationRecord(record, `refresh-${index}`, {
        accessToken: `access-${index + 1}`,
        refreshToken: `refresh-${index + 1}`,
      });
    }
    expect(successorIn(record, 'refresh-3')).toEqual({
      accessToken: 'access-11',
      refreshToken: 'refresh-11',
    });
    expect(successorIn(record, 'refresh-2')).toBeNull();
  });

  it('reads anything else stored under its name as no record', () => {
    expect(successorIn({ accessToken: 'a', rotated: 'refresh-1' }, 'refresh-1')).toBeNull();
    expect(successorIn('refresh-1', 'refresh-1')).toBeNull();
  });

  it('knows of no rotation, and fails nothing, in a browser without IndexedDB', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    await indexedDbTokenRotations.record('refresh-1', second);
    await expect(indexedDbTokenRotations.successorOf('refresh-1')).resolves.toBeNull();
    await expect(indexedDbTokenRotations.forget()).resolves.toBeUndefined();
  });
});
