import { IdSchema, ListMetaSchema, ListResponseSchema, optionalText } from './common';
import { UserSchema } from './user';

describe('IdSchema', () => {
  it.each([
    ['a UUID', '7d1c0c7e-8f5e-5a51-9a1e-1c2b3c4d5e6f', '7d1c0c7e-8f5e-5a51-9a1e-1c2b3c4d5e6f'],
    ['a number', 42, '42'],
  ])('reads %s as a string id', (_case, raw, id) => {
    expect(IdSchema.parse(raw)).toBe(id);
  });

  it.each([[''], [Number.POSITIVE_INFINITY], [Number.NaN], [null], [{}]])('refuses %j', (raw) => {
    expect(IdSchema.safeParse(raw).success).toBe(false);
  });
});

describe('list responses', () => {
  it('reads the meta numbers even when the API sends them as text', () => {
    expect(ListMetaSchema.parse({ currentPage: '2', totalPages: 3, totalRecords: '61' })).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalRecords: 61,
    });
  });

  it('parses every item with the item schema and throws an Error when one does not fit', () => {
    const UserList = ListResponseSchema(UserSchema);
    const meta = { currentPage: 1, totalPages: 1, totalRecords: 1 };
    expect(UserList.parse({ data: [{ id: 7, email: 'a@b.c' }], meta }).data[0]?.id).toBe('7');
    expect(() => UserList.parse({ data: [{ email: 'a@b.c' }], meta })).toThrow(Error);
  });
});

describe('UserSchema', () => {
  it('keeps profile fields it does not name', () => {
    expect(UserSchema.parse({ id: 'u1', email: 'a@b.c', avatarUrl: '/me.png' })).toMatchObject({
      avatarUrl: '/me.png',
    });
  });

  it('lets an optional text be a value, null or missing', () => {
    expect([optionalText.parse('x'), optionalText.parse(null), optionalText.parse(undefined)]).toEqual([
      'x',
      null,
      undefined,
    ]);
  });
});
