import fc from 'fast-check';
import { normalizeFolder, normalizeFolders } from './tolerantResponses';

describe('normalizeFolder (spec 3 Favorite folder)', () => {
  it.each([
    ['id and name', { id: 'f1', name: 'Lisbon' }, { id: 'f1', name: 'Lisbon' }],
    ['folderId and folderName', { folderId: 'f2', folderName: 'Porto' }, { id: 'f2', name: 'Porto' }],
    ['uuid', { uuid: 'f3', name: 'Faro' }, { id: 'f3', name: 'Faro' }],
    ['a nested folder', { folder: { id: 'f4', name: 'Braga' } }, { id: 'f4', name: 'Braga' }],
    [
      'a nested folder with folderId and folderName',
      { folder: { folderId: 'f5', folderName: 'Evora' } },
      { id: 'f5', name: 'Evora' },
    ],
    [
      'a count outside a nested folder',
      { folder: { id: 'f6', name: 'A' }, gemCount: 2 },
      { id: 'f6', name: 'A', gemCount: 2 },
    ],
    [
      'id before folderId before uuid',
      { uuid: 'u', folderId: 'fid', id: 'i', name: 'N' },
      { id: 'i', name: 'N' },
    ],
    ['name before folderName', { id: 'x', folderName: 'second', name: 'first' }, { id: 'x', name: 'first' }],
    ['gemCount', { id: 'x', name: 'N', gemCount: 4 }, { id: 'x', name: 'N', gemCount: 4 }],
    ['count', { id: 'x', name: 'N', count: 5 }, { id: 'x', name: 'N', gemCount: 5 }],
    ['total', { id: 'x', name: 'N', total: 6 }, { id: 'x', name: 'N', gemCount: 6 }],
    ['a count sent as text', { id: 'x', name: 'N', count: '7' }, { id: 'x', name: 'N', gemCount: 7 }],
    ['no count', { id: 'x', name: 'N' }, { id: 'x', name: 'N' }],
    ['a negative count, which is dropped', { id: 'x', name: 'N', count: -1 }, { id: 'x', name: 'N' }],
    ['a numeric id', { id: 12, name: 'N' }, { id: '12', name: 'N' }],
    ['surrounding spaces', { id: ' x ', name: '  My folder ' }, { id: 'x', name: 'My folder' }],
    ['a city', { id: 'x', name: 'N', cityId: 'c1' }, { id: 'x', name: 'N', cityId: 'c1' }],
    ['an empty id falling back to folderId', { id: '', folderId: 'f', name: 'N' }, { id: 'f', name: 'N' }],
  ])('reads %s', (_case, raw, expected) => {
    expect(normalizeFolder(raw)).toEqual(expected);
  });

  it.each([
    ['no id', { name: 'N' }],
    ['no name', { id: 'x' }],
    ['an empty name', { id: 'x', name: '' }],
    ['a blank name', { id: 'x', name: '   ' }],
    ['a name that is not text', { id: 'x', name: 42 }],
    ['an id that is an object', { id: { nested: true }, name: 'N' }],
    ['null', null],
    ['a string', 'folder'],
    ['an array', [{ id: 'x', name: 'N' }]],
  ])('drops an entry with %s', (_case, raw) => {
    expect(normalizeFolder(raw)).toBeNull();
  });

  it('lists valid folders of an array, of data or of folders, once each', () => {
    const list = [
      { id: 'a', name: 'A' },
      { name: 'no id' },
      { folderId: 'b', folderName: 'B' },
      { id: 'a', name: 'dup' },
    ];
    const expected = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ];
    expect(normalizeFolders(list)).toEqual(expected);
    expect(normalizeFolders({ data: list })).toEqual(expected);
    expect(normalizeFolders({ folders: list })).toEqual(expected);
    expect(normalizeFolders({ data: { folders: list } })).toEqual(expected);
  });

  it.each([null, undefined, 'x', 3, {}, { data: 'x' }, { data: null }])('lists nothing for %j', (raw) => {
    expect(normalizeFolders(raw)).toEqual([]);
  });

  it('never throws on hostile input and returns only complete folders', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withMap: true,
          withSet: true,
          withNullPrototype: true,
          withObjectString: true,
        }),
        (raw) => {
          const folder = normalizeFolder(raw);
          if (folder !== null) {
            expect(typeof folder.id).toBe('string');
            expect(folder.id.trim()).not.toBe('');
            expect(folder.name.trim()).not.toBe('');
          }
          expect(Array.isArray(normalizeFolders(raw))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never throws on folder-like records with hostile values', () => {
    const value = fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.double(), fc.constant(undefined));
    const folderLike = fc.record(
      {
        id: value,
        folderId: value,
        uuid: value,
        name: value,
        folderName: value,
        gemCount: value,
        count: value,
        total: value,
        folder: fc.oneof(value, fc.record({ id: value, name: value, folderId: value, folderName: value })),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(folderLike, fc.array(folderLike), fc.record({ data: fc.array(folderLike) })),
        (raw) => {
          expect(() => normalizeFolder(raw)).not.toThrow();
          for (const folder of normalizeFolders(raw)) {
            expect(folder.id).not.toBe('');
            expect(folder.name).not.toBe('');
            if (folder.gemCount !== undefined)
              expect(Number.isInteger(folder.gemCount) && folder.gemCount >= 0).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never runs getters or proxy traps that throw', () => {
    const throwingGetter = Object.defineProperty({}, 'id', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
    const throwingProxy = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        getOwnPropertyDescriptor() {
          throw new Error('trap');
        },
      },
    );
    const throwingArray = new Proxy([{ id: 'a', name: 'A' }], {
      get(target, key) {
        if (key === '0') throw new Error('trap');
        return Reflect.get(target, key);
      },
    });
    expect(normalizeFolder(throwingGetter)).toBeNull();
    expect(normalizeFolder(throwingProxy)).toBeNull();
    expect(normalizeFolders(throwingProxy)).toEqual([]);
    expect(normalizeFolders(throwingArray)).toEqual([]);
    expect(normalizeFolder(JSON.parse('{"__proto__": {"id": "x", "name": "y"}}'))).toBeNull();
  });
});
