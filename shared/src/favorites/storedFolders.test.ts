import fc from 'fast-check';
import { normalizeFolder, normalizeFolders } from './storedFolders';

// The folders this device keeps (gaido_folders): anything may be in localStorage, so they are read
// defensively. What the API answers is not read here: callApi checks it with the contract.
describe('normalizeFolder (a folder kept on this device, spec 3 Favorite folder)', () => {
  it.each([
    ['id and name', { id: 'local_1', name: 'Lisbon' }, { id: 'local_1', name: 'Lisbon' }],
    ['a gem count', { id: 'x', name: 'N', gemCount: 4 }, { id: 'x', name: 'N', gemCount: 4 }],
    ['a city', { id: 'x', name: 'N', cityId: 'c1' }, { id: 'x', name: 'N', cityId: 'c1' }],
    ['surrounding spaces', { id: ' x ', name: '  My folder ' }, { id: 'x', name: 'My folder' }],
    [
      'a count that is not a whole number, which is dropped',
      { id: 'x', name: 'N', gemCount: 1.5 },
      { id: 'x', name: 'N' },
    ],
    ['a negative count, which is dropped', { id: 'x', name: 'N', gemCount: -1 }, { id: 'x', name: 'N' }],
  ])('reads %s', (_case, raw, expected) => {
    expect(normalizeFolder(raw)).toEqual(expected);
  });

  it.each([
    ['no id', { name: 'N' }],
    ['no name', { id: 'x' }],
    ['an empty name', { id: 'x', name: '' }],
    ['a blank name', { id: 'x', name: '   ' }],
    ['a name that is not text', { id: 'x', name: 42 }],
    ['an id that is not text', { id: 12, name: 'N' }],
    ['another shape of id and name', { folderId: 'f2', folderName: 'Porto' }],
    ['null', null],
    ['a string', 'folder'],
    ['an array', [{ id: 'x', name: 'N' }]],
  ])('drops an entry with %s', (_case, raw) => {
    expect(normalizeFolder(raw)).toBeNull();
  });

  it('lists the valid folders of a stored list, once each', () => {
    const list = [
      { id: 'a', name: 'A' },
      { name: 'no id' },
      { id: 'b', name: 'B' },
      { id: 'a', name: 'dup' },
    ];
    expect(normalizeFolders(list)).toEqual([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ]);
  });

  it.each([null, undefined, 'x', 3, {}, { data: [{ id: 'a', name: 'A' }] }])(
    'lists nothing for %j',
    (raw) => {
      expect(normalizeFolders(raw)).toEqual([]);
    },
  );

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
      { id: value, name: value, gemCount: value, cityId: value },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(folderLike, fc.array(folderLike)), (raw) => {
        expect(() => normalizeFolder(raw)).not.toThrow();
        for (const folder of normalizeFolders(raw)) {
          expect(folder.id).not.toBe('');
          expect(folder.name).not.toBe('');
          if (folder.gemCount !== undefined)
            expect(Number.isInteger(folder.gemCount) && folder.gemCount >= 0).toBe(true);
        }
      }),
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
