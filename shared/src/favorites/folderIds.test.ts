import { isLocalFolderId, isUuid } from './folderIds';

describe('folder ids (spec 3, 5)', () => {
  it.each([
    ['3f2b6c1e-8a4d-4c2b-9f1e-2d3c4b5a6f70', true],
    ['3F2B6C1E-8A4D-4C2B-9F1E-2D3C4B5A6F70', true],
    ['0190c3c2-7b7e-7c55-9d1a-2b3c4d5e6f70', true],
    ['local_123', false],
    ['12', false],
    ['3f2b6c1e-8a4d-4c2b-9f1e-2d3c4b5a6f7', false],
    ['', false],
  ])('%j is a UUID: %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });

  it('marks ids starting with local_ as local-only', () => {
    expect(isLocalFolderId('local_1700000000')).toBe(true);
    expect(isLocalFolderId('Local_1')).toBe(false);
    expect(isLocalFolderId('f-local_1')).toBe(false);
    expect(isLocalFolderId(undefined)).toBe(false);
  });
});
