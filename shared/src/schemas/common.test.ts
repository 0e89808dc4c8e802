import { IdSchema } from './common';
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

describe('UserSchema', () => {
  it('keeps profile fields it does not name', () => {
    expect(UserSchema.parse({ id: 'u1', email: 'a@b.c', avatarUrl: '/me.png' })).toMatchObject({
      avatarUrl: '/me.png',
    });
  });
});
